import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** How long each thing of the Authentication API lasts, and how often a code may be sent. */
export const AUTHN_LIFETIMES = {
  /** A state token, extended by every request that uses it (sliding). */
  stateMs: 10 * 60 * 1000,
  /** A one-time code sent by email or SMS. */
  codeMs: 5 * 60 * 1000,
  /** A push waiting for its answer before it times out. */
  pushMs: 5 * 60 * 1000,
  /** A recovery token sent by email (or by an admin). */
  recoveryMs: 60 * 60 * 1000,
  /** A session token, exchanged once at the authorize endpoint (the provider's 5 minutes). */
  sessionTokenMs: 5 * 60 * 1000,
  /** The shortest time between two codes or pushes of one transaction (the provider's 30 seconds). */
  resendMs: 30 * 1000,
} as const;

/** Wrong codes one challenge takes before it is spent (each also counts against the account). */
export const MAX_CODE_FAILURES = 5;

/** Recovery emails or SMS one account may be sent per window, however many ask. */
export const RECOVERY_LIMIT = { perWindow: 5, windowMs: 15 * 60 * 1000 } as const;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A new opaque token in the provider's style (`00` and 40 URL-safe characters); only its hash is kept. */
export function newToken(): string {
  return `00${randomBytes(30).toString('base64url')}`;
}

/** A six-digit one-time code. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Whether a code matches the kept hash, compared in constant time. */
export function codeMatches(code: string, hash: string | null): boolean {
  if (hash === null) return false;
  return timingSafeEqual(Buffer.from(sha256(code), 'hex'), Buffer.from(hash, 'hex'));
}

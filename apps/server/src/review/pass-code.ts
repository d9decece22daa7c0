import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { PASS_CODE_ALPHABET, PASS_CODE_HINT_LENGTH, PASS_CODE_LENGTH } from '@keyplan/domain';

/** A new pass code in canonical form: 20 characters drawn uniformly from Crockford base32. */
export function generatePassCode(): string {
  let code = '';
  for (let index = 0; index < PASS_CODE_LENGTH; index += 1)
    code += PASS_CODE_ALPHABET[randomInt(PASS_CODE_ALPHABET.length)];
  return code;
}

/**
 * SHA-256 of a canonical pass code. A plain hash suffices: with 100 random bits (80 beyond the
 * hint) nobody can search the code space from a leaked hash, so a slow KDF would only slow logins.
 */
export function hashPassCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

export function passCodeHint(code: string): string {
  return code.slice(-PASS_CODE_HINT_LENGTH);
}

/** Compares two hex digests in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** A new guest key: 256 random bits, stored only as its SHA-256 (view-authorization.repository.ts). */
export function generateGuestKey(): string {
  return randomBytes(32).toString('base64url');
}

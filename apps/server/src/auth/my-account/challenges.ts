import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  findChallenge,
  insertChallenge,
  insertMail,
  latestChallenge,
  markChallengeVerified,
  recordFailedAttempt,
  type IssuerChallengeRow,
} from '../embedded-issuer/issuer-account.repository.ts';
import { MyAccountError, resourceNotFound, validationFailed } from './my-account-error.ts';
import type { MyAccountContext } from './my-account-context.ts';

/** A challenge's code lasts five minutes, as the provider's do. */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
/** Wrong codes a challenge takes before it is spent. */
export const MAX_FAILED_ATTEMPTS = 5;
/** The shortest time between two codes sent to one phone (the provider answers 429 sooner). */
export const PHONE_RESEND_MS = 30 * 1000;

const sha256 = (code: string) => createHash('sha256').update(code).digest('hex');

export type Channel = 'email' | 'sms' | 'call';

/**
 * Starts a challenge of an email or phone: a six-digit code, kept only as its hash, "sent" to the
 * stand-in's mailbox and the server log (the embedded issuer sends no mail or SMS).
 */
export async function sendChallenge(
  context: MyAccountContext,
  factor: { kind: 'email' | 'phone'; id: string; recipient: string; channel: Channel },
): Promise<IssuerChallengeRow> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = context.now();
  const challenge = {
    id: `myaccount.${randomBytes(16).toString('base64url')}`,
    account_id: context.accountId,
    factor: factor.kind,
    factor_id: factor.id,
    code_hash: sha256(code),
    expires_at: now + CHALLENGE_LIFETIME_MS,
    verified_at: null,
    created_at: now,
  };
  await insertChallenge(context.db, challenge);
  const body = `Your Keyplan verification code is ${code}. It expires in 5 minutes.`;
  await insertMail(context.db, {
    account_id: context.accountId,
    channel: factor.channel,
    recipient: factor.recipient,
    body,
    at: now,
  });
  context.log.info(
    { accountId: context.accountId, channel: factor.channel, recipient: factor.recipient, code },
    'embedded issuer: verification code (no mail or SMS is sent by the stand-in)',
  );
  return { ...challenge, failed_attempts: 0 };
}

/** The factor's challenge that a code can still answer, or undefined. */
export async function openChallenge(context: MyAccountContext, factorId: string) {
  const challenge = await latestChallenge(context.db, context.accountId, factorId);
  if (!challenge || challenge.verified_at !== null) return undefined;
  if (challenge.expires_at <= context.now() || challenge.failed_attempts >= MAX_FAILED_ATTEMPTS) return undefined;
  return challenge;
}

export async function challengeOf(context: MyAccountContext, factorId: string, challengeId: string) {
  const challenge = await findChallenge(context.db, context.accountId, challengeId);
  if (!challenge || challenge.factor_id !== factorId) throw resourceNotFound(challengeId, 'IdpMyAccountChallenge');
  return challenge;
}

const CODE = /^\d{6}$/;

/**
 * Answers a challenge: a spent, expired or verified one is an invalid transaction (409); a wrong
 * code is counted and refused (401) as the provider refuses it.
 */
export async function answerChallenge(context: MyAccountContext, challenge: IssuerChallengeRow, code: unknown) {
  if (typeof code !== 'string' || !CODE.test(code))
    throw validationFailed('verificationCode', 'The verification code must be six digits.');
  const spent = challenge.failed_attempts >= MAX_FAILED_ATTEMPTS;
  if (challenge.verified_at !== null || challenge.expires_at <= context.now() || spent)
    throw new MyAccountError(409, 'E0000001', 'Api validation failed: Transaction', [
      'Invalid transaction. The verification code has expired or was already used; send a new one.',
    ]);
  const matches = timingSafeEqual(Buffer.from(sha256(code), 'hex'), Buffer.from(challenge.code_hash, 'hex'));
  if (!matches) {
    await recordFailedAttempt(context.db, challenge.id);
    throw new MyAccountError(401, 'E0000004', 'Authentication failed', [
      'The verification challenge failed due to an invalid code.',
    ]);
  }
  await markChallengeVerified(context.db, challenge.id, context.now());
}

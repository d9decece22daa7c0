import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  findChallenge,
  insertChallenge,
  insertMail,
  latestChallenge,
  type IssuerChallengeRow,
} from '../oidc-issuer/issuer-account.repository.ts';
import { admitSend, type SendLimit } from './challenge-send.repository.ts';
import { MyAccountError, resourceNotFound, tooManyRequests, validationFailed } from './my-account-error.ts';
import type { MyAccountContext } from './my-account-context.ts';
import { claimAttempt, markChallengeVerifiedOnce } from './my-account.repository.ts';

/** A challenge's code lasts five minutes, as the provider's do. */
const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
/** Codes a challenge takes before it is spent (counted before each is checked, so racing guesses share them). */
export const MAX_FAILED_ATTEMPTS = 5;
/** The shortest time between two codes sent to one address or number (the provider answers 429 sooner). */
const RESEND_MS = 30 * 1000;
/** Codes sent to one address or number in an hour, and by one account in an hour, at most. */
const MAX_SENDS_PER_ADDRESS = 5;
const MAX_SENDS_PER_ACCOUNT = 10;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The limits a send counts against: the account's sends to this address or number, and all of the
 * account's sends (keyed by account, so no one holds back another account's codes).
 */
function sendLimits(accountId: string, recipient: string): SendLimit[] {
  const address = `address:${accountId}:${recipient.toLowerCase()}`;
  return [
    { key: address, max: MAX_SENDS_PER_ADDRESS, windowMs: HOUR_MS, intervalMs: RESEND_MS },
    { key: `account:${accountId}`, max: MAX_SENDS_PER_ACCOUNT, windowMs: HOUR_MS, intervalMs: 0 },
  ];
}

const sha256 = (code: string) => createHash('sha256').update(code).digest('hex');

export type Channel = 'email' | 'sms' | 'call';

/**
 * Starts a challenge of an email or phone: a six-digit code, kept only as its hash, "sent" to the
 * stand-in's mailbox and the server log (the embedded issuer sends no mail or SMS). Sends are
 * throttled per address and per account (429 with Retry-After), so codes cannot be farmed for
 * guesses; a new challenge replaces the factor's earlier ones.
 */
export async function sendChallenge(
  context: MyAccountContext,
  factor: { kind: 'email' | 'phone'; id: string; recipient: string; channel: Channel },
): Promise<IssuerChallengeRow> {
  const now = context.now();
  const verdict = await admitSend(context.db, sendLimits(context.accountId, factor.recipient), now);
  if (!verdict.admitted)
    throw tooManyRequests(
      verdict.retryAfterMs,
      `Wait ${Math.ceil(verdict.retryAfterMs / 1000)} seconds before sending another code.`,
    );
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
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

const invalidTransaction = () =>
  new MyAccountError(409, 'E0000001', 'Api validation failed: Transaction', [
    'Invalid transaction. The verification code has expired or was already used; send a new one.',
  ]);

/**
 * Answers a challenge: a spent, expired, verified or replaced one is an invalid transaction (409);
 * a wrong code is refused (401) as the provider refuses it. Each answer takes one of the
 * challenge's attempts before its code is compared, atomically, so guesses sent at once over any
 * number of instances are checked at most MAX_FAILED_ATTEMPTS times.
 */
export async function answerChallenge(context: MyAccountContext, challenge: IssuerChallengeRow, code: unknown) {
  if (typeof code !== 'string' || !CODE.test(code))
    throw validationFailed('verificationCode', 'The verification code must be six digits.');
  const latest = await latestChallenge(context.db, context.accountId, challenge.factor_id);
  if (latest?.id !== challenge.id) throw invalidTransaction();
  if (!(await claimAttempt(context.db, challenge.id, context.now(), MAX_FAILED_ATTEMPTS))) throw invalidTransaction();
  const matches = timingSafeEqual(Buffer.from(sha256(code), 'hex'), Buffer.from(challenge.code_hash, 'hex'));
  if (!matches)
    throw new MyAccountError(401, 'E0000004', 'Authentication failed', [
      'The verification challenge failed due to an invalid code.',
    ]);
  if (!(await markChallengeVerifiedOnce(context.db, challenge.id, context.now()))) throw invalidTransaction();
}

import { randomBytes } from 'node:crypto';
import { isUniqueViolation } from '../../db/dialect.ts';
import {
  deleteEmail as deleteEmailRow,
  insertEmail,
  listEmails as listEmailRows,
  markEmailVerified,
  type IssuerEmailRow,
} from '../oidc-issuer/issuer-account.repository.ts';
import { answerChallenge, challengeOf, openChallenge, sendChallenge } from './challenges.ts';
import { MyAccountError, notAllowedInState, resourceNotFound, validationFailed } from './my-account-error.ts';
import { factorLinks } from './factor-links.ts';
import { link, type MyAccountContext } from './my-account-context.ts';
import { addressHeldByAnother } from './my-account.repository.ts';
import type { IssuerChallengeRow } from '../oidc-issuer/issuer-account.repository.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 409 for an address another account holds: an address verifies for one account only. */
const heldByAnother = () =>
  new MyAccountError(409, 'E0000001', 'Api validation failed: email', [
    'This email address belongs to another account.',
  ]);

function challengeLinks(context: MyAccountContext, emailId: string, challengeId: string) {
  const path = `/emails/${emailId}/challenge/${challengeId}`;
  return { verify: link(context, `${path}/verify`, 'POST'), poll: link(context, path, 'GET') };
}

/** An email as the API shows it: what its status allows is in its links. */
async function present(context: MyAccountContext, email: IssuerEmailRow) {
  const verified = email.status === 'VERIFIED';
  const challenge = verified ? undefined : await openChallenge(context, email.id);
  return {
    id: email.id,
    status: email.status,
    roles: [email.role],
    profile: { email: email.email },
    _links: factorLinks(context, 'emails', email.id, {
      verified,
      selfAllows: verified ? ['GET'] : ['GET', 'DELETE'],
      openChallenge: challenge && challengeLinks(context, email.id, challenge.id),
    }),
  };
}

function presentChallenge(context: MyAccountContext, email: IssuerEmailRow, challenge: IssuerChallengeRow) {
  return {
    id: challenge.id,
    status: challenge.verified_at === null ? 'UNVERIFIED' : 'VERIFIED',
    expiresAt: new Date(challenge.expires_at).toISOString(),
    profile: { email: email.email },
    _links: challengeLinks(context, email.id, challenge.id),
  };
}

async function emailOf(context: MyAccountContext, emailId: string) {
  const email = (await listEmailRows(context.db, context.accountId)).find((row) => row.id === emailId);
  if (!email) throw resourceNotFound(emailId, 'UserProfileEmail');
  return email;
}

export async function listEmails(context: MyAccountContext) {
  const rows = await listEmailRows(context.db, context.accountId);
  return Promise.all(rows.map((row) => present(context, row)));
}

export async function getEmail(context: MyAccountContext, emailId: string) {
  return present(context, await emailOf(context, emailId));
}

/**
 * Adds an UNVERIFIED email (a new primary one replaces the old primary once verified); sends its
 * challenge unless `sendEmail` is false. One secondary email and one pending primary at a time.
 */
export async function createEmail(context: MyAccountContext, body: unknown) {
  const {
    profile,
    role = 'SECONDARY',
    sendEmail = true,
  } = (body ?? {}) as {
    profile?: { email?: unknown };
    role?: unknown;
    sendEmail?: unknown;
  };
  const address = typeof profile?.email === 'string' ? profile.email.trim().toLowerCase() : '';
  if (!EMAIL.test(address) || address.length > 320) throw validationFailed('email', 'Invalid email address.');
  if (role !== 'PRIMARY' && role !== 'SECONDARY') throw validationFailed('role', 'Role must be PRIMARY or SECONDARY.');
  if (typeof sendEmail !== 'boolean') throw validationFailed('sendEmail', 'sendEmail must be true or false.');
  const existing = await listEmailRows(context.db, context.accountId);
  if (existing.some((row) => row.email === address))
    throw new MyAccountError(409, 'E0000001', 'Api validation failed: email', [
      'This email address is already on the account.',
    ]);
  if (await addressHeldByAnother(context.db, context.accountId, address)) throw heldByAnother();
  if (role === 'SECONDARY' && existing.some((row) => row.role === 'SECONDARY'))
    throw new MyAccountError(409, 'E0000001', 'Api validation failed: email', [
      'The account already has a secondary email; remove it first.',
    ]);
  if (role === 'PRIMARY' && existing.some((row) => row.role === 'PRIMARY' && row.status === 'UNVERIFIED'))
    throw new MyAccountError(409, 'E0000001', 'Api validation failed: email', [
      'A change of the primary email is already waiting for verification; verify or remove it first.',
    ]);
  const email: IssuerEmailRow = {
    id: randomBytes(16).toString('hex'),
    account_id: context.accountId,
    email: address,
    role,
    status: 'UNVERIFIED',
    created_at: new Date(context.now()).toISOString(),
  };
  try {
    await insertEmail(context.db, email);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new MyAccountError(409, 'E0000001', 'Api validation failed: email', [
        'This email address is already on the account.',
      ]);
    throw error;
  }
  if (sendEmail) await sendChallenge(context, { kind: 'email', id: email.id, recipient: address, channel: 'email' });
  return present(context, email);
}

/** Removes an unverified email; a verified one stays (the provider refuses). */
export async function deleteEmail(context: MyAccountContext, emailId: string) {
  const email = await emailOf(context, emailId);
  if (email.status === 'VERIFIED') throw validationFailed('email', "Can't delete a verified email address.");
  await deleteEmailRow(context.db, context.accountId, emailId);
}

export async function challengeEmail(context: MyAccountContext, emailId: string) {
  const email = await emailOf(context, emailId);
  if (email.status === 'VERIFIED') throw notAllowedInState('The email address is already verified.');
  const challenge = await sendChallenge(context, {
    kind: 'email',
    id: email.id,
    recipient: email.email,
    channel: 'email',
  });
  return presentChallenge(context, email, challenge);
}

export async function pollEmailChallenge(context: MyAccountContext, emailId: string, challengeId: string) {
  const email = await emailOf(context, emailId);
  return presentChallenge(context, email, await challengeOf(context, emailId, challengeId));
}

export async function verifyEmailChallenge(
  context: MyAccountContext,
  emailId: string,
  challengeId: string,
  body: unknown,
) {
  const email = await emailOf(context, emailId);
  const challenge = await challengeOf(context, emailId, challengeId);
  // Held since it was added (another account verified it first): the code is not even checked.
  if (await addressHeldByAnother(context.db, context.accountId, email.email)) throw heldByAnother();
  await answerChallenge(context, challenge, (body as { verificationCode?: unknown } | null)?.verificationCode);
  try {
    // The unique index on verified addresses settles a race between two accounts' verifications.
    await markEmailVerified(context.db, context.accountId, email);
  } catch (error) {
    if (isUniqueViolation(error)) throw heldByAnother();
    throw error;
  }
}

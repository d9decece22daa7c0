import { randomBytes } from 'node:crypto';
import {
  deletePhone as deletePhoneRow,
  insertPhone,
  latestChallenge,
  listPhones as listPhoneRows,
  markPhoneVerified,
  type IssuerPhoneRow,
} from '../oidc-issuer/issuer-account.repository.ts';
import { answerChallenge, openChallenge, sendChallenge } from './challenges.ts';
import { MyAccountError, notAllowedInState, resourceNotFound, validationFailed } from './my-account-error.ts';
import { requireWayBackIn } from './credentials.ts';
import { factorLinks } from './factor-links.ts';
import { link, type MyAccountContext } from './my-account-context.ts';

/** The most phones an account may enrol (the provider's cardinality). */
const MAX_PHONES = 2;

/** A phone number in E.164 (`+` and 8 to 15 digits) from what a person types: spaces, dashes, dots and brackets are dropped. */
function normalizePhoneNumber(text: string): string | undefined {
  const compact = text.replace(/[\s\-().]/g, '');
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : undefined;
}

const NOT_A_NUMBER = () =>
  validationFailed(
    'Error type: NOT_A_NUMBER. The string supplied did not seem to be a phone number.',
    'Invalid phone number. Give it with its country code, e.g. +1 555 555 0100.',
  );

async function present(context: MyAccountContext, phone: IssuerPhoneRow) {
  const verified = phone.status === 'VERIFIED';
  const challenge = verified ? undefined : await openChallenge(context, phone.id);
  return {
    id: phone.id,
    status: phone.status,
    profile: { phoneNumber: phone.phone_number },
    _links: factorLinks(context, 'phones', phone.id, {
      verified,
      selfAllows: ['GET', 'DELETE'],
      openChallenge: challenge && { verify: link(context, `/phones/${phone.id}/verify`, 'POST') },
    }),
  };
}

async function phoneOf(context: MyAccountContext, phoneId: string) {
  const phone = (await listPhoneRows(context.db, context.accountId)).find((row) => row.id === phoneId);
  if (!phone)
    throw new MyAccountError(404, 'E0000008', 'The requested path was not found', [
      "This operation couldn't be completed as requested due to an issue with the specified authenticator.",
    ]);
  return phone;
}

function methodOf(value: unknown): 'SMS' | 'CALL' {
  if (value === 'SMS' || value === 'CALL') return value;
  throw validationFailed('Method', `Invalid method ${String(value)} in the request.`);
}

export async function listPhones(context: MyAccountContext) {
  const rows = await listPhoneRows(context.db, context.accountId);
  return Promise.all(rows.map((row) => present(context, row)));
}

export async function getPhone(context: MyAccountContext, phoneId: string) {
  return present(context, await phoneOf(context, phoneId));
}

async function send(context: MyAccountContext, phone: IssuerPhoneRow, method: 'SMS' | 'CALL') {
  await sendChallenge(context, {
    kind: 'phone',
    id: phone.id,
    recipient: phone.phone_number,
    channel: method === 'SMS' ? 'sms' : 'call',
  });
}

export async function createPhone(context: MyAccountContext, body: unknown) {
  const {
    profile,
    sendCode = true,
    method = 'SMS',
  } = (body ?? {}) as {
    profile?: { phoneNumber?: unknown };
    sendCode?: unknown;
    method?: unknown;
  };
  const number = typeof profile?.phoneNumber === 'string' ? normalizePhoneNumber(profile.phoneNumber) : undefined;
  if (!number) throw NOT_A_NUMBER();
  if (typeof sendCode !== 'boolean') throw validationFailed('sendCode', 'sendCode must be true or false.');
  const channel = methodOf(method);
  const existing = await listPhoneRows(context.db, context.accountId);
  if (existing.some((row) => row.phone_number === number))
    throw new MyAccountError(409, 'E0000001', 'Api validation failed: phoneNumber', [
      'This phone number is already on the account.',
    ]);
  if (existing.length >= MAX_PHONES)
    throw validationFailed(
      'Exceeded cardinality max',
      `This user account has reached the maximum number of enrolled phones (${MAX_PHONES}).`,
    );
  const phone: IssuerPhoneRow = {
    id: `sms${randomBytes(8).toString('hex')}`,
    account_id: context.accountId,
    phone_number: number,
    status: 'UNVERIFIED',
    created_at: new Date(context.now()).toISOString(),
  };
  await insertPhone(context.db, phone);
  if (sendCode) await send(context, phone, channel);
  return present(context, phone);
}

/** Removes a phone; a verified one only while a password or another recovery factor is left. */
export async function deletePhone(context: MyAccountContext, phoneId: string) {
  const phone = await phoneOf(context, phoneId);
  if (phone.status === 'VERIFIED') await requireWayBackIn(context, { removesPhoneId: phone.id });
  await deletePhoneRow(context.db, context.accountId, phoneId);
}

/** Sends a code by SMS or call; at most one each 30 seconds per number (429 sooner, with Retry-After). */
export async function challengePhone(context: MyAccountContext, phoneId: string, body: unknown) {
  const phone = await phoneOf(context, phoneId);
  const method = methodOf((body as { method?: unknown } | null)?.method);
  if (phone.status === 'VERIFIED') throw notAllowedInState('The phone number is already verified.');
  await send(context, phone, method);
  return { _links: { verify: link(context, `/phones/${phone.id}/verify`, 'POST') } };
}

export async function verifyPhone(context: MyAccountContext, phoneId: string, body: unknown) {
  const phone = await phoneOf(context, phoneId);
  if (phone.status === 'VERIFIED') throw notAllowedInState('The phone number is already verified.');
  const challenge = await latestChallenge(context.db, context.accountId, phone.id);
  if (!challenge) throw resourceNotFound(phone.id, 'IdpMyAccountChallenge');
  await answerChallenge(context, challenge, (body as { verificationCode?: unknown } | null)?.verificationCode);
  await markPhoneVerified(context.db, phone.id);
}

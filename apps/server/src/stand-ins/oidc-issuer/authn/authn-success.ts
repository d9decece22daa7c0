import type { IssuerAccountRow } from '../issuer-account.repository.ts';
import type { AuthnContext } from './authn-context.ts';
import { sendMessage, verifiedEmailsOf } from './authn-messages.ts';
import { successAnswer } from './authn-presenter.ts';
import { endTransaction } from './authn-state.ts';
import { consumeSessionToken, insertSessionToken, recordDevice } from './authn-tokens.repository.ts';
import { AUTHN_LIFETIMES, newToken, sha256 } from './authn-tokens.ts';
import type { AuthnTransaction } from './authn.repository.ts';

/** The device a sign-in came from: its fingerprint's hash and the browser it named. */
export interface SignInDevice {
  fingerprintHash: string | null;
  userAgent: string | null;
}

/** The device of a request: `X-Device-Fingerprint` (when the SDK sent one) kept only as its hash. */
export function deviceOf(fingerprint: string | undefined, userAgent: string | undefined): SignInDevice {
  const usable = typeof fingerprint === 'string' && fingerprint.length > 0 && fingerprint.length <= 1024;
  return { fingerprintHash: usable ? sha256(fingerprint) : null, userAgent: userAgent?.slice(0, 300) ?? null };
}

/**
 * Records the device of a completed sign-in; a device the account has not signed in from before is
 * noted in the account's mail, as the provider's "new device" notification does.
 */
async function noteDevice(context: AuthnContext, account: IssuerAccountRow, device: SignInDevice) {
  if (!device.fingerprintHash) return;
  const now = context.now();
  const isNew = await recordDevice(context.db, {
    accountId: account.account_id,
    fingerprintHash: device.fingerprintHash,
    userAgent: device.userAgent,
    at: now,
  });
  if (!isNew) return;
  const [email] = await verifiedEmailsOf(context.db, account);
  await sendMessage(context, {
    accountId: account.account_id,
    channel: 'email',
    recipient: email!,
    body:
      `A new device signed in to your Keyplan account ${account.login} on ${new Date(now).toUTCString()}` +
      ` (${device.userAgent ?? 'unknown browser'}). If this was not you, reset your password and tell your administrator.`,
  });
}

/**
 * Completes a sign-in: the transaction (if any) ends, the device is noted, and a one-time session
 * token is issued for the authorize endpoint to exchange (5 minutes).
 */
export async function signInSucceeded(
  context: AuthnContext,
  account: IssuerAccountRow,
  transaction: AuthnTransaction | undefined,
  device: SignInDevice,
) {
  if (transaction) await endTransaction(context, transaction);
  const sessionToken = newToken();
  const now = context.now();
  const expiresAt = now + AUTHN_LIFETIMES.sessionTokenMs;
  await insertSessionToken(context.db, {
    tokenHash: sha256(sessionToken),
    accountId: account.account_id,
    expiresAt,
    createdAt: now,
  });
  await noteDevice(context, account, device);
  return successAnswer(account, sessionToken, expiresAt);
}

/** The account of a session token, spending it; undefined when it is unknown, spent or expired. */
export async function redeemSessionToken(context: Pick<AuthnContext, 'db' | 'now'>, sessionToken: unknown) {
  if (typeof sessionToken !== 'string' || sessionToken.length === 0 || sessionToken.length > 200) return undefined;
  return consumeSessionToken(context.db, sha256(sessionToken), context.now());
}

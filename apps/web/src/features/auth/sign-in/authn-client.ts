import type { AuthnTransaction, OktaAuth } from '@okta/okta-auth-js';
import { FINGERPRINT_TIMEOUT_MS, type RuntimeConfig } from '@keyplan/domain';
import { textNow } from '../../../i18n/use-text.ts';
import { signInText, type SignInTranslate } from './sign-in-text.ts';

export type { AuthnTransaction };

/** The provider's SDK, its authn client only (what the sign-in page uses of it). */
export type AuthnClient = Pick<
  OktaAuth,
  | 'signInWithCredentials'
  | 'forgotPassword'
  | 'unlockAccount'
  | 'verifyRecoveryToken'
  | 'fingerprint'
  | 'tx'
  | 'getIssuerOrigin'
>;

/**
 * The provider's SDK (`@okta/okta-auth-js`, its authn build), fetched with the sign-in page only:
 * the first screen loads without it (decision 0051). It calls the Authentication API on the
 * issuer's origin; tokens are not its business (oidc-client-ts exchanges the session token).
 */
export async function createAuthnClient(config: Pick<RuntimeConfig, 'issuer' | 'clientId'>): Promise<AuthnClient> {
  const { OktaAuth } = await import('@okta/okta-auth-js/authn');
  return new OktaAuth({
    issuer: config.issuer,
    clientId: config.clientId,
    tokenManager: { storage: 'memory', autoRenew: false },
    services: { autoRenew: false, autoRemove: false, syncStorage: false },
  }) as unknown as AuthnClient;
}

/**
 * Signs in with a device fingerprint (SPEC §7: the header X-Device-Fingerprint) when the service
 * answers within SPEC §9's time; when it cannot, the sign-in goes on without one (the fingerprint
 * only notes a new device) and `fingerprintProblem` carries the SDK's message.
 */
export async function signInWithFingerprint(client: AuthnClient, credentials: { username: string; password: string }) {
  let fingerprintProblem: string | null = null;
  let fingerprint: string | null = null;
  try {
    fingerprint = await client.fingerprint({ timeout: FINGERPRINT_TIMEOUT_MS });
  } catch (error) {
    fingerprintProblem = messageOf(error);
  }
  // The SDK's own `sendFingerprint` posts the same, but fails the sign-in when it cannot fingerprint.
  const transaction = await client.tx.postToTransaction(
    `${client.getIssuerOrigin()}/api/v1/authn`,
    credentials,
    fingerprint ? { headers: { 'X-Device-Fingerprint': fingerprint } } : undefined,
  );
  return { transaction, fingerprintProblem };
}

/** The provider's errors this page words as the issuer's own sign-in page does. */
const WORDS: Record<string, 'wrongCredentials' | 'expiredStep' | 'tooManyRequests' | 'wrongCode'> = {
  E0000004: 'wrongCredentials',
  E0000011: 'expiredStep',
  E0000047: 'tooManyRequests',
  E0000068: 'wrongCode',
};

/**
 * An SDK error's words: ours for the codes above, else the provider's `errorSummary` (AuthApiError)
 * or the SDK's own message (SPEC §8), as they give them.
 */
export function messageOf(error: unknown, t: SignInTranslate = textNow(signInText)): string {
  const code = errorCodeOf(error);
  const words = code ? WORDS[code] : undefined;
  if (words) return t(words);
  if (error && typeof error === 'object') {
    const { errorSummary, errorCauses, message } = error as {
      errorSummary?: unknown;
      errorCauses?: unknown;
      message?: unknown;
    };
    // Okta names each broken rule (the password policy, a field) in errorCauses: say which.
    const causes = Array.isArray(errorCauses)
      ? errorCauses
          .map((cause) => (cause as { errorSummary?: unknown } | null)?.errorSummary)
          .filter((summary): summary is string => typeof summary === 'string' && summary !== '')
      : [];
    if (causes.length > 0) return causes.join(' ');
    if (typeof errorSummary === 'string' && errorSummary) return errorSummary;
    if (typeof message === 'string' && message) return message;
  }
  return t('signInFailed');
}

/** The provider's error code of an AuthApiError (E0000004 and so on), if any. */
export function errorCodeOf(error: unknown): string | undefined {
  const code = (error as { errorCode?: unknown } | null)?.errorCode;
  return typeof code === 'string' ? code : undefined;
}

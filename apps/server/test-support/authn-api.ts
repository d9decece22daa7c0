import type { ApiTestContext } from './use-test-app.ts';
import { insertPhone, listMail, updateAccount } from '../src/stand-ins/oidc-issuer/issuer-account.repository.ts';

/** A POST to the Authentication API as the SDK sends it (JSON), from an address of the test's choosing. */
export function authnPost(api: ApiTestContext, path: string, payload: object, remoteAddress = '127.0.0.1') {
  return api.app.inject({
    method: 'POST',
    url: `/api/v1/authn${path}`,
    payload,
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    remoteAddress,
  });
}

/** The newest message of an account whose body matches, with the match (undefined when none). */
export async function mailMatching(api: ApiTestContext, accountId: string, pattern: RegExp) {
  const message = (await listMail(api.db, accountId, 50)).find((one) => pattern.test(one.body));
  return message ? { message, match: pattern.exec(message.body)! } : undefined;
}

/** Gives an account a verified phone (its SMS factor and SMS recovery) and, optionally, the second-factor policy. */
export async function preparePhone(api: ApiTestContext, accountId: string, phoneNumber: string) {
  await insertPhone(api.db, {
    id: `${accountId}-phone`,
    account_id: accountId,
    phone_number: phoneNumber,
    status: 'VERIFIED',
    created_at: new Date().toISOString(),
  });
}

export async function requireSecondFactor(api: ApiTestContext, accountId: string, required = true) {
  await updateAccount(api.db, accountId, { mfa_required: required ? 1 : 0 });
}

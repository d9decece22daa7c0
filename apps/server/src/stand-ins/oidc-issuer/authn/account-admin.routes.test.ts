import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../../test-support/test-database.ts';
import { useTestApp, type ApiTestContext } from '../../../../test-support/use-test-app.ts';
import { authnPost, mailMatching } from '../../../../test-support/authn-api.ts';

const summary = (api: ApiTestContext, accountId: string) =>
  api.app
    .inject({ url: '/api/admin/issuer-accounts', headers: api.admin })
    .then((response) => (response.json() as { accountId: string }[]).find((one) => one.accountId === accountId));

const action = (api: ApiTestContext, accountId: string, what: string, headers = api.admin) =>
  api.app.inject({ method: 'POST', url: `/api/admin/issuer-accounts/${accountId}/${what}`, headers });

/** An admin helps the embedded issuer's accounts: lock-outs, password resets, sign-on policy (issue 43). */
describe.each(DATABASE_KINDS)('admin: embedded issuer accounts (%s)', (database) => {
  const api = useTestApp({ database });

  it('lists the accounts with their lock-out, and is for admins only', async () => {
    const list = await api.app.inject({ url: '/api/admin/issuer-accounts', headers: api.admin });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual({
      accountId: 'rep',
      login: 'rep@example.com',
      name: 'Riley Rep',
      roles: ['keyplan-staff'],
      lockedOut: false,
      lockedUntil: null,
      mfaRequired: false,
      passwordExpired: false,
      passwordChanged: expect.any(String),
    });
    expect((await api.app.inject({ url: '/api/admin/issuer-accounts', headers: api.staff })).statusCode).toBe(403);
    expect((await action(api, 'rep', 'unlock', api.staff)).statusCode).toBe(403);
    expect((await api.app.inject({ url: '/api/admin/issuer-accounts' })).statusCode).toBe(401);
    expect((await action(api, 'nobody', 'unlock')).statusCode).toBe(404);
  });

  it('unlocks a locked-out account, audited; the owner signs in at once', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1)
      await authnPost(api, '', { username: 'viewer@example.com', password: `wrong-${attempt}` });
    expect(await summary(api, 'viewer')).toMatchObject({ lockedOut: true, lockedUntil: expect.any(String) });
    const unlocked = await action(api, 'viewer', 'unlock');
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toMatchObject({ accountId: 'viewer', lockedOut: false, lockedUntil: null });
    expect((await authnPost(api, '', { username: 'viewer@example.com', password: 'demo' })).json().status).toBe(
      'SUCCESS',
    );
    const audit = await api.app.inject({ url: '/api/admin/audit?entityType=issuerAccount', headers: api.admin });
    expect(audit.json().items[0]).toMatchObject({
      entityType: 'issuerAccount',
      entityId: 'viewer',
      action: 'unlock',
      before: { lockedOut: true },
      after: { lockedOut: false },
    });
  });

  it("sends a password reset link to the account's verified emails, audited, which resets the password once", async () => {
    const sent = await action(api, 'sales', 'password-reset');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      accountId: 'sales',
      recipients: ['sales@example.com'],
      expiresAt: expect.any(String),
    });
    const { match, message } = (await mailMatching(api, 'sales', /\/signin\/reset-password\/(\S+) /))!;
    expect(message.body).toContain('Your administrator sent you this link');
    const reset = (await authnPost(api, '/recovery/token', { recoveryToken: match[1] })).json();
    expect(reset.status).toBe('PASSWORD_RESET');
    const done = await authnPost(api, '/credentials/reset_password', {
      stateToken: reset.stateToken,
      newPassword: 'Keyring2033',
    });
    expect(done.json().status).toBe('SUCCESS');
    expect((await authnPost(api, '/recovery/token', { recoveryToken: match[1] })).json().errorCode).toBe('E0000011');
    const audit = await api.app.inject({ url: '/api/admin/audit?entityType=issuerAccount', headers: api.admin });
    const entry = (audit.json().items as { action: string; after: unknown }[]).find(
      (item) => item.action === 'sendPasswordReset',
    );
    expect(entry).toMatchObject({ after: { recipients: ['sales@example.com'] } });
    expect(JSON.stringify(entry)).not.toContain(match[1]);
  });

  it('requires a second factor and expires a password, audited', async () => {
    const policy = await api.app.inject({
      method: 'PUT',
      url: '/api/admin/issuer-accounts/rep/sign-on-policy',
      payload: { mfaRequired: true },
      headers: api.admin,
    });
    expect(policy.json()).toMatchObject({ accountId: 'rep', mfaRequired: true });
    expect((await authnPost(api, '', { username: 'rep@example.com', password: 'demo' })).json().status).toBe(
      'MFA_REQUIRED',
    );
    expect((await action(api, 'rep', 'expire-password')).json()).toMatchObject({ passwordExpired: true });
    const audit = await api.app.inject({ url: '/api/admin/audit?entityType=issuerAccount', headers: api.admin });
    expect((audit.json().items as { action: string }[]).map((item) => item.action).slice(0, 2)).toEqual([
      'expirePassword',
      'setSignOnPolicy',
    ]);
  });
});

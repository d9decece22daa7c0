import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../../../test-support/test-database.ts';
import { listMail, updateAccount } from '../issuer-account.repository.ts';
import {
  dataOf,
  errorOf,
  exchangeSessionToken,
  factorOfType,
  lastMail,
  oktaAuthFor,
} from '../../../../test-support/authn-sdk.ts';

/**
 * The embedded issuer's Authentication API driven by the provider's own SDK (`@okta/okta-auth-js`,
 * its authn methods, in Node), as the "done when" lists the flows (issue 43).
 */
describe.each(DATABASE_KINDS)('Authentication API through @okta/okta-auth-js (%s)', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ listen: true, database });
  });
  afterAll(async () => testApp?.close());
  /** The account's sessions at the authorize endpoint (oidc-provider's, in the database). */
  const sessionsOf = async (accountId: string) =>
    (await testApp.db.selectFrom('oidc_payloads').select('payload').where('model', '=', 'Session').execute()).filter(
      (row) => (JSON.parse(row.payload) as { accountId?: string }).accountId === accountId,
    ).length;

  it('signs in and exchanges the session token at the authorize endpoint for tokens the API accepts', async () => {
    const auth = await oktaAuthFor(testApp);
    const transaction = await auth.signInWithCredentials({ username: 'rep@example.com', password: 'demo' });
    expect(transaction.status).toBe('SUCCESS');
    expect(transaction.user).toMatchObject({ id: 'rep', profile: { login: 'rep@example.com', firstName: 'Riley' } });
    const { tokens } = await exchangeSessionToken(auth, testApp, transaction.sessionToken!);
    const me = await fetch(`${testApp.baseUrl}/api/me`, {
      headers: { authorization: `Bearer ${tokens!.accessToken!.accessToken}` },
    });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'rep@example.com' });
    // A session token is spent once: the second exchange finds the sign-in page, not a code.
    const again = await exchangeSessionToken(auth, testApp, transaction.sessionToken!);
    expect(again.refused?.status).toBe(401);
    expect(again.refused?.page).toContain('Your sign-in has expired. Sign in again.');
  });

  it('refuses a wrong password with E0000004', async () => {
    const auth = await oktaAuthFor(testApp);
    const error = await errorOf(auth.signInWithCredentials({ username: 'rep@example.com', password: 'wrong' }));
    expect(error).toMatchObject({ name: 'AuthApiError', errorCode: 'E0000004', errorSummary: 'Authentication failed' });
    expect(error.xhr?.status).toBe(401);
  });

  it('locks the account after 5 wrong passwords (LOCKED_OUT, the right one too) and unlocks it by an emailed token', async () => {
    const auth = await oktaAuthFor(testApp);
    const credentials = (password: string) => ({ username: 'viewer@example.com', password });
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect(await errorOf(auth.signInWithCredentials(credentials(`wrong-${attempt}`)))).toMatchObject({
        errorCode: 'E0000004',
      });
    const locked = await auth.signInWithCredentials(credentials('demo'));
    expect(locked.status).toBe('LOCKED_OUT');
    const challenge = await locked.unlock!({ username: 'viewer@example.com', factorType: 'EMAIL' });
    expect(challenge).toMatchObject({ status: 'RECOVERY_CHALLENGE', factorResult: 'WAITING', recoveryType: 'UNLOCK' });
    const { match } = await lastMail(testApp.db, 'viewer', /\/signin\/unlock\/(\S+) /);
    const unlocked = await auth.verifyRecoveryToken({ recoveryToken: match[1]! });
    expect(unlocked).toMatchObject({ status: 'SUCCESS', recoveryType: 'UNLOCK', user: { id: 'viewer' } });
    expect((await auth.signInWithCredentials(credentials('demo'))).status).toBe('SUCCESS');
    // The token is spent.
    expect(await errorOf(auth.verifyRecoveryToken({ recoveryToken: match[1]! }))).toMatchObject({
      errorCode: 'E0000011',
    });
  });

  it('resets a forgotten password by an emailed token (revoking the sessions), then signs in with the new one only', async () => {
    const auth = await oktaAuthFor(testApp);
    const before = await auth.signInWithCredentials({ username: 'sales@example.com', password: 'demo' });
    await exchangeSessionToken(auth, testApp, before.sessionToken!);
    expect(await sessionsOf('sales')).toBe(1);
    const asked = await auth.forgotPassword({ username: 'Sales@Example.com', factorType: 'EMAIL' });
    expect(asked).toMatchObject({ status: 'RECOVERY_CHALLENGE', factorType: 'EMAIL', recoveryType: 'PASSWORD' });
    expect(dataOf(asked)).not.toHaveProperty('stateToken');
    const { match } = await lastMail(testApp.db, 'sales', /\/signin\/reset-password\/(\S+) /);
    const reset = await auth.verifyRecoveryToken({ recoveryToken: match[1]! });
    expect(reset.status).toBe('PASSWORD_RESET');
    expect(await errorOf(reset.resetPassword!({ newPassword: 'short' }))).toMatchObject({ errorCode: 'E0000080' });
    const done = await reset.resetPassword!({ newPassword: 'Padlock2027', revokeSessions: true });
    expect(done.status).toBe('SUCCESS');
    expect(await sessionsOf('sales')).toBe(0);
    expect(done.sessionToken).toEqual(expect.any(String));
    const old = { username: 'sales@example.com', password: 'demo' };
    expect(await errorOf(auth.signInWithCredentials(old))).toMatchObject({ errorCode: 'E0000004' });
    const renewed = await auth.signInWithCredentials({ ...old, password: 'Padlock2027' });
    expect(renewed.status).toBe('SUCCESS');
  });

  it('asks an account with a second factor for an email code (MFA_REQUIRED → MFA_CHALLENGE → SUCCESS)', async () => {
    await updateAccount(testApp.db, 'admin', { mfa_required: 1 });
    const auth = await oktaAuthFor(testApp);
    const required = await auth.signInWithCredentials({ username: 'admin@example.com', password: 'demo' });
    expect(required.status).toBe('MFA_REQUIRED');
    expect(required.factors?.map((factor) => factor.factorType)).toEqual(['email', 'push']);
    const challenge = await factorOfType(required, 'email').verify();
    expect(challenge).toMatchObject({ status: 'MFA_CHALLENGE', factor: { factorType: 'email' } });
    expect(challenge.factor?.profile).toEqual({ email: 'a...n@example.com' });
    const { match } = await lastMail(testApp.db, 'admin', /sign-in code is (\d{6})/);
    const wrong = match[1] === '000000' ? '111111' : '000000';
    expect(await errorOf(challenge.verify!({ passCode: wrong }))).toMatchObject({ errorCode: 'E0000068' });
    const success = await challenge.verify!({ passCode: match[1]! });
    expect(success.status).toBe('SUCCESS');
    expect(success.sessionToken).toEqual(expect.any(String));
  });

  it('verifies a push, polled while WAITING until it is approved from the development mailbox', async () => {
    await updateAccount(testApp.db, 'admin', { mfa_required: 1 });
    const auth = await oktaAuthFor(testApp);
    const required = await auth.signInWithCredentials({ username: 'admin@example.com', password: 'demo' });
    const waiting = await factorOfType(required, 'push').verify({ autoPush: true });
    expect(waiting).toMatchObject({ status: 'MFA_CHALLENGE', factorResult: 'WAITING' });
    const seen: string[] = [];
    let approve: Promise<Response> | undefined;
    const polled = waiting.poll!({
      delay: 20,
      transactionCallBack: (state: { factorResult?: string }) => {
        seen.push(state.factorResult ?? '');
        approve ??= lastMail(testApp.db, 'admin', /(http\S+\/idp\/dev\/push\/\S+)/).then(({ match }) =>
          fetch(match[1]!, { method: 'POST', body: new URLSearchParams({ answer: 'approve' }) }),
        );
      },
    });
    const success = await polled;
    expect((await approve)?.status).toBe(200);
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set(['WAITING']));
    expect(success.status).toBe('SUCCESS');
    expect(success.sessionToken).toEqual(expect.any(String));
  });

  it('introspects a transaction, and cancels it: its state token is spent', async () => {
    await updateAccount(testApp.db, 'admin', { mfa_required: 1 });
    const auth = await oktaAuthFor(testApp);
    const required = await auth.signInWithCredentials({ username: 'admin@example.com', password: 'demo' });
    const stateToken = dataOf(required).stateToken as string;
    expect(auth.tx.exists()).toBe(true);
    const seen = await auth.tx.introspect({ stateToken });
    expect(seen.status).toBe('MFA_REQUIRED');
    expect((await auth.tx.resume()).status).toBe('MFA_REQUIRED');
    await required.cancel!();
    expect(auth.tx.exists()).toBe(false);
    expect(await errorOf(auth.tx.introspect({ stateToken }))).toMatchObject({ errorCode: 'E0000011' });
  });

  it('records X-Device-Fingerprint with sign-ins: a new device is noted in the account mail once', async () => {
    const signIn = async (fingerprint: string) => {
      const auth = await oktaAuthFor(testApp, { 'X-Device-Fingerprint': fingerprint });
      return auth.signInWithCredentials({ username: 'rep@example.com', password: 'demo' });
    };
    const count = async () =>
      (await listMail(testApp.db, 'rep', 50)).filter((mail) => mail.body.includes('A new device')).length;
    expect((await signIn('device-one')).status).toBe('SUCCESS');
    expect(await count()).toBe(1);
    await signIn('device-one');
    expect(await count()).toBe(1);
    await signIn('device-two');
    expect(await count()).toBe(2);
  });
});

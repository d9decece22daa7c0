import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../../../test-support/browser-sign-in.ts';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../../test-support/test-database.ts';
import { ACCEPT, authorize, mintAccountToken, signInAt } from '../../../test-support/my-account.ts';
import { RECENT_SIGN_IN_SECONDS } from './step-up.ts';

/**
 * Changes that take an account over need a recent sign-in, and a password change ends the other
 * sign-ins (issue 43): through real sign-ins at the embedded issuer and through minted tokens.
 */
describe.each(DATABASE_KINDS)('MyAccount step-up and sign-ins (%s)', (database) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ database, listen: true });
  });
  afterAll(async () => testApp.close());

  async function call(token: string, method: string, url: string, body?: unknown) {
    const response = await testApp.app.inject({
      method: method as 'POST',
      url: `/idp/myaccount${url}`,
      headers: { authorization: `Bearer ${token}`, accept: ACCEPT, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    return { status: response.statusCode, headers: response.headers, body: response.body ? response.json() : null };
  }

  it('puts the sign-in’s auth_time and sid in the token, and a password change ends the other sessions only', async () => {
    const here = await signInAt(testApp, 'sales@example.com', 'demo');
    const elsewhere = await signInAt(testApp, 'sales@example.com', 'demo');
    const claims = decodeJwt(here.tokens.access_token);
    expect(Math.abs(Number(claims.auth_time) - Date.now() / 1000)).toBeLessThan(30);
    expect(claims.sid).toEqual(expect.any(String));

    const changed = await call(here.tokens.access_token, 'PUT', '/password', { profile: { password: 'Keyplan2026' } });
    expect(changed.status).toBe(201);
    // The other browser's session is over: it signs in again. This one's goes on.
    expect(await authorize(testApp, elsewhere.jar, { prompt: 'none' })).toMatchObject({ error: 'login_required' });
    expect((await authorize(testApp, here.jar, { prompt: 'none' })).code).toEqual(expect.any(String));
    // The token from before the change is no longer a recent sign-in.
    const again = await call(here.tokens.access_token, 'DELETE', '/password');
    expect(again.status).toBe(403);
    expect(again.body.errorCauses).toEqual([
      { errorSummary: 'Sign in again: the password changed after this sign-in.' },
    ]);
    expect(
      (await authorize(testApp, new CookieJar(), { email: 'sales@example.com', password: 'demo' })).code,
    ).toBeNull();
  });

  it('answers a stale sign-in on every change that needs a recent one, and lets reads and the profile through', async () => {
    const stale = await mintAccountToken(testApp, {
      subject: 'rep',
      authTime: Math.floor(Date.now() / 1000) - RECENT_SIGN_IN_SECONDS - 60,
    });
    const unknownAge = await mintAccountToken(testApp, { subject: 'rep', authTime: null });
    const changes: [string, string, unknown?][] = [
      ['POST', '/password', { profile: { password: 'Keyplan2026' } }],
      ['PUT', '/password', { profile: { password: 'Keyplan2026' } }],
      ['DELETE', '/password'],
      ['POST', '/emails', { profile: { email: 'riley@new.example' }, role: 'PRIMARY' }],
      ['DELETE', '/emails/any'],
      ['POST', '/emails/any/challenge'],
      ['POST', '/emails/any/challenge/any/verify', { verificationCode: '123456' }],
      ['POST', '/phones', { profile: { phoneNumber: '+15555550100' } }],
      ['DELETE', '/phones/any'],
      ['POST', '/phones/any/challenge', { method: 'SMS' }],
      ['POST', '/phones/any/verify', { verificationCode: '123456' }],
    ];
    for (const token of [stale, unknownAge])
      for (const [method, url, body] of changes) {
        const answer = await call(token, method, url, body);
        expect(answer.status, `${method} ${url}`).toBe(403);
        expect(answer.headers['www-authenticate']).toBe(
          'Bearer realm="IdpMyAccountAPI", error="insufficient_authentication_context", ' +
            'error_description="The access token requires additional assurance to access the resource", max_age=900',
        );
      }
    for (const url of ['/profile', '/emails', '/phones', '/password'])
      expect((await call(stale, 'GET', url)).status).toBe(200);
    const profile = (await call(stale, 'GET', '/profile')).body;
    expect((await call(stale, 'PUT', '/profile', { profile: { ...profile.profile, title: 'Rep' } })).status).toBe(200);
  });

  it('keeps a way back in: the password goes only while a verified email or phone is left', async () => {
    const token = await mintAccountToken(testApp, { subject: 'viewer' });
    await testApp.db.deleteFrom('issuer_account_emails').where('account_id', '=', 'viewer').execute();
    const refused = await call(token, 'DELETE', '/password');
    expect(refused.status).toBe(403);
    expect(refused.body.errorCauses[0].errorSummary).toContain('last way to sign in');

    await testApp.db
      .insertInto('issuer_account_phones')
      .values({
        id: 'smsviewer',
        account_id: 'viewer',
        phone_number: '+15555550177',
        status: 'VERIFIED',
        created_at: new Date().toISOString(),
      })
      .execute();
    expect((await call(token, 'DELETE', '/password')).status).toBe(204);
    const fresh = await mintAccountToken(testApp, { subject: 'viewer', authTime: Math.ceil(Date.now() / 1000) + 1 });
    const lastPhone = await call(fresh, 'DELETE', '/phones/smsviewer');
    expect(lastPhone.status).toBe(403);
    expect((await call(fresh, 'GET', '/phones')).body).toHaveLength(1);
  });
});

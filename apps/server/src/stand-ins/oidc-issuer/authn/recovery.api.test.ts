import { describe, expect, it } from 'vitest';
import { authorizationRequest, CookieJar, formPost } from '../../../../test-support/browser-sign-in.ts';
import { DATABASE_KINDS } from '../../../../test-support/test-database.ts';
import { useTestApp, type ApiTestContext } from '../../../../test-support/use-test-app.ts';
import { findAccount, listMail, updateAccount } from '../issuer-account.repository.ts';
import { authnPost, mailMatching, preparePhone, requireSecondFactor } from '../../../../test-support/authn-api.ts';

const POST = { hints: { allow: ['POST'] } };

/** The status of a sign-in on the embedded issuer's own sign-in page (the web app's redirect today). */
async function pageSignIn(api: ApiTestContext, email: string, password: string) {
  const base = api.testApp.baseUrl!;
  const jar = new CookieJar();
  const start = await jar.go(authorizationRequest(api.testApp.config.auth.issuer, base).url);
  const interaction = new URL(start.headers.get('location')!, base).toString();
  await jar.go(interaction);
  const response = await jar.go(`${interaction}/login`, formPost({ email, password }));
  return { status: response.status, text: await response.text() };
}

async function lockOut(api: ApiTestContext, username: string) {
  for (let attempt = 1; attempt <= 5; attempt += 1)
    expect((await authnPost(api, '', { username, password: `wrong-${attempt}` })).statusCode).toBe(401);
}

/** Lock-out, recovery and expired passwords of the Authentication API (issue 43). */
describe.each(DATABASE_KINDS)('Authentication API: lock-out and recovery (%s)', (database) => {
  const api = useTestApp({ database, listen: true });
  const href = (path: string) => `${new URL(api.testApp.config.auth.issuer).origin}/api/v1/authn${path}`;

  it('locks an account out for the sign-in page too (one throttle), and says LOCKED_OUT with the unlock link', async () => {
    await lockOut(api, 'rep@example.com');
    const locked = (await authnPost(api, '', { username: 'REP@example.com ', password: 'demo' })).json();
    expect(locked).toEqual({
      status: 'LOCKED_OUT',
      _embedded: {},
      _links: {
        next: { name: 'unlock', href: href('/recovery/unlock'), ...POST },
        cancel: { href: href('/cancel'), ...POST },
      },
    });
    expect((await authnPost(api, '/cancel', {})).json()).toEqual({});
    const page = await pageSignIn(api, 'rep@example.com', 'demo');
    expect(page.status).toBe(429);
    expect(page.text).toContain('Too many failed sign-ins.');
  });

  it('refuses an address with 20 wrong passwords 429 E0000047, other addresses still sign in', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1)
      await authnPost(api, '', { username: `nobody${attempt}@example.com`, password: 'x' }, '203.0.113.9');
    const refused = await authnPost(api, '', { username: 'sales@example.com', password: 'demo' }, '203.0.113.9');
    expect([refused.statusCode, refused.json().errorCode]).toEqual([429, 'E0000047']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await authnPost(api, '', { username: 'sales@example.com', password: 'demo' })).json().status).toBe(
      'SUCCESS',
    );
  });

  it('answers recovery for an unknown name as for a known one, and sends nothing; an unlock of an unlocked account sends nothing', async () => {
    const before = (await listMail(api.db, 'sales', 50)).length;
    for (const path of ['/recovery/password', '/recovery/unlock']) {
      const known = (await authnPost(api, path, { username: 'sales@example.com', factorType: 'EMAIL' })).json();
      const unknown = (await authnPost(api, path, { username: 'nobody@example.com', factorType: 'email' })).json();
      expect(unknown).toEqual(known);
      const sms = (await authnPost(api, path, { username: 'nobody@example.com', factorType: 'SMS' })).json();
      expect(sms).toMatchObject({ status: 'RECOVERY_CHALLENGE', stateToken: expect.any(String), factorType: 'SMS' });
    }
    expect((await listMail(api.db, 'sales', 50)).length).toBe(before + 1);
    const bad = await authnPost(api, '/recovery/password', { username: 'sales@example.com', factorType: 'FAX' });
    expect([bad.statusCode, bad.json().errorCode]).toEqual([400, 'E0000001']);
  });

  it('recovers by SMS: RECOVERY_CHALLENGE with a state token, a wrong code E0000068, the right one PASSWORD_RESET', async () => {
    await preparePhone(api, 'viewer', '+15555550199');
    const challenge = (
      await authnPost(api, '/recovery/password', { username: 'viewer@example.com', factorType: 'SMS' })
    ).json();
    expect(challenge).toEqual({
      stateToken: expect.stringMatching(/^00/),
      expiresAt: expect.any(String),
      status: 'RECOVERY_CHALLENGE',
      factorType: 'SMS',
      recoveryType: 'PASSWORD',
      _links: {
        next: { name: 'verify', href: href('/recovery/factors/SMS/verify'), ...POST },
        cancel: { href: href('/cancel'), ...POST },
        resend: { name: 'sms', href: href('/recovery/factors/SMS/resend'), ...POST },
      },
    });
    const { match, message } = (await mailMatching(api, 'viewer', /password reset code is (\d{6})/))!;
    expect([message.channel, message.recipient]).toEqual(['sms', '+15555550199']);
    const { stateToken } = challenge;
    const wrong = await authnPost(api, '/recovery/factors/SMS/verify', {
      stateToken,
      passCode: match[1] === '000000' ? '111111' : '000000',
    });
    expect([wrong.statusCode, wrong.json().errorCode]).toEqual([403, 'E0000068']);
    const reset = (await authnPost(api, '/recovery/factors/SMS/verify', { stateToken, passCode: match[1] })).json();
    expect(reset).toMatchObject({
      status: 'PASSWORD_RESET',
      recoveryType: 'PASSWORD',
      _embedded: { user: { id: 'viewer' }, policy: { complexity: { minLength: 8 } } },
      _links: { next: { name: 'resetPassword', href: href('/credentials/reset_password') } },
    });
    const done = (
      await authnPost(api, '/credentials/reset_password', { stateToken, newPassword: 'Shackle2031' })
    ).json();
    expect(done.status).toBe('SUCCESS');
  });

  it('counts wrong second-factor codes against the account: locked out, a factor answers E0000069', async () => {
    await requireSecondFactor(api, 'admin');
    const required = (await authnPost(api, '', { username: 'admin@example.com', password: 'demo' })).json();
    const email = required._embedded.factors[0].id as string;
    const { stateToken } = required;
    await authnPost(api, `/factors/${email}/verify`, { stateToken });
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await authnPost(api, `/factors/${email}/verify`, { stateToken, passCode: 'x' })).json().errorCode).toBe(
        'E0000068',
      );
    const locked = await authnPost(api, `/factors/${email}/verify`, { stateToken, passCode: '123456' });
    expect([locked.statusCode, locked.json().errorCode]).toEqual([403, 'E0000069']);
    expect((await authnPost(api, '', { username: 'admin@example.com', password: 'demo' })).json().status).toBe(
      'LOCKED_OUT',
    );
  });

  it('sends a second factor before a reset password signs in, and the sign-in page refuses such an account', async () => {
    await requireSecondFactor(api, 'sales');
    const page = await pageSignIn(api, 'sales@example.com', 'demo');
    expect(page.status).toBe(403);
    await authnPost(api, '/recovery/password', { username: 'sales@example.com', factorType: 'EMAIL' });
    const { match } = (await mailMatching(api, 'sales', /\/signin\/reset-password\/(\S+) /))!;
    const { stateToken } = (await authnPost(api, '/recovery/token', { recoveryToken: match[1] })).json();
    const next = (await authnPost(api, '/credentials/reset_password', { stateToken, newPassword: 'Hasp2032x' })).json();
    expect(next.status).toBe('MFA_REQUIRED');
    await requireSecondFactor(api, 'sales', false);
  });

  it('asks for a new password when it has expired (PASSWORD_EXPIRED → change_password → SUCCESS)', async () => {
    await updateAccount(api.db, 'viewer', { password_expired: 1 });
    const expired = (await authnPost(api, '', { username: 'viewer@example.com', password: 'Shackle2031' })).json();
    expect(expired).toMatchObject({
      status: 'PASSWORD_EXPIRED',
      _links: { next: { name: 'changePassword', href: href('/credentials/change_password') } },
    });
    const change = (oldPassword: string, newPassword: string) =>
      authnPost(api, '/credentials/change_password', { stateToken: expired.stateToken, oldPassword, newPassword });
    expect((await change('nope', 'Padlock2040')).json().errorCode).toBe('E0000014');
    expect((await change('Shackle2031', 'Shackle2031')).json().errorCode).toBe('E0000080');
    expect((await change('Shackle2031', 'Padlock2040')).json().status).toBe('SUCCESS');
    expect((await findAccount(api.db, 'viewer'))?.password_expired).toBe(0);
  });
});

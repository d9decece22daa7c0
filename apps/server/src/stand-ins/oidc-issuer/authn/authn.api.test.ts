import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../../test-support/test-database.ts';
import { useTestApp } from '../../../../test-support/use-test-app.ts';
import { authnPost, mailMatching, preparePhone, requireSecondFactor } from '../../../../test-support/authn-api.ts';

const POST = { hints: { allow: ['POST'] } };

/** The Authentication API's answers in the provider's published shapes, and its errors (issue 43). */
describe.each(DATABASE_KINDS)('Authentication API shapes (%s)', (database) => {
  const api = useTestApp({ database });
  const origin = () => new URL(api.testApp.config.auth.issuer).origin;
  const href = (path: string) => `${origin()}/api/v1/authn${path}`;

  it('answers SUCCESS with a session token and the user, JSON that is never cached', async () => {
    const response = await authnPost(api, '', { username: 'rep@example.com', password: 'demo' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: 'SUCCESS',
      expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      sessionToken: expect.stringMatching(/^00[\w-]{40}$/),
      _embedded: {
        user: {
          id: 'rep',
          passwordChanged: expect.any(String),
          profile: { login: 'rep@example.com', firstName: 'Riley', lastName: 'Rep' },
        },
      },
    });
  });

  it('answers the provider error objects: E0000004, E0000011, E0000079, E0000001, E0000003', async () => {
    const wrong = await authnPost(api, '', { username: 'rep@example.com', password: 'nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      errorCode: 'E0000004',
      errorSummary: 'Authentication failed',
      errorLink: 'E0000004',
      errorId: expect.stringMatching(/^oae/),
      errorCauses: [],
    });
    const unknown = await authnPost(api, '/introspect', { stateToken: '00unknown' });
    expect([unknown.statusCode, unknown.json().errorCode]).toEqual([401, 'E0000011']);
    const success = await authnPost(api, '', { username: 'rep@example.com', password: 'demo' });
    expect(success.json()).not.toHaveProperty('stateToken');
    await requireSecondFactor(api, 'sales');
    const { stateToken } = (await authnPost(api, '', { username: 'sales@example.com', password: 'demo' })).json();
    const reset = await authnPost(api, '/credentials/reset_password', { stateToken, newPassword: 'Padlock2030' });
    expect([reset.statusCode, reset.json().errorCode]).toEqual([403, 'E0000079']);
    const blank = await authnPost(api, '', { password: 'demo' });
    expect([blank.statusCode, blank.json().errorCode]).toEqual([400, 'E0000001']);
    const malformed = await api.app.inject({
      method: 'POST',
      url: '/api/v1/authn',
      payload: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect([malformed.statusCode, malformed.json().errorCode]).toEqual([400, 'E0000003']);
    await requireSecondFactor(api, 'sales', false);
  });

  it('lists the factors with their verify links (MFA_REQUIRED), then challenges one (MFA_CHALLENGE) with next, prev, cancel and resend', async () => {
    await preparePhone(api, 'admin', '+15555550123');
    await requireSecondFactor(api, 'admin');
    const required = (await authnPost(api, '', { username: 'admin@example.com', password: 'demo' })).json();
    expect(required).toMatchObject({ status: 'MFA_REQUIRED', stateToken: expect.stringMatching(/^00/) });
    expect(required._links).toEqual({ cancel: { href: href('/cancel'), ...POST } });
    const factors = required._embedded.factors as { id: string; factorType: string; profile: object }[];
    expect(factors.map((factor) => [factor.factorType, factor.profile])).toEqual([
      ['email', { email: 'a...n@example.com' }],
      ['sms', { phoneNumber: '+XXXXXXX0123' }],
      ['push', expect.objectContaining({ credentialId: 'admin@example.com' })],
    ]);
    for (const factor of factors)
      expect(factor).toMatchObject({
        id: expect.stringMatching(/^(emf|sms|opf)[0-9a-f]{17}$/),
        provider: 'OKTA',
        _links: { verify: { href: href(`/factors/${factor.id}/verify`), ...POST } },
      });
    const sms = factors[1]!;
    const challenge = (await authnPost(api, `/factors/${sms.id}/verify`, { stateToken: required.stateToken })).json();
    expect(challenge).toMatchObject({ status: 'MFA_CHALLENGE', stateToken: required.stateToken });
    expect(challenge).not.toHaveProperty('factorResult');
    expect(challenge._embedded.factor).toEqual({
      id: sms.id,
      factorType: 'sms',
      provider: 'OKTA',
      vendorName: 'OKTA',
      profile: { phoneNumber: '+XXXXXXX0123' },
    });
    expect(challenge._links).toEqual({
      next: { name: 'verify', href: href(`/factors/${sms.id}/verify`), ...POST },
      cancel: { href: href('/cancel'), ...POST },
      prev: { href: href('/previous'), ...POST },
      resend: [{ name: 'sms', href: href(`/factors/${sms.id}/verify/resend`), ...POST }],
    });
    expect(await mailMatching(api, 'admin', /sign-in code is \d{6}/)).toMatchObject({
      message: { channel: 'sms', recipient: '+15555550123' },
    });
    const resend = await authnPost(api, `/factors/${sms.id}/verify/resend`, { stateToken: required.stateToken });
    expect([resend.statusCode, resend.json().errorCode, resend.headers['retry-after']]).toEqual([
      429,
      'E0000047',
      expect.stringMatching(/^\d+$/),
    ]);
    const back = (await authnPost(api, '/previous', { stateToken: required.stateToken })).json();
    expect(back.status).toBe('MFA_REQUIRED');
    await requireSecondFactor(api, 'admin', false);
  });

  it('answers a push REJECTED once when it was denied, then sends a new one; a lapsed push is TIMEOUT', async () => {
    await requireSecondFactor(api, 'admin');
    const required = (await authnPost(api, '', { username: 'admin@example.com', password: 'demo' })).json();
    const push = (required._embedded.factors as { id: string; factorType: string }[]).find(
      (factor) => factor.factorType === 'push',
    )!;
    const verify = () => authnPost(api, `/factors/${push.id}/verify`, { stateToken: required.stateToken });
    const waiting = (await verify()).json();
    expect(waiting).toMatchObject({ status: 'MFA_CHALLENGE', factorResult: 'WAITING' });
    expect(waiting._links.next).toEqual({ name: 'poll', href: href(`/factors/${push.id}/verify`), ...POST });
    const sent = await mailMatching(api, 'admin', /\/idp\/dev\/push\/(\S+)/);
    expect(sent?.message.channel).toBe('push');
    const page = await api.app.inject({ url: `/idp/dev/push/${sent!.match[1]}` });
    expect(page.body).toContain('Is it you signing in to Keyplan?');
    const deny = await api.app.inject({
      method: 'POST',
      url: `/idp/dev/push/${sent!.match[1]}`,
      payload: 'answer=deny',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(deny.statusCode).toBe(200);
    const rejected = (await verify()).json();
    expect(rejected).toMatchObject({ factorResult: 'REJECTED', _links: { next: { name: 'verify' } } });
    expect((await verify()).json().factorResult).toBe('WAITING');
    await api.db
      .updateTable('issuer_authn_transactions')
      .set({ code_expires_at: Date.now() - 1 })
      .where('status', '=', 'MFA_CHALLENGE')
      .execute();
    expect((await verify()).json().factorResult).toBe('TIMEOUT');
    await requireSecondFactor(api, 'admin', false);
  });

  it('serves the device fingerprint service for the web app to frame, speaking the SDK protocol', async () => {
    const page = await api.app.inject({ url: '/auth/services/devicefingerprint' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(/frame-ancestors http:\/\/localhost:\d+/);
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.body).toContain('<script src="/auth/services/devicefingerprint.js">');
    const script = await api.app.inject({ url: '/auth/services/devicefingerprint.js' });
    for (const type of ['FingerprintServiceReady', 'GetFingerprint', 'FingerprintAvailable'])
      expect(script.body).toContain(type);
  });

  it('lets the web app call it from its own origin (CORS), and no other origin', async () => {
    const app = new URL(api.testApp.config.publicUrl).origin;
    const preflight = (origin: string) =>
      api.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/authn/factors/emf0123456789abcdef0/verify',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const allowed = await preflight(app);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(app);
    expect(allowed.headers['access-control-allow-headers']).toContain('x-device-fingerprint');
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    const answer = await api.app.inject({
      method: 'POST',
      url: '/api/v1/authn',
      payload: { username: 'rep@example.com', password: 'demo' },
      headers: { origin: app },
    });
    expect(answer.headers['access-control-allow-origin']).toBe(app);
  });
});

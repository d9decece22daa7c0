import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, mintAccessToken, type TestApp } from '../../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../../test-support/test-database.ts';
import { ACCESS_TOKEN_REQUIRED } from './my-account-error.ts';
import { ACCEPT, mintAccountToken } from '../../../test-support/my-account.ts';

describe.each(DATABASE_KINDS)('the embedded MyAccount API (%s)', (database) => {
  let testApp: TestApp;
  let token: string;

  beforeAll(async () => {
    testApp = await createTestApp({ database });
    token = await mintAccountToken(testApp, { subject: 'sales', email: 'sales@example.com' });
  });
  afterAll(async () => testApp.close());

  async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await testApp.app.inject({
      method: method as 'GET',
      url: `/idp/myaccount${url}`,
      headers: {
        authorization: `Bearer ${token}`,
        accept: ACCEPT,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    return {
      status: response.statusCode,
      body: response.body ? response.json() : undefined,
      headers: response.headers,
    };
  }

  /** The newest code the stand-in "sent" to this account. */
  async function lastCode(): Promise<string> {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/idp/dev/mailbox',
      headers: { authorization: `Bearer ${token}`, accept: ACCEPT },
    });
    const [newest] = response.json() as { body: string }[];
    return /\b(\d{6})\b/.exec(newest?.body ?? '')?.[1] ?? '';
  }

  it('answers 401 with the specification’s message without an access token', async () => {
    for (const url of ['/profile', '/profile/schema', '/emails', '/phones', '/password']) {
      const response = await call('GET', url, undefined, { authorization: '' });
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ errorCode: 'E0000004', errorSummary: ACCESS_TOKEN_REQUIRED });
      expect(response.headers['content-type']).toMatch(/okta-version="?1\.0\.0/);
    }
  });

  it('refuses a token without the route’s scope (403) and a call without the API version (406)', async () => {
    const narrow = await mintAccessToken(testApp, { subject: 'sales', scope: 'okta.myAccount.profile.read' });
    const refused = await call('GET', '/emails', undefined, { authorization: `Bearer ${narrow}` });
    expect(refused.status).toBe(403);
    expect(refused.body.errorCauses[0].errorSummary).toContain('okta.myAccount.email.read');
    expect((await call('GET', '/profile', undefined, { accept: 'application/json' })).status).toBe(406);
  });

  it('reads and changes the profile as its schema allows', async () => {
    const schema = await call('GET', '/profile/schema');
    expect(schema.body.properties.firstName.permissions[0].action).toBe('READ_WRITE');
    expect(schema.body.properties.email.permissions[0].action).toBe('READ_ONLY');

    const before = await call('GET', '/profile');
    expect(before.body.profile).toMatchObject({ firstName: 'Sam', lastName: 'Sales', email: 'sales@example.com' });

    const changed = await call('PUT', '/profile', {
      profile: { ...before.body.profile, title: ' Key account manager ' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.profile.title).toBe('Key account manager');

    const emptied = await call('PUT', '/profile', { profile: { firstName: '' } });
    expect(emptied).toMatchObject({ status: 400, body: { errorSummary: 'Api validation failed: firstName' } });
    const readOnly = await call('PUT', '/profile', { profile: { email: 'other@example.com' } });
    expect(readOnly).toMatchObject({ status: 400, body: { errorSummary: 'Api validation failed: email' } });
    const unknown = await call('PUT', '/profile', { profile: { shoeSize: '44' } });
    expect(unknown).toMatchObject({ status: 400, body: { errorSummary: 'Api validation failed: shoeSize' } });
    expect((await call('GET', '/profile')).body.profile.firstName).toBe('Sam');
  });

  it("keeps Okta's locale (language_COUNTRY) and preferred language, and refuses another form of locale", async () => {
    expect((await call('GET', '/profile/schema')).body.properties.locale.permissions[0].action).toBe('READ_WRITE');
    const set = await call('PUT', '/profile', { profile: { locale: 'fr_CA', preferredLanguage: 'fr-CA, en;q=0.5' } });
    expect(set.status).toBe(200);
    expect(set.body.profile).toMatchObject({ locale: 'fr_CA', preferredLanguage: 'fr-CA, en;q=0.5' });
    const hyphen = await call('PUT', '/profile', { profile: { locale: 'fr-CA' } });
    expect(hyphen).toMatchObject({ status: 400, body: { errorSummary: 'Api validation failed: locale' } });
    const cleared = await call('PUT', '/profile', { profile: { locale: null, preferredLanguage: null } });
    expect(cleared.body.profile.locale).toBeUndefined();
    expect(cleared.body.profile.preferredLanguage).toBeUndefined();
  });

  it('adds a secondary email UNVERIFIED, refuses a wrong code, verifies the right one, and then keeps it', async () => {
    const added = await call('POST', '/emails', {
      profile: { email: 'Sam.Sales@Example.org' },
      role: 'SECONDARY',
      sendEmail: false,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      status: 'UNVERIFIED',
      roles: ['SECONDARY'],
      profile: { email: 'sam.sales@example.org' },
    });
    expect(added.body._links.self.hints.allow).toContain('DELETE');

    const challenge = await call('POST', `/emails/${added.body.id}/challenge`, { state: 'x' });
    expect(challenge.status).toBe(201);
    expect(challenge.body.status).toBe('UNVERIFIED');
    const verifyPath = new URL(challenge.body._links.verify.href).pathname.replace('/idp/myaccount', '');

    const wrong = await call('POST', verifyPath, {
      verificationCode: '000000' === (await lastCode()) ? '111111' : '000000',
    });
    expect(wrong).toMatchObject({ status: 401, body: { errorCode: 'E0000004' } });
    const malformed = await call('POST', verifyPath, { verificationCode: '12ab' });
    expect(malformed).toMatchObject({ status: 400, body: { errorSummary: 'Api validation failed: verificationCode' } });

    const verified = await call('POST', verifyPath, { verificationCode: await lastCode() });
    expect(verified.status).toBe(200);
    const pollPath = new URL(challenge.body._links.poll.href).pathname.replace('/idp/myaccount', '');
    // The provider documents the poll as GET, SPEC §7 lists POST: both answer.
    for (const method of ['GET', 'POST']) expect((await call(method, pollPath)).body.status).toBe('VERIFIED');
    const again = await call('POST', verifyPath, { verificationCode: await lastCode() });
    expect(again.status).toBe(409);

    const emails = await call('GET', '/emails');
    expect(emails.body.map((email: { status: string }) => email.status)).toEqual(['VERIFIED', 'VERIFIED']);
    const removal = await call('DELETE', `/emails/${added.body.id}`);
    expect(removal).toMatchObject({
      status: 400,
      body: { errorCauses: [{ errorSummary: "Can't delete a verified email address." }] },
    });
  });

  it('refuses a malformed or repeated email, deletes an unverified one, and 404s an unknown id', async () => {
    expect((await call('POST', '/emails', { profile: { email: 'not an email' } })).status).toBe(400);
    expect((await call('POST', '/emails', { profile: { email: 'sales@example.com' }, role: 'PRIMARY' })).status).toBe(
      409,
    );
    const pending = await call('POST', '/emails', {
      profile: { email: 'sam@new.example' },
      role: 'PRIMARY',
      sendEmail: false,
    });
    expect(pending.status).toBe(201);
    expect((await call('DELETE', `/emails/${pending.body.id}`)).status).toBe(204);
    expect((await call('GET', `/emails/${pending.body.id}`)).status).toBe(404);
  });

  it('makes a verified PRIMARY email the account’s email in the profile', async () => {
    const added = await call('POST', '/emails', {
      profile: { email: 'sam@primary.example' },
      role: 'PRIMARY',
      sendEmail: false,
    });
    const challenge = await call('POST', `/emails/${added.body.id}/challenge`, {});
    const verifyPath = new URL(challenge.body._links.verify.href).pathname.replace('/idp/myaccount', '');
    expect((await call('POST', verifyPath, { verificationCode: await lastCode() })).status).toBe(200);
    const profile = await call('GET', '/profile');
    expect(profile.body.profile).toMatchObject({ email: 'sam@primary.example', login: 'sales@example.com' });
    const primaries = (await call('GET', '/emails')).body.filter(
      (email: { roles: string[] }) => email.roles[0] === 'PRIMARY',
    );
    expect(primaries).toHaveLength(1);
  });

  it('adds a phone, sends at most one code each 30 s, and verifies it', async () => {
    expect((await call('POST', '/phones', { profile: { phoneNumber: '555' } })).status).toBe(400);
    const added = await call('POST', '/phones', { profile: { phoneNumber: '+1 (555) 555-0100' }, method: 'SMS' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ status: 'UNVERIFIED', profile: { phoneNumber: '+15555550100' } });
    const tooSoon = await call('POST', `/phones/${added.body.id}/challenge`, { method: 'SMS' });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.headers['retry-after']).toBe('30');
    expect((await call('POST', `/phones/${added.body.id}/verify`, { verificationCode: await lastCode() })).status).toBe(
      204,
    );
    expect((await call('GET', `/phones/${added.body.id}`)).body.status).toBe('VERIFIED');
    expect((await call('POST', `/phones/${added.body.id}/challenge`, { method: 'CALL' })).status).toBe(403);
    expect((await call('DELETE', `/phones/${added.body.id}`)).status).toBe(204);
    expect((await call('GET', '/phones')).body).toEqual([]);
  });

  it('moves the password between ACTIVE and NOT_ENROLLED as SPEC §4 allows', async () => {
    const active = await call('GET', '/password');
    expect(active.body).toMatchObject({ status: 'ACTIVE' });
    expect(active.body._links.self.hints.allow).toEqual(['GET', 'PUT', 'DELETE']);
    expect((await call('POST', '/password', { profile: { password: 'Another1pass' } })).status).toBe(409);

    const weak = await call('PUT', '/password', { profile: { password: 'short' } });
    expect(weak.status).toBe(400);
    expect(weak.body.errorCauses[0].errorSummary).toContain('at least 8 characters');
    expect((await call('PUT', '/password', { profile: { password: 'Sales1234x' } })).status).toBe(400);
    expect((await call('PUT', '/password', { profile: { password: 'Keyplan2026' } })).status).toBe(201);

    // A sign-in from before the change is not a recent one: the next change needs a new sign-in.
    expect((await call('DELETE', '/password')).status).toBe(403);
    token = await mintAccountToken(testApp, { subject: 'sales', authTime: Math.ceil(Date.now() / 1000) + 1 });
    expect((await call('DELETE', '/password')).status).toBe(204);
    const none = await call('GET', '/password');
    expect(none.body).toMatchObject({ status: 'NOT_ENROLLED' });
    expect(none.body._links.self.hints.allow).toEqual(['POST']);
    expect(none.body._links.enroll.hints.allow).toEqual(['POST']);
    token = await mintAccountToken(testApp, { subject: 'sales', authTime: Math.ceil(Date.now() / 1000) + 1 });
    expect((await call('PUT', '/password', { profile: { password: 'Keyplan2027' } })).status).toBe(404);
    expect((await call('DELETE', '/password')).status).toBe(404);
    expect((await call('POST', '/password', { profile: { password: 'Keyplan2027' } })).status).toBe(201);
  });
});

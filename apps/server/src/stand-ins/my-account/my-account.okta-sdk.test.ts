import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthApiError, OktaAuth, WWWAuthError } from '@okta/okta-auth-js';
import * as myaccount from '@okta/okta-auth-js/myaccount';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { lastCode, mintAccountToken } from '../../../test-support/my-account.ts';

/**
 * Okta's own SDK (`@okta/okta-auth-js/myaccount`) against the embedded issuer's MyAccount API over
 * HTTP: every call of SPEC §7 as the SDK sends it — `Content-Type: application/json` on every call,
 * bodiless POST and DELETE included — and the step-up answer to a stale sign-in as the SDK reads it.
 */
describe('the embedded MyAccount API driven by @okta/okta-auth-js', () => {
  let testApp: TestApp;
  let oktaAuth: OktaAuth;
  let accessToken: string;

  beforeAll(async () => {
    testApp = await createTestApp({ listen: true });
    oktaAuth = new OktaAuth({ issuer: testApp.config.auth.issuer, clientId: testApp.config.auth.clientId });
    accessToken = await mintAccountToken(testApp, { subject: 'sales', name: 'Sam Sales' });
  });
  afterAll(async () => testApp.close());

  const code = () => lastCode(testApp, accessToken);

  it('reads the profile and its schema and changes the profile', async () => {
    const schema = await myaccount.getProfileSchema(oktaAuth, { accessToken });
    expect(schema.properties).toMatchObject({ firstName: { permissions: [{ action: 'READ_WRITE' }] } });
    const profile = await myaccount.getProfile(oktaAuth, { accessToken });
    expect(profile.profile).toMatchObject({ firstName: 'Sam', email: 'sales@example.com' });
    const changed = await myaccount.updateProfile(oktaAuth, {
      accessToken,
      payload: { profile: { ...profile.profile, title: 'Key account manager' } },
    });
    expect(changed.profile.title).toBe('Key account manager');
  });

  it("keeps the profile's locale and preferred language as the SDK sends them back", async () => {
    const profile = await myaccount.getProfile(oktaAuth, { accessToken });
    const changed = await myaccount.updateProfile(oktaAuth, {
      accessToken,
      payload: { profile: { ...profile.profile, locale: 'es_MX', preferredLanguage: 'es-MX, en;q=0.5' } },
    });
    expect(changed.profile).toMatchObject({ locale: 'es_MX', preferredLanguage: 'es-MX, en;q=0.5' });
    await expect(
      myaccount.updateProfile(oktaAuth, { accessToken, payload: { profile: { ...changed.profile, locale: 'es-MX' } } }),
    ).rejects.toMatchObject({ errorSummary: 'Api validation failed: locale' });
  });

  it('adds an email, challenges it with a bodiless POST, polls, verifies, and deletes with a bodiless DELETE', async () => {
    const added = await myaccount.addEmail(oktaAuth, {
      accessToken,
      payload: { profile: { email: 'sam@sdk.example' }, role: myaccount.EmailRole.SECONDARY, sendEmail: false },
    });
    expect(added).toMatchObject({ status: 'UNVERIFIED', roles: ['SECONDARY'] });
    expect((await myaccount.getEmail(oktaAuth, { accessToken, id: added.id })).profile.email).toBe('sam@sdk.example');

    const challenge = await myaccount.sendEmailChallenge(oktaAuth, { accessToken, id: added.id });
    expect(challenge.status).toBe('UNVERIFIED');
    const ids = { emailId: added.id, challengeId: challenge.id };
    expect((await myaccount.getEmailChallenge(oktaAuth, { accessToken, ...ids })).status).toBe('UNVERIFIED');
    await myaccount.verifyEmailChallenge(oktaAuth, {
      accessToken,
      ...ids,
      payload: { verificationCode: await code() },
    });
    expect((await challenge.poll()).status).toBe('VERIFIED');

    // A primary email through the transactions' own links: challenge, poll, verify.
    const primary = await myaccount.addEmail(oktaAuth, {
      accessToken,
      payload: { profile: { email: 'sam@primary-sdk.example' }, role: myaccount.EmailRole.PRIMARY, sendEmail: false },
    });
    const started = await primary.challenge();
    expect((await started.poll()).status).toBe('UNVERIFIED');
    await started.verify({ verificationCode: await code() });
    expect((await myaccount.getProfile(oktaAuth, { accessToken })).profile.email).toBe('sam@primary-sdk.example');

    // Unverified emails go, by the function and by the transaction.
    for (const remove of [
      (email: myaccount.EmailTransaction) => myaccount.deleteEmail(oktaAuth, { accessToken, id: email.id }),
      (email: myaccount.EmailTransaction) => email.delete(),
    ]) {
      const pending = await myaccount.addEmail(oktaAuth, {
        accessToken,
        payload: { profile: { email: 'sam@pending.example' }, role: myaccount.EmailRole.PRIMARY, sendEmail: false },
      });
      await remove(pending);
      const left = await myaccount.getEmails(oktaAuth, { accessToken });
      expect(left.map((email) => email.profile.email)).not.toContain('sam@pending.example');
    }
  });

  it('adds phones, challenges and verifies them, and deletes them with a bodiless DELETE', async () => {
    const first = await myaccount.addPhone(oktaAuth, {
      accessToken,
      payload: { profile: { phoneNumber: '+1 555 555 0101' }, sendCode: false, method: 'SMS' },
    });
    await myaccount.sendPhoneChallenge(oktaAuth, { accessToken, id: first.id, payload: { method: 'SMS' } });
    await myaccount.verifyPhoneChallenge(oktaAuth, {
      accessToken,
      id: first.id,
      payload: { verificationCode: await code() },
    });
    expect((await myaccount.getPhone(oktaAuth, { accessToken, id: first.id })).status).toBe('VERIFIED');

    const second = await myaccount.addPhone(oktaAuth, {
      accessToken,
      payload: { profile: { phoneNumber: '+1 555 555 0102' }, sendCode: true, method: 'SMS' },
    });
    await second.verify!({ verificationCode: await code() });
    expect((await second.get()).status).toBe('VERIFIED');

    await myaccount.deletePhone(oktaAuth, { accessToken, id: first.id });
    await second.delete();
    expect(await myaccount.getPhones(oktaAuth, { accessToken })).toEqual([]);
  });

  it('changes, removes and enrolls the password', async () => {
    const active = await myaccount.getPassword(oktaAuth, { accessToken });
    expect(active.status).toBe('ACTIVE');
    await myaccount.updatePassword(oktaAuth, { accessToken, payload: { profile: { password: 'Keyplan2026' } } });
    const fresh = await mintAccountToken(testApp, { subject: 'sales', authTime: Math.ceil(Date.now() / 1000) + 1 });
    const changed = await myaccount.getPassword(oktaAuth, { accessToken: fresh });
    await changed.update!({ profile: { password: 'Keyplan2027' } });

    const again = await mintAccountToken(testApp, { subject: 'sales', authTime: Math.ceil(Date.now() / 1000) + 1 });
    await (
      await myaccount.getPassword(oktaAuth, { accessToken: again })
    ).delete!();
    const none = await myaccount.getPassword(oktaAuth, { accessToken: again });
    expect(none.status).toBe('NOT_ENROLLED');
    const enrolled = await none.enroll!({ profile: { password: 'Keyplan2028' } });
    expect(enrolled.status).toBe('ACTIVE');
  });

  it('answers a stale sign-in with the step-up challenge the SDK surfaces', async () => {
    const stale = await mintAccountToken(testApp, {
      subject: 'sales',
      authTime: Math.floor(Date.now() / 1000) - 3600,
    });
    const calls = [
      () =>
        myaccount.updatePassword(oktaAuth, { accessToken: stale, payload: { profile: { password: 'Keyplan2029' } } }),
      () => myaccount.deletePassword(oktaAuth, { accessToken: stale }),
      () =>
        myaccount.addEmail(oktaAuth, {
          accessToken: stale,
          payload: { profile: { email: 'x@stale.example' }, role: myaccount.EmailRole.SECONDARY, sendEmail: false },
        }),
      () =>
        myaccount.addPhone(oktaAuth, {
          accessToken: stale,
          payload: { profile: { phoneNumber: '+1 555 555 0199' }, sendCode: false, method: 'SMS' },
        }),
    ];
    for (const call of calls) {
      const error = (await call().catch((caught: unknown) => caught)) as AuthApiError;
      expect(error).toBeInstanceOf(AuthApiError);
      expect(error.errorSummary).toBe('insufficient_authentication_context');
      expect(error.meta).toMatchObject({ max_age: 900 });
      expect(error.xhr?.status).toBe(403);
      const header = WWWAuthError.getWWWAuthenticateHeader(error.xhr?.headers) ?? '';
      const challenge = WWWAuthError.parseHeader(header);
      expect(challenge).toBeInstanceOf(WWWAuthError);
      expect(challenge).toMatchObject({ scheme: 'Bearer', error: 'insufficient_authentication_context' });
      expect(challenge?.parameters.max_age).toBe('900');
    }
    // Reading stays open to the stale sign-in.
    expect((await myaccount.getPassword(oktaAuth, { accessToken: stale })).status).toBe('ACTIVE');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCreateOrder } from '../../../test-support/factories.ts';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../../test-support/test-database.ts';
import { accountClaims } from '../oidc-issuer/issuer-accounts.ts';
import { ACCEPT, lastCode, mintAccountToken } from '../../../test-support/my-account.ts';

/**
 * Who someone is stays theirs (issue 43): an email address verifies for one account only, and the
 * audit's "who" is the token's subject with the name it had, never an address the caller chose.
 */
describe.each(DATABASE_KINDS)('identity through MyAccount (%s)', (database) => {
  let testApp: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    testApp = await createTestApp({ database });
    for (const subject of ['rep', 'sales', 'viewer', 'admin'])
      tokens[subject] = await mintAccountToken(testApp, { subject, email: `${subject}@example.com` });
  });
  afterAll(async () => testApp.close());

  async function call(subject: string, method: string, url: string, body?: unknown) {
    const response = await testApp.app.inject({
      method: method as 'POST',
      url: `/idp/myaccount${url}`,
      headers: {
        authorization: `Bearer ${tokens[subject]}`,
        accept: ACCEPT,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    return { status: response.statusCode, body: response.body ? response.json() : undefined };
  }

  /** Adds the address to the account and answers its challenge with the code from the account's own mailbox. */
  async function addAndVerify(subject: string, email: string, role: 'PRIMARY' | 'SECONDARY') {
    const added = await call(subject, 'POST', '/emails', { profile: { email }, role, sendEmail: false });
    if (added.status !== 201) return { added, verified: undefined };
    const challenge = await call(subject, 'POST', `/emails/${added.body.id}/challenge`);
    const verifyPath = new URL(challenge.body._links.verify.href).pathname.replace('/idp/myaccount', '');
    const code = await lastCode(testApp, tokens[subject]!);
    return { added, verified: await call(subject, 'POST', verifyPath, { verificationCode: code }) };
  }

  it('refuses another account’s address as a new primary email, however it is written', async () => {
    for (const email of ['admin@example.com', 'Admin@Example.COM', ' ADMIN@example.com ']) {
      const { added } = await addAndVerify('rep', email, 'PRIMARY');
      expect(added).toMatchObject({ status: 409, body: { errorSummary: 'Api validation failed: email' } });
    }
    expect((await accountClaims(testApp.db, 'rep'))?.email).toBe('rep@example.com');
    expect((await call('rep', 'GET', '/emails')).body).toHaveLength(1);
  });

  it('lets an address another account has verified verify nowhere else', async () => {
    expect((await addAndVerify('sales', 'shared@plant.example', 'SECONDARY')).verified?.status).toBe(200);
    expect((await addAndVerify('rep', 'Shared@Plant.example', 'SECONDARY')).added.status).toBe(409);
  });

  it('lets only the first of two accounts verify an address both added', async () => {
    const rep = await call('rep', 'POST', '/emails', { profile: { email: 'race@plant.example' }, role: 'PRIMARY' });
    const viewer = await call('viewer', 'POST', '/emails', {
      profile: { email: 'race@plant.example' },
      role: 'PRIMARY',
    });
    expect([rep.status, viewer.status]).toEqual([201, 201]);
    const repCode = await lastCode(testApp, tokens.rep!);
    const viewerCode = await lastCode(testApp, tokens.viewer!);
    const repChallenge = (await call('rep', 'GET', `/emails/${rep.body.id}`)).body._links.verify.href;
    const viewerChallenge = (await call('viewer', 'GET', `/emails/${viewer.body.id}`)).body._links.verify.href;
    const path = (href: string) => new URL(href).pathname.replace('/idp/myaccount', '');
    expect((await call('viewer', 'POST', path(viewerChallenge), { verificationCode: viewerCode })).status).toBe(200);
    const late = await call('rep', 'POST', path(repChallenge), { verificationCode: repCode });
    expect(late).toMatchObject({ status: 409, body: { errorSummary: 'Api validation failed: email' } });
    expect((await call('rep', 'GET', `/emails/${rep.body.id}`)).body.status).toBe('UNVERIFIED');
    expect((await accountClaims(testApp.db, 'rep'))?.email).toBe('rep@example.com');
    expect((await accountClaims(testApp.db, 'viewer'))?.email).toBe('race@plant.example');
  });

  it('records the token’s subject with its name as who rotated a pass code, not the token’s email', async () => {
    const spoofed = await mintAccountToken(testApp, { subject: 'rep', name: 'Riley Rep', email: 'admin@example.com' });
    const headers = { authorization: `Bearer ${spoofed}` };
    const order = await testApp.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: buildCreateOrder(),
      headers,
    });
    const orderId = order.json().orderID as string;
    const rotated = await testApp.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/review-access/rotate`,
      headers,
    });
    expect(rotated.json().createdBy).toBe('Riley Rep (rep)');
    await testApp.app.inject({ method: 'DELETE', url: `/api/orders/${orderId}/review-access`, headers });
    const audit = await testApp.db.selectFrom('admin_audit').selectAll().where('entity_id', '=', orderId).execute();
    expect(audit.length).toBeGreaterThan(0);
    for (const row of audit) expect(row.actor).toBe('Riley Rep (rep)');
  });
});

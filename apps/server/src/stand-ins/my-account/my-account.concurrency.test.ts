import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, fakeWebRoot, type TestApp } from '../../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../../test-support/test-database.ts';
import { MAX_FAILED_ATTEMPTS } from './challenges.ts';
import { ACCEPT, lastCode, mintAccountToken } from '../../../test-support/my-account.ts';

/**
 * Codes guessed at once (issue 43): wrong codes sent together (on PostgreSQL round robin over three
 * instances on one database) are checked at most MAX_FAILED_ATTEMPTS times; challenges asked for
 * together send one code.
 */
describe.each(DATABASE_KINDS)('MyAccount challenges under concurrent callers (%s)', (database) => {
  let testApp: TestApp;
  let apps: FastifyInstance[];
  let token: string;

  beforeAll(async () => {
    testApp = await createTestApp({ database });
    // An in-memory SQLite database is one instance's own: there, the callers race through one app.
    const others =
      database === 'postgres'
        ? await Promise.all([1, 2].map(async () => (await buildApp(testApp.config, { webRoot: fakeWebRoot() })).app))
        : [];
    apps = [testApp.app, ...others];
    token = await mintAccountToken(testApp, { subject: 'rep', email: 'rep@example.com' });
  });
  afterAll(async () => {
    await Promise.all(apps.slice(1).map((app) => app.close()));
    await testApp.close();
  });

  const send = (index: number, method: 'GET' | 'POST', url: string, body?: unknown) =>
    apps[index % apps.length]!.inject({
      method,
      url: `/idp/myaccount${url}`,
      headers: {
        authorization: `Bearer ${token}`,
        accept: ACCEPT,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });

  it('checks at most the cap of 150 wrong codes sent at once', async () => {
    const added = (
      await send(0, 'POST', '/emails', { profile: { email: 'rep@guess.example' }, role: 'SECONDARY' })
    ).json();
    const verify = new URL(added._links.verify.href).pathname.replace('/idp/myaccount', '');
    const right = await lastCode(testApp, token);
    const wrong = right === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, index) => send(index, 'POST', verify, { verificationCode: wrong })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILED_ATTEMPTS);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 409)).toBe(true);
    // Spent: the right code is refused too.
    expect((await send(0, 'POST', verify, { verificationCode: right })).statusCode).toBe(409);
  });

  it('sends one code for 30 challenges asked for at once', async () => {
    const added = (
      await send(0, 'POST', '/emails', { profile: { email: 'rep@many.example' }, role: 'PRIMARY', sendEmail: false })
    ).json();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => send(index, 'POST', `/emails/${added.id}/challenge`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(29);
    expect(answers.find((answer) => answer.statusCode === 429)?.headers['retry-after']).toMatch(/^\d+$/);
  });
});

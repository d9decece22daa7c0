import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findHelpTicketByKey } from '../../help-desk/help-ticket.repository.ts';
import { bearer, createTestApp, mintAccessToken, type TestApp } from '../../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../../test-support/test-database.ts';

const helpRequest = {
  userEmail: { email: 'rep@example.com' },
  summary: 'Cannot save the system',
  description: 'Save spins forever on the key system screen.',
  ccid: '0000012345',
  sapOrderNumber: '0000098765',
  designId: '42',
  currentScreen: '/key-system',
};

describe.each(DATABASE_KINDS)('POST /api/help (%s)', (database) => {
  let testApp: TestApp;
  let token: string;
  beforeAll(async () => {
    testApp = await createTestApp({ database, listen: true });
    token = await mintAccessToken(testApp);
  });
  afterAll(async () => testApp.close());

  const post = (payload: unknown, headers = bearer(token)) =>
    testApp.app.inject({ method: 'POST', url: '/api/help', payload: payload as object, headers });

  it('raises a ticket in the embedded help desk and answers its key as text', async () => {
    const first = await post(helpRequest);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/plain');
    expect(first.body).toBe('HELP-1');
    const second = await post({ ...helpRequest, summary: 'Second' });
    expect(second.body).toBe('HELP-2');

    const stored = await findHelpTicketByKey(testApp.db, 'HELP-1');
    expect(stored?.summary).toBe('Cannot save the system');
    expect(stored?.description).toContain('Save spins forever');
    expect(stored?.description).toContain('ccid: 0000012345');
    expect(stored?.description).toContain('Screen: /key-system');
  });

  it.each([
    ['summary', { summary: '   ' }, 'summary: must not be blank'],
    ['description', { description: '\n' }, 'description: must not be blank'],
    ['userEmail', { userEmail: { email: 'nobody' } }, 'userEmail.email: must be an email address'],
  ])('refuses a blank or bad %s with a field error', async (_field, change, message) => {
    const response = await post({ ...helpRequest, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([message]);
  });

  it('names every missing field', async () => {
    const response = await post({});
    expect(response.statusCode).toBe(400);
    const fields = (response.json().errors as string[]).map((error) => error.split(':')[0]);
    expect(fields).toEqual(
      expect.arrayContaining([
        'userEmail',
        'summary',
        'description',
        'ccid',
        'sapOrderNumber',
        'designId',
        'currentScreen',
      ]),
    );
  });

  it('answers 401 without a token and 403 for a non-staff person', async () => {
    expect((await post(helpRequest, {} as ReturnType<typeof bearer>)).statusCode).toBe(401);
    const viewer = await mintAccessToken(testApp, { email: 'viewer@example.com', groups: [] });
    expect((await post(helpRequest, bearer(viewer))).statusCode).toBe(403);
  });
});

describe('POST /api/help when Jira fails', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      env: { JIRA_BASE_URL: 'http://127.0.0.1:9', JIRA_EMAIL: 'bot@example.com', JIRA_API_TOKEN: 'x' },
    });
  });
  afterAll(async () => testApp.close());

  it('answers 502 with a clear message', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/help',
      payload: helpRequest,
      headers: bearer(await mintAccessToken(testApp)),
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      code: 'BAD_GATEWAY',
      detail: 'The help desk could not create the ticket. Please try again later.',
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { adfToText } from './embedded-jira.routes.ts';
import { createJiraClient, toAdf } from '../../help-desk/jira-client.ts';

describe('embedded Jira stand-in', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ listen: true });
  });
  afterAll(async () => testApp.close());

  it('refuses a caller without the right credentials, as Jira does', async () => {
    const client = createJiraClient({
      baseUrl: () => `${testApp.baseUrl}/jira`,
      email: 'intruder@example.com',
      apiToken: 'guess',
    });
    await expect(
      client.createIssue({ projectKey: 'HELP', issueType: 'Task', summary: 'x', description: [], labels: [] }),
    ).rejects.toThrow(/Jira answered 401/);
  });

  it('answers Jira-style field errors', async () => {
    const response = await fetch(`${testApp.baseUrl}/jira/rest/api/3/issue`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Basic nope' },
      body: JSON.stringify({ fields: {} }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toHaveProperty('errorMessages');
  });

  it('refuses an anonymous body before reading it, however large', async () => {
    const members = Array.from({ length: 60_000 }, (_, index) => `"k${index}":"x"`).join(',');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/jira/rest/api/3/issue',
      headers: { 'content-type': 'application/json' },
      payload: `{${members}}`,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty('errorMessages');
  });

  it('turns Atlassian Document Format back into text', () => {
    expect(adfToText(toAdf(['First line', '', 'Third']))).toBe('First line\n\nThird');
  });
});

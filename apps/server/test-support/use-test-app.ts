import { afterAll, beforeAll } from 'vitest';
import { adminHeaders, staffHeaders } from './factories.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

/** What an API test file works with: the app and database, and signed-in headers of each staff role. */
export interface ApiTestContext {
  testApp: TestApp;
  app: TestApp['app'];
  db: TestApp['db'];
  staff: Record<string, string>;
  admin: Record<string, string>;
}

/**
 * The one preamble of an API test file: a test app (SQLite or PostgreSQL) started before the
 * file's tests, staff and admin headers minted once, the app closed after them. Read the fields
 * inside tests and hooks, once `beforeAll` has run.
 */
export function useTestApp(options: TestAppOptions = {}): ApiTestContext {
  const context = {} as ApiTestContext;
  beforeAll(async () => {
    const testApp = await createTestApp(options);
    Object.assign(context, {
      testApp,
      app: testApp.app,
      db: testApp.db,
      staff: await staffHeaders(testApp),
      admin: await adminHeaders(testApp),
    });
  });
  afterAll(async () => context.testApp?.close());
  return context;
}

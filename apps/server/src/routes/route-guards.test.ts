import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewerHeaders } from '../../test-support/factories.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

interface Operation {
  security?: Record<string, string[]>[];
}

/** Fills path parameters with values that pass their schemas, so only authorization decides. */
function concrete(path: string): string {
  return path
    .replace('{name}', 'colors')
    .replace('{featureName}', 'quoting')
    .replace('{ccid}', '0000100001')
    .replace('{sapOrderNumber}', '0000004711')
    .replace('{sapLineNumber}', '10')
    .replace('{quoteNumber}', 'Q1')
    .replace('{designId}', '1')
    .replace(/\{(orderId|orderLockSystemId)\}/, '5b0a3b7e-93a4-4f51-8a37-7a3b6f0b8f11');
}

/**
 * Every route of the OpenAPI document that declares a security scheme refuses callers without
 * it (401), and staff routes refuse a signed-in person without the staff role (403).
 */
describe('route guards, from the OpenAPI document', () => {
  let testApp: TestApp;
  let operations: { method: string; path: string; scheme: string }[];
  beforeAll(async () => {
    testApp = await createTestApp();
    const document = (await testApp.app.inject({ url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.security?.length)
        .map(([method, operation]) => ({
          method: method.toUpperCase(),
          path: concrete(path),
          scheme: Object.keys(operation.security![0]!)[0]!,
        })),
    );
  });
  afterAll(async () => testApp.close());

  it('finds the guarded routes', () => {
    expect(operations.length).toBeGreaterThanOrEqual(16);
    expect(operations.map((operation) => operation.scheme)).toContain('viewAuthorization');
  });

  it('answers 401 to a caller without credentials on every guarded route', async () => {
    for (const { method, path } of operations) {
      const response = await testApp.app.inject({
        method: method as 'GET',
        url: path,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect({ method, path, status: response.statusCode }).toEqual({ method, path, status: 401 });
    }
  });

  it('answers 403 to a signed-in person without the staff role on every staff route', async () => {
    const headers = await viewerHeaders(testApp);
    for (const { method, path } of operations.filter((operation) => operation.scheme === 'bearerAuth')) {
      const response = await testApp.app.inject({
        method: method as 'GET',
        url: path,
        headers,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect({ method, path, status: response.statusCode }).toEqual({ method, path, status: 403 });
    }
  });
});

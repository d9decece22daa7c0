import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formatFieldPath } from '@keyplan/domain';
import { appErrors } from './errors.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

describe('formatFieldPath', () => {
  it('writes array indices in brackets', () => {
    expect(formatFieldPath(['masterKeys', '0', 'lockSets', '1', 'frontText2'])).toBe(
      'masterKeys[0].lockSets[1].frontText2',
    );
    expect(formatFieldPath(['summary'])).toBe('summary');
  });
});

describe('error handler', () => {
  let testApp: TestApp;
  afterEach(async () => testApp?.close());

  it('answers a validation failure with 400 and field: message items', async () => {
    testApp = await createTestApp();
    testApp.app
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/probe',
        { schema: { body: z.object({ items: z.array(z.object({ name: z.string().min(2) })), count: z.number() }) } },
        async () => 'ok',
      );
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/probe',
      payload: { items: [{ name: 'ok' }, { name: 'x' }], count: 'three' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const body = response.json();
    expect(body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', instance: '/probe' });
    expect(body.errors).toHaveLength(2);
    expect(body.errors[0]).toMatch(/^items\[1\]\.name: /);
    expect(body.errors[1]).toMatch(/^count: /);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    testApp = await createTestApp();
    testApp.app.post('/probe', async () => 'ok');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/probe',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 400,
      errors: ['body: must be valid JSON, without __proto__ or constructor.prototype keys'],
    });

    const poisoned = await testApp.app.inject({
      method: 'POST',
      url: '/probe',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json().errors).toEqual([
      'body: must be valid JSON, without __proto__ or constructor.prototype keys',
    ]);
  });

  it('sends the headers an error carries: Retry-After of too many attempts, with its named code', async () => {
    testApp = await createTestApp();
    testApp.app.get('/throttled', async () => {
      throw appErrors.tooManyAttempts(600);
    });
    const response = await testApp.app.inject({ method: 'GET', url: '/throttled' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('600');
    expect(response.json()).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      detail: 'Too many attempts. Try again in 10 minutes.',
    });
  });

  it('hides the internals of a 500 and gives a trace id', async () => {
    testApp = await createTestApp();
    testApp.app.get('/boom', async () => {
      throw new Error('secret connection string leaked');
    });
    const response = await testApp.app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(response.body).not.toContain('secret');
    expect(body.traceID).toBeTruthy();
    expect(body.detail).toContain(body.traceID);
  });

  it('answers an unknown API route with a 404 problem', async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.ts';

/** The depth of a parsed JSON value, counted the slow, obvious way. */
function depthOf(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(depthOf));
  if (value !== null && typeof value === 'object') return 1 + Math.max(0, ...Object.values(value).map(depthOf));
  return 0;
}

describe('nestsDeeperThan', () => {
  it('agrees with the depth of the parsed value for any JSON, brackets in strings included', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 8 }), (value, limit) => {
        expect(nestsDeeperThan(JSON.stringify(value), limit)).toBe(depthOf(value) > limit);
      }),
      { numRuns: 500 },
    );
    expect(nestsDeeperThan('{"a":"[[[[\\"[[["}', 1)).toBe(false);
  });
});

describe('a deeply nested body', () => {
  const api = useTestApp();

  it('is refused with 400 naming the body, on a public route, before anything walks it', async () => {
    const nested = `{"id":${'['.repeat(6000)}${']'.repeat(6000)},"review":"x"}`;
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/View/sessions',
      headers: { 'content-type': 'application/json' },
      payload: nested,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 400,
      errors: [`body: must not nest deeper than ${MAX_JSON_DEPTH} levels`],
    });
  });

  it('still parses ordinary bodies and still refuses prototype poisoning', async () => {
    const ok = await api.app.inject({
      method: 'POST',
      url: '/api/View/sessions',
      payload: { id: 'not-a-uuid', review: 'x' },
    });
    // Parsed and looked at: an unknown link, not a malformed body.
    expect(ok.statusCode).toBe(401);
    const poisoned = await api.app.inject({
      method: 'POST',
      url: '/api/View/sessions',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"admin":true}}',
    });
    expect(poisoned.json().errors).toEqual([
      'body: must be valid JSON, without __proto__ or constructor.prototype keys',
    ]);
  });
});

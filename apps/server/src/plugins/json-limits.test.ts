import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { jsonLimitBreach, MAX_JSON_DEPTH } from './json-limits.ts';

/** The depth of a parsed JSON value, counted the slow, obvious way. */
function depthOf(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(depthOf));
  if (value !== null && typeof value === 'object') return 1 + Math.max(0, ...Object.values(value).map(depthOf));
  return 0;
}

/** Object members and array items of a parsed JSON value, over the whole value. */
function membersOf(value: unknown): number {
  if (Array.isArray(value)) return value.length + value.reduce((sum: number, item) => sum + membersOf(item), 0);
  if (value !== null && typeof value === 'object') {
    const entries = Object.values(value);
    return entries.length + entries.reduce((sum: number, item) => sum + membersOf(item), 0);
  }
  return 0;
}

/** The longest string or key as JSON.stringify writes it, escapes included. */
function longestTextOf(value: unknown): number {
  if (typeof value === 'string') return JSON.stringify(value).length - 2;
  if (Array.isArray(value)) return Math.max(0, ...value.map(longestTextOf));
  if (value !== null && typeof value === 'object')
    return Math.max(0, ...Object.entries(value).flatMap(([key, item]) => [longestTextOf(key), longestTextOf(item)]));
  return 0;
}

const UNLIMITED = 1_000_000;

describe('jsonLimitBreach', () => {
  it('agrees with the parsed value on depth, members and text length for any JSON, brackets in strings included', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.integer({ min: 0, max: 40 }), (value, limit) => {
        const text = JSON.stringify(value, null, limit % 3 === 0 ? 1 : undefined);
        const only = (name: 'depth' | 'members' | 'stringLength') =>
          jsonLimitBreach(text, { depth: UNLIMITED, members: UNLIMITED, stringLength: UNLIMITED, [name]: limit });
        expect(only('depth') !== null).toBe(depthOf(value) > limit);
        expect(only('members') !== null).toBe(membersOf(value) > limit);
        expect(only('stringLength') !== null).toBe(longestTextOf(value) > limit);
      }),
      { numRuns: 500 },
    );
    expect(jsonLimitBreach('{"a":"[[[[\\"[[[,,,,"}', { depth: 1, members: 1, stringLength: 20 })).toBeNull();
  });

  it('names the rule a body breaks', () => {
    const limits = { depth: 2, members: 3, stringLength: 5 };
    expect(jsonLimitBreach('[[[1]]]', limits)).toBe('body: must not nest deeper than 2 levels');
    expect(jsonLimitBreach('{"a":1,"b":2,"c":3,"d":4}', limits)).toBe(
      'body: must hold at most 3 members and items in all',
    );
    expect(jsonLimitBreach('["abcdef"]', limits)).toBe('body: must not hold a text longer than 5 characters');
    expect(jsonLimitBreach('"abcdefgh', limits)).toBe('body: must not hold a text longer than 5 characters');
  });

  it('stops reading at the first breach: 60,000 keys cost what their first members cost', () => {
    const keys = `{${Array.from({ length: 60_000 }, (_, index) => `"k${index}":"v"`).join(',')}}`;
    const started = performance.now();
    for (let run = 0; run < 100; run += 1) jsonLimitBreach(keys, { depth: 32, members: 8, stringLength: 256 });
    expect((performance.now() - started) / 100).toBeLessThan(1);
  });
});

describe('a deeply nested body', () => {
  const api = useTestApp();

  it('is refused with 400 naming the body, before anything walks it', async () => {
    const nested = `{"summary":${'['.repeat(400)}${']'.repeat(400)},"description":"x"}`;
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/help',
      headers: { ...api.staff, 'content-type': 'application/json' },
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

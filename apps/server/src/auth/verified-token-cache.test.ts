import { describe, expect, it } from 'vitest';
import { createVerifiedTokenCache } from './verified-token-cache.ts';

describe('the verified-token cache', () => {
  it('keeps a value until its expiry and no longer', () => {
    const clock = { now: 1000 };
    const cache = createVerifiedTokenCache<string>({ now: () => clock.now });
    cache.set('a', 'alice', 2000);
    expect(cache.get('a')).toBe('alice');
    clock.now = 1999;
    expect(cache.get('a')).toBe('alice');
    clock.now = 2000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('answers only the exact token', () => {
    const cache = createVerifiedTokenCache<string>({ now: () => 0 });
    cache.set('token', 'alice', 10);
    expect(cache.get('token ')).toBeUndefined();
    expect(cache.get('Token')).toBeUndefined();
  });

  it('tells apart long tokens that end alike, and keeps the newer of the two', () => {
    const cache = createVerifiedTokenCache<string>({ now: () => 0 });
    const tail = 's'.repeat(100);
    cache.set(`alice.${tail}`, 'alice', 10);
    expect(cache.get(`alice.${tail}`)).toBe('alice');
    expect(cache.get(`mallory.${tail}`)).toBeUndefined();
    cache.set(`bob.${tail}`, 'bob', 10);
    expect(cache.get(`bob.${tail}`)).toBe('bob');
    expect(cache.get(`alice.${tail}`)).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('does not keep an already expired value, and drops the oldest when full', () => {
    const cache = createVerifiedTokenCache<number>({ maxEntries: 2, now: () => 0 });
    cache.set('expired', 0, 0);
    expect(cache.size).toBe(0);
    cache.set('a', 1, 10);
    cache.set('b', 2, 10);
    cache.set('c', 3, 10);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect([cache.get('b'), cache.get('c')]).toEqual([2, 3]);
  });
});

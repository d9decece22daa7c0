import { describe, expect, it } from 'vitest';
import { createSignInThrottle, SIGN_IN_LIMITS } from './sign-in-throttle.ts';

const MINUTE = 60_000;

describe('sign-in throttle', () => {
  it('blocks an account after 5 failures until the first leaves the 15-minute window', () => {
    const throttle = createSignInThrottle();
    const start = 1_000_000;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(throttle.retryAfterSeconds('rep@example.com', `198.51.100.${attempt}`, start + attempt)).toBeNull();
      throttle.recordFailure('rep@example.com', `198.51.100.${attempt}`, start + attempt);
    }
    expect(throttle.retryAfterSeconds('Rep@Example.com', '203.0.113.1', start + 5 * MINUTE)).toBe(10 * 60);
    expect(throttle.retryAfterSeconds('admin@example.com', '203.0.113.1', start + 5 * MINUTE)).toBeNull();
    expect(throttle.retryAfterSeconds('rep@example.com', '203.0.113.1', start + 15 * MINUTE + 1)).toBeNull();
  });

  it('blocks an address after 20 failures across accounts', () => {
    const throttle = createSignInThrottle();
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.failuresPerAddress; attempt += 1) {
      throttle.recordFailure(`person${attempt}@example.com`, '198.51.100.7', 1000 + attempt);
    }
    expect(throttle.retryAfterSeconds('new@example.com', '198.51.100.7', 2000)).toBeGreaterThan(14 * 60);
    expect(throttle.retryAfterSeconds('new@example.com', '198.51.100.8', 2000)).toBeNull();
  });
});

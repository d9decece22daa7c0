import { describe, expect, it } from 'vitest';
import { canonicalAccountName } from './account-name.ts';
import { createSignInThrottle } from './sign-in-throttle.ts';

const VARIANTS = [
  ' rep@example.com',
  'rep@example.com ',
  'rep@example.com\t',
  '\u00a0REP@Example.com\n',
  'Rep@example.com\u2028',
];

describe('canonicalAccountName', () => {
  it('gives every spelling that signs in as an account that account’s name', () => {
    for (const variant of VARIANTS) expect(canonicalAccountName(variant)).toBe('rep@example.com');
  });
});

describe('the sign-in throttle', () => {
  it('keeps a locked account locked however its name is spelled', () => {
    const throttle = createSignInThrottle();
    for (let attempt = 0; attempt < 5; attempt += 1)
      throttle.recordFailure('rep@example.com', `198.51.100.${attempt}`, 1000);
    for (const variant of VARIANTS) expect(throttle.retryAfterSeconds(variant, '203.0.113.9', 2000)).not.toBeNull();
  });

  it('counts failures of every spelling against the one account', () => {
    const throttle = createSignInThrottle();
    VARIANTS.forEach((variant, attempt) => throttle.recordFailure(variant, `198.51.100.${attempt}`, 1000));
    expect(throttle.retryAfterSeconds('rep@example.com', '203.0.113.9', 2000)).not.toBeNull();
  });
});

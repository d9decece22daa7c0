import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigratedDatabase } from '../../../test-support/test-database.ts';
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
  let database: Awaited<ReturnType<typeof openMigratedDatabase>>;
  beforeAll(async () => {
    database = await openMigratedDatabase('sqlite');
  });
  afterAll(async () => database.dispose());

  it('keeps a locked account locked however its name is spelled', async () => {
    const throttle = createSignInThrottle(database.db);
    for (let attempt = 0; attempt < 5; attempt += 1)
      await throttle.admit('rep@example.com', `198.51.100.${attempt}`, 1000);
    for (const variant of VARIANTS) expect((await throttle.admit(variant, '203.0.113.9', 2000)).blocked).toBe(true);
  });

  it('counts failures of every spelling against the one account', async () => {
    const throttle = createSignInThrottle(database.db);
    for (const [attempt, variant] of VARIANTS.entries())
      await throttle.admit(variant, `198.51.100.${attempt + 10}`, 5_000_000);
    expect((await throttle.admit('rep@example.com', '203.0.113.9', 5_000_001)).blocked).toBe(true);
  });
});

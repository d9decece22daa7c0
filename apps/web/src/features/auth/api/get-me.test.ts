import { expectSameVerdicts } from '@keyplan/domain/testing';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';
import { getMe, meSchema } from './get-me.ts';

describe('meSchema (zod/mini, issue 32)', () => {
  /** The classic schema it replaced: the oracle of its rules and messages. */
  const classic = z.object({
    email: z.string(),
    name: z.string().optional(),
    roles: z.array(z.string()),
    isStaff: z.boolean(),
    isAdmin: z.boolean(),
  });
  const rep = { email: 'rep@example.com', name: 'Rep', roles: ['Keyplan.Staff'], isStaff: true, isAdmin: false };

  it('reads the account as the classic schema did', () => {
    const verdicts = expectSameVerdicts(meSchema, classic, [
      rep,
      { ...rep, name: undefined, extra: 1 },
      { ...rep, name: null },
      { ...rep, roles: 'Keyplan.Staff' },
      { ...rep, roles: [1] },
      { ...rep, isAdmin: 'false' },
      { email: 'rep@example.com' },
      null,
    ]);
    expect(verdicts.map((verdict) => verdict.success)).toEqual([true, true, false, false, false, false, false, false]);
  });

  it('refuses an answer that is no account', async () => {
    const client: ApiClient = { request: async <T>() => ({ email: 'rep@example.com' }) as T };
    await expect(getMe(client)).rejects.toThrow(/roles/);
    const ok: ApiClient = { request: async <T>() => rep as T };
    await expect(getMe(ok)).resolves.toEqual(rep);
  });
});

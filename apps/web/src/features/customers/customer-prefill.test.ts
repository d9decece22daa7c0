import { expectSameVerdicts } from '@keyplan/domain/testing';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { customerPrefillSchema, prefillFromQuery, readAddCustomerState } from './customer-prefill.ts';

describe('customer prefill (zod/mini, issue 32)', () => {
  /** The classic schemas they replaced: the oracle of their rules. */
  const classicPrefill = z.object({
    ccid: z.string().optional(),
    name: z.string().optional(),
    street: z.string().optional(),
    city: z.string().optional(),
    region: z.string().optional(),
    postalCode: z.string().optional(),
    country: z.string().optional(),
  });
  const classicState = z.object({
    prefill: classicPrefill.optional().catch(undefined),
    returnTo: z.string().optional().catch(undefined),
  });
  const prefill = { ccid: '12345', name: 'Acme', street: '1 Main St', city: 'Springfield', country: 'US' };

  it('reads a prefill as the classic schema did', () => {
    expectSameVerdicts(customerPrefillSchema, classicPrefill, [prefill, {}, { ccid: 12345 }, { city: null }, 'x']);
  });

  it('reads the navigation state as the classic schema did: anything malformed reads as nothing', () => {
    const states = [
      { prefill, returnTo: '/customer-search?q=acme' },
      { prefill: { name: 7 }, returnTo: 42 },
      { prefill: 'acme' },
      {},
      null,
      undefined,
    ];
    for (const state of states) {
      const classic = classicState.safeParse(state);
      expect(readAddCustomerState(state), JSON.stringify(state)).toEqual(classic.success ? classic.data : {});
    }
    expect(readAddCustomerState({ prefill: { name: 7 }, returnTo: 42 })).toEqual({
      prefill: undefined,
      returnTo: undefined,
    });
    expect(readAddCustomerState(null)).toEqual({});
  });

  it('takes digits for a ccid and anything else for a name', () => {
    expect(prefillFromQuery(' 123 ')).toEqual({ ccid: '123' });
    expect(prefillFromQuery('acme')).toEqual({ name: 'acme' });
    expect(prefillFromQuery('  ')).toEqual({});
  });
});

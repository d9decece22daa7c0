import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOCK_SET_COUNTER, DEFAULT_MASTER_KEY_COUNTER } from '@keyplan/domain';
import { expectSameVerdicts } from '@keyplan/domain/testing';
import { z } from 'zod';
import {
  clearSession,
  EMPTY_SESSION,
  readSession,
  sessionSchema,
  SESSION_KEY,
  TAB_SESSION_KEY,
  updateSession,
} from './session-store.ts';

/** Another tab writing the stored session, as the browser reports it to this one. */
function otherTabWrites(value: Record<string, unknown>) {
  const oldValue = localStorage.getItem(SESSION_KEY);
  const newValue = JSON.stringify(value);
  localStorage.setItem(SESSION_KEY, newValue);
  window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY, oldValue, newValue }));
}

describe('session store', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps this tab on its system when another tab picks another customer, through a reload', () => {
    updateSession({ ccid: '0000300007', orderID: 'order-of-this-tab' });
    otherTabWrites({ ccid: '0000100001', orderID: null });
    expect(readSession()).toMatchObject({ ccid: '0000300007', orderID: 'order-of-this-tab' });
    // A reload reads sessionStorage again: still this tab's.
    expect(JSON.parse(sessionStorage.getItem(TAB_SESSION_KEY)!)).toMatchObject({ orderID: 'order-of-this-tab' });
    // This tab's own changes stay its own, and are stored for new tabs too.
    updateSession({ orderID: 'next-order-of-this-tab' });
    expect(readSession().orderID).toBe('next-order-of-this-tab');
    expect(JSON.parse(localStorage.getItem(SESSION_KEY)!)).toMatchObject({ orderID: 'next-order-of-this-tab' });
  });

  it('follows the stored session while no other tab changed it (a new tab starts from it)', () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ ccid: '0000100002', orderID: 'stored' }));
    expect(readSession()).toMatchObject({ ccid: '0000100002', orderID: 'stored' });
    clearSession();
    expect(readSession().orderID).toBeNull();
  });
});

describe('sessionSchema (zod/mini, issue 32)', () => {
  /** The classic schema it replaced: the oracle of its rules and its defaults. */
  const nullableText = z.union([z.string(), z.number()]).transform(String).nullable().catch(null);
  const flag = z.boolean().catch(false);
  const classic = z.object({
    orderID: nullableText,
    orderLockSystemID: nullableText,
    orderLockSystemStatus: z.number().int().nullable().catch(null),
    systemBucketType: nullableText,
    lockSystemID: nullableText,
    ccid: nullableText,
    customer: z.object({ ccid: z.string(), name: z.string(), salesArea: z.string() }).nullable().catch(null),
    sapOrderNumber: nullableText,
    orderPONumber: nullableText,
    sapLineNumber: nullableText,
    noKeyLockSets: flag,
    orderLockSystems: z.array(z.string()).catch([]),
    loadByLineNumber: flag,
    designID: nullableText,
    loadByDesignID: flag,
    isAddToSystem: flag,
    orderCurrency: nullableText,
    isQuote: flag,
    salesArea: nullableText,
    quoteNumber: nullableText,
    quoteNumberForTransfer: nullableText,
    localQuoteDetails: z.object({ orderId: z.string() }).loose().nullable().catch(null),
    reviewPassCode: nullableText,
    lockSetCounter: z.number().int().catch(DEFAULT_LOCK_SET_COUNTER),
    masterKeyCounter: z.number().int().catch(DEFAULT_MASTER_KEY_COUNTER),
  });

  const stored = {
    orderID: 'O-1',
    orderLockSystemID: 'OLS-1',
    orderLockSystemStatus: 2,
    ccid: '0000012345',
    customer: { ccid: '0000012345', name: 'Acme', salesArea: 'US01' },
    orderLockSystems: ['OLS-1', 'OLS-2'],
    noKeyLockSets: true,
    designID: 4711,
    localQuoteDetails: { orderId: 'O-1', total: 12 },
    lockSetCounter: 5,
    masterKeyCounter: 1,
  };

  it('reads every stored session as the classic schema did, defaults included', () => {
    expectSameVerdicts(sessionSchema, classic, [
      stored,
      {},
      { ...stored, orderID: 42, designID: null, isQuote: 'yes' },
      { ...stored, orderLockSystemStatus: 2.5, lockSetCounter: '3', masterKeyCounter: null },
      { ...stored, customer: { ccid: '1', name: 'No area' }, orderLockSystems: ['a', 1] },
      { ...stored, localQuoteDetails: { orderId: 7 }, ccid: { digits: '1' } },
      { ...stored, orderLockSystems: 'OLS-1', loadByDesignID: 1, salesArea: true },
    ]);
  });

  it('reads anything missing or malformed as its default', () => {
    expect(sessionSchema.parse({})).toEqual(EMPTY_SESSION);
    expect(EMPTY_SESSION).toMatchObject({
      orderID: null,
      customer: null,
      orderLockSystems: [],
      noKeyLockSets: false,
      lockSetCounter: DEFAULT_LOCK_SET_COUNTER,
      masterKeyCounter: DEFAULT_MASTER_KEY_COUNTER,
    });
    const malformed = sessionSchema.parse({
      orderID: 42,
      orderLockSystemStatus: 2.5,
      customer: { ccid: '1' },
      orderLockSystems: 'OLS-1',
      isQuote: 'yes',
      localQuoteDetails: { orderId: 7 },
      lockSetCounter: '3',
    });
    expect(malformed).toMatchObject({
      orderID: '42',
      orderLockSystemStatus: null,
      customer: null,
      orderLockSystems: [],
      isQuote: false,
      localQuoteDetails: null,
      lockSetCounter: DEFAULT_LOCK_SET_COUNTER,
    });
    localStorage.setItem(SESSION_KEY, '{not json');
    expect(readSession()).toBe(EMPTY_SESSION);
    localStorage.removeItem(SESSION_KEY);
  });
});

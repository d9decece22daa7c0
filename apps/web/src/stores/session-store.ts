import { DEFAULT_LOCK_SET_COUNTER, DEFAULT_MASTER_KEY_COUNTER } from '@keyplan/domain';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { readItem, subscribeToStorage, writeItem } from '../lib/local-storage.ts';

/**
 * The session values of SPEC §3 in one store, persisted to localStorage so they survive a
 * reload, cleared on sign-out. Screens read them with `useSession()` and change them with
 * `updateSession()`; nothing else writes the key.
 */
export const SESSION_KEY = 'keyplan.session';

/** Text values; numbers stored by older clients (e.g. a numeric design id) read as text. */
const nullableText = z.union([z.string(), z.number()]).transform(String).nullable().catch(null);
const flag = z.boolean().catch(false);

export const sessionSchema = z.object({
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
  /** Next default numbers of new nodes (SPEC §3: lock sets 2, master keys 0). */
  lockSetCounter: z.number().int().catch(DEFAULT_LOCK_SET_COUNTER),
  masterKeyCounter: z.number().int().catch(DEFAULT_MASTER_KEY_COUNTER),
});

export type SessionState = z.infer<typeof sessionSchema>;

/** A fresh session: nothing chosen, counters at their defaults. */
export const EMPTY_SESSION: SessionState = sessionSchema.parse({});

let cachedRaw: string | null | undefined;
let cached: SessionState = EMPTY_SESSION;

/** The stored session; anything missing or malformed reads as its default. */
export function readSession(): SessionState {
  const raw = readItem(SESSION_KEY);
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    cached = raw ? sessionSchema.parse(JSON.parse(raw)) : EMPTY_SESSION;
  } catch {
    cached = EMPTY_SESSION;
  }
  return cached;
}

/** Changes some session values, keeping the others. */
export function updateSession(patch: Partial<SessionState>): SessionState {
  const next = { ...readSession(), ...patch };
  writeItem(SESSION_KEY, JSON.stringify(next));
  return next;
}

/** Starts over: every value back to its default, then the given ones. */
export function resetSession(values: Partial<SessionState> = {}): SessionState {
  const next = { ...EMPTY_SESSION, ...values };
  writeItem(SESSION_KEY, JSON.stringify(next));
  return next;
}

/** Forgets the session (sign-out). */
export function clearSession(): void {
  writeItem(SESSION_KEY, null);
}

/** The current session, re-rendering when it changes (in this tab or another). */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeToStorage, readSession, () => EMPTY_SESSION);
}

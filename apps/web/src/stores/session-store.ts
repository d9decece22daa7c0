import { DEFAULT_LOCK_SET_COUNTER, DEFAULT_MASTER_KEY_COUNTER } from '@keyplan/domain';
import { useSyncExternalStore } from 'react';
import { z } from 'zod/mini';
import { readItem, subscribeToStorage, writeItem } from '../lib/local-storage.ts';

/**
 * The session values of SPEC §3 in one store, persisted to localStorage so they survive a
 * reload, cleared on sign-out. Screens read them with `useSession()` and change them with
 * `updateSession()`; nothing else writes the key.
 *
 * Each tab keeps its own system (issue 30): when another tab changes the stored session (picks
 * another customer, opens another system), this tab keeps what it had in sessionStorage under
 * TAB_SESSION_KEY and reads that from then on, through reloads too. A new tab starts from the
 * stored one.
 */
export const SESSION_KEY = 'keyplan.session';
export const TAB_SESSION_KEY = 'keyplan.tabSession';

function readTabSession(): string | null {
  try {
    return sessionStorage.getItem(TAB_SESSION_KEY);
  } catch {
    return null;
  }
}

function writeTabSession(value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(TAB_SESSION_KEY);
    else sessionStorage.setItem(TAB_SESSION_KEY, value);
  } catch {
    // Blocked: this tab follows the stored session, as before.
  }
}

/** Another tab changed the stored session: this tab keeps the one it was showing. */
function keepThisTabsSession(event: StorageEvent): void {
  if (event.key !== SESSION_KEY || event.oldValue === null || readTabSession() !== null) return;
  writeTabSession(event.oldValue);
}
if (typeof window !== 'undefined') window.addEventListener('storage', keepThisTabsSession);

/** This tab's session, as stored text: its own once another tab changed the stored one. */
const rawSession = () => readTabSession() ?? readItem(SESSION_KEY);

/** Stores the session of this tab (and, for new tabs, as the stored one). */
function writeSession(value: string | null): void {
  if (readTabSession() !== null) writeTabSession(value);
  writeItem(SESSION_KEY, value);
}

/*
 * In zod/mini (issue 32): the session is read before the first screen renders, and mini's
 * functions tree-shake where classic's methods cannot. Same rules as the classic schema it
 * replaced (session-store.test.ts): anything missing or malformed reads as its default.
 */

/** Text values; numbers stored by older clients (e.g. a numeric design id) read as text. */
const nullableText = z.catch(z.nullable(z.pipe(z.union([z.string(), z.number()]), z.transform(String))), null);
const flag = z.catch(z.boolean(), false);

export const sessionSchema = z.object({
  orderID: nullableText,
  orderLockSystemID: nullableText,
  orderLockSystemStatus: z.catch(z.nullable(z.int()), null),
  systemBucketType: nullableText,
  lockSystemID: nullableText,
  ccid: nullableText,
  customer: z.catch(z.nullable(z.object({ ccid: z.string(), name: z.string(), salesArea: z.string() })), null),
  sapOrderNumber: nullableText,
  orderPONumber: nullableText,
  sapLineNumber: nullableText,
  noKeyLockSets: flag,
  orderLockSystems: z.catch(z.array(z.string()), []),
  loadByLineNumber: flag,
  designID: nullableText,
  loadByDesignID: flag,
  isAddToSystem: flag,
  orderCurrency: nullableText,
  isQuote: flag,
  salesArea: nullableText,
  quoteNumber: nullableText,
  quoteNumberForTransfer: nullableText,
  localQuoteDetails: z.catch(z.nullable(z.looseObject({ orderId: z.string() })), null),
  reviewPassCode: nullableText,
  /** Next default numbers of new nodes (SPEC §3: lock sets 2, master keys 0). */
  lockSetCounter: z.catch(z.int(), DEFAULT_LOCK_SET_COUNTER),
  masterKeyCounter: z.catch(z.int(), DEFAULT_MASTER_KEY_COUNTER),
});

export type SessionState = z.infer<typeof sessionSchema>;

/** A fresh session: nothing chosen, counters at their defaults. */
export const EMPTY_SESSION: SessionState = sessionSchema.parse({});

let cachedRaw: string | null | undefined;
let cached: SessionState = EMPTY_SESSION;

/** The stored session; anything missing or malformed reads as its default. */
export function readSession(): SessionState {
  const raw = rawSession();
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
  writeSession(JSON.stringify(next));
  return next;
}

/** Starts over: every value back to its default, then the given ones. */
export function resetSession(values: Partial<SessionState> = {}): SessionState {
  const next = { ...EMPTY_SESSION, ...values };
  writeSession(JSON.stringify(next));
  return next;
}

/** Forgets the session (sign-out). */
export function clearSession(): void {
  writeTabSession(null);
  writeItem(SESSION_KEY, null);
}

/** The current session, re-rendering when it changes (in this tab or another). */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeToStorage, readSession, () => EMPTY_SESSION);
}

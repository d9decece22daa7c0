import { z } from 'zod';
import { readItem, writeItem } from '../lib/local-storage.ts';

/**
 * The session values of SPEC §3 that the shell needs (the help request's context). A later
 * release extends this with the rest of the session (orderID, orderLockSystemID, …) and writes it
 * from the startup URL handling; unknown keys are kept so that both can share the object.
 */
export const SESSION_KEY = 'keyplan.session';

const text = z
  .union([z.string(), z.number()])
  .transform((value) => String(value))
  .nullable()
  .optional()
  .catch(null);

const sessionSchema = z.looseObject({
  ccid: text,
  sapOrderNumber: text,
  designID: text,
});

export interface SessionValues {
  ccid: string | null;
  sapOrderNumber: string | null;
  designID: string | null;
}

const EMPTY: SessionValues = { ccid: null, sapOrderNumber: null, designID: null };

/** Reads the stored session; anything missing or malformed reads as null. */
export function readSession(): SessionValues {
  const raw = readItem(SESSION_KEY);
  if (!raw) return EMPTY;
  try {
    const parsed = sessionSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return EMPTY;
    const { ccid, sapOrderNumber, designID } = parsed.data;
    return { ccid: ccid || null, sapOrderNumber: sapOrderNumber || null, designID: designID || null };
  } catch {
    return EMPTY;
  }
}

/** Forgets the session (sign-out). */
export function clearSession(): void {
  writeItem(SESSION_KEY, null);
}

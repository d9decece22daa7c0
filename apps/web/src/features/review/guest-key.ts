import { reviewSessionSchema } from '@keyplan/domain';
import { z } from 'zod';
import type { ViewCredential, ViewSession } from './api/open-view-session.ts';

/** Where the guest key is kept: this tab only, gone when it closes (SPEC §3 "guest authentication key"). */
export const GUEST_KEY_STORAGE = 'keyplan.guestKey';

const storedSchema = reviewSessionSchema.extend({ credential: z.string() });

/** One string per credential, so that a new link never reuses the key of another. */
export function credentialKey(credential: ViewCredential): string {
  return 'review' in credential
    ? `${credential.id}|review|${credential.review}`
    : `${credential.id}|sap|${credential.sapOrderNumber}`;
}

/** A kept guest key for this credential that is still good for at least `marginMs`, else null. */
export function readGuestKey(credential: ViewCredential, marginMs = 30_000): ViewSession | null {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(sessionStorage.getItem(GUEST_KEY_STORAGE) ?? 'null'));
    if (!parsed.success || parsed.data.credential !== credentialKey(credential)) return null;
    if (Date.parse(parsed.data.expiresAt) - marginMs <= Date.now()) return null;
    const { credential: _credential, ...session } = parsed.data;
    return session;
  } catch {
    return null;
  }
}

export function keepGuestKey(credential: ViewCredential, session: ViewSession): void {
  try {
    sessionStorage.setItem(GUEST_KEY_STORAGE, JSON.stringify({ ...session, credential: credentialKey(credential) }));
  } catch {
    // Storage full or blocked: the key stays in memory for this page.
  }
}

export function forgetGuestKey(): void {
  try {
    sessionStorage.removeItem(GUEST_KEY_STORAGE);
  } catch {
    // Nothing kept.
  }
}

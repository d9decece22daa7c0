import { reviewSessionSchema, type ReviewSession } from '@keyplan/domain';
import { z } from 'zod';
import { retryAfterSeconds } from '../../../lib/api-client.ts';

/** The answer of POST View/sessions (decision 0011): the guest key, until when, for which order. */
export type ViewSession = ReviewSession;

/** What the startup flow left in the session: the order id and the pass code or SAP order number. */
export type ViewCredential = { id: string; review: string } | { id: string; sapOrderNumber: string };

/** The exchange failed: 401 (link not recognized), 429 (throttled, with the wait), or anything else. */
export class ViewSessionError extends Error {
  override name = 'ViewSessionError';
  constructor(
    readonly status: number,
    readonly retryAfterSeconds: number | null,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Exchanges the link's credential for a guest key. Plain fetch, not the API client: no bearer may
 * go with it, and a 429's Retry-After header is needed.
 */
export async function openViewSession(
  baseUrl: string,
  credential: ViewCredential,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<ViewSession> {
  let response: Response;
  try {
    response = await fetchImpl(`${baseUrl.replace(/\/+$/, '')}/View/sessions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(credential),
    });
  } catch (error) {
    throw new ViewSessionError(0, null, `Network error: ${String(error)}`);
  }
  if (!response.ok) {
    const detail = await response
      .json()
      .then((body: unknown) => z.object({ detail: z.string() }).safeParse(body).data?.detail)
      .catch(() => undefined);
    throw new ViewSessionError(
      response.status,
      response.status === 429 ? retryAfterSeconds(response.headers) : null,
      detail ?? `The review could not be opened (${response.status}).`,
    );
  }
  return reviewSessionSchema.parse(await response.json());
}

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

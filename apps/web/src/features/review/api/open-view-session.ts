import { reviewSessionSchema, type ReviewSession } from '@keyplan/domain';
import { z } from 'zod';
import { retryAfterSeconds } from '../../../lib/api-client.ts';
import { textNow } from '../../../i18n/use-text.ts';
import { reviewText } from '../review-text.ts';

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
    throw new ViewSessionError(0, null, textNow(reviewText)('session.networkError', { error: String(error) }));
  }
  if (!response.ok) {
    const detail = await response
      .json()
      .then((body: unknown) => z.object({ detail: z.string() }).safeParse(body).data?.detail)
      .catch(() => undefined);
    throw new ViewSessionError(
      response.status,
      response.status === 429 ? retryAfterSeconds(response.headers) : null,
      detail ?? textNow(reviewText)('session.notOpened', { status: response.status }),
    );
  }
  return reviewSessionSchema.parse(await response.json());
}

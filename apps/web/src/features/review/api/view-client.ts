import { createApiClient, ApiError, type ApiClient } from '../../../lib/api-client.ts';
import { textNow } from '../../../i18n/use-text.ts';
import { reviewText } from '../review-text.ts';

/** The header a guest key travels in (SPEC §7 "View/lookup with a view-authorization header"). */
export const VIEW_AUTHORIZATION_HEADER = 'View-Authorization';

/**
 * The View endpoint of a staff path the reused components call: the order, the lookups, the
 * logos and the confirmation PDF. Null for anything else: a guest key opens nothing more.
 */
export function viewPathOf(path: string): string | null {
  const clean = path.replace(/^\/+/, '');
  const lookup = /^LookUp\/(.+)$/.exec(clean);
  if (lookup) return `View/lookup/${lookup[1]}`;
  if (
    /^orders\/[^/?]+$/.test(clean) ||
    /^orders\/[^/?]+\/key-chart(\?.*)?$/.test(clean) ||
    /^orders\/[^/?]+\/confirmation\.pdf(\?language=[A-Za-z-]+)?$/.test(clean)
  )
    return `View/${clean}`;
  if (/^logos\/[^/?]+$/.test(clean)) return `View/${clean}`;
  if (/^View\/orders\/[^/?]+\/(responses|approvals|comments|pricing)$/.test(clean)) return clean;
  if (/^View\/orders\/[^/?]+\/key-register(\/proposals|\/keys\/[^/?]+\/exposure)?$/.test(clean)) return clean;
  return null;
}

/** The only writes a guest key makes: the customer's approval and comments, and key register proposals. */
const GUEST_WRITES = /^View\/orders\/[^/?]+\/(approvals|comments|key-register\/proposals)$/;

export interface ViewClientOptions {
  baseUrl: string;
  guestKey: string;
  fetchImpl?: typeof fetch;
  /**
   * Called when the server refuses the guest key (401): staff removed the pass code or turned the
   * link off, or the key expired. The page then exchanges its link again, which says why.
   */
  onKeyRefused?: () => void;
}

/**
 * An API client for a customer's read-only review: sends the guest key as View-Authorization
 * instead of a bearer, and maps the staff paths of the shared components (orders/{id},
 * LookUp/{name}, logos/{id}) onto the View endpoints, so the same screens work for both.
 * Writes are refused before they leave the browser, but for the customer's approval and comments.
 */
export function createViewClient({ baseUrl, guestKey, fetchImpl, onKeyRefused }: ViewClientOptions): ApiClient {
  const inner = createApiClient({
    baseUrl,
    getAccessToken: () => null,
    fetchImpl: (input, init = {}) => {
      const headers = new Headers(init.headers);
      headers.set(VIEW_AUTHORIZATION_HEADER, guestKey);
      return (fetchImpl ?? fetch)(input, { ...init, headers });
    },
  });
  return {
    request<T>(path: string, options: Parameters<ApiClient['request']>[1] = {}) {
      const viewPath = viewPathOf(path);
      const method = options.method ?? 'GET';
      if (viewPath === null || (method !== 'GET' && !(method === 'POST' && GUEST_WRITES.test(viewPath)))) {
        return Promise.reject(
          new ApiError(403, { title: 'Forbidden', status: 403, detail: textNow(reviewText)('session.readOnly') }),
        );
      }
      return inner.request<T>(viewPath, options).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401) onKeyRefused?.();
        throw error;
      });
    },
  };
}

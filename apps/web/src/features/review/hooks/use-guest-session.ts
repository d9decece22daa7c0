import { useQuery } from '@tanstack/react-query';
import { useConfig } from '../../../config/config-context.tsx';
import { credentialKey, keepGuestKey, readGuestKey } from '../guest-key.ts';
import {
  openViewSession,
  type ViewCredential,
  type ViewSession,
  type ViewSessionError,
} from '../api/open-view-session.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Exchanged again this long before the key expires, so that a long look never meets a 401. */
const RENEW_BEFORE_MS = 20_000;

/**
 * The guest key of the link's credential: the one kept in this tab while it is good, else one
 * exchange (POST View/sessions; one per credential however often React renders). Renewed shortly
 * before it expires. Only network failures are tried again; 401 and 429 are answers.
 */
export function useGuestSession(credential: ViewCredential | null) {
  const { apiBase } = useConfig();
  return useQuery<ViewSession, ViewSessionError>({
    queryKey: queryKeys.viewSession(credential ? credentialKey(credential) : null),
    enabled: credential !== null,
    queryFn: async () => {
      const kept = readGuestKey(credential!);
      if (kept) return kept;
      const session = await openViewSession(apiBase, credential!);
      keepGuestKey(credential!, session);
      return session;
    },
    retry: (failures, error) => error.status === 0 && failures < 2,
    staleTime: Infinity,
    refetchInterval: (query) => {
      const expiresAt = query.state.data ? Date.parse(query.state.data.expiresAt) : NaN;
      return Number.isNaN(expiresAt) ? false : Math.max(expiresAt - Date.now() - RENEW_BEFORE_MS, 5_000);
    },
  });
}

/** The credential the startup flow left in the session, or null when there is none. */
export function credentialOf(
  orderID: string | null,
  reviewPassCode: string | null,
  sapOrderNumber: string | null,
): ViewCredential | null {
  if (!orderID) return null;
  if (reviewPassCode) return { id: orderID, review: reviewPassCode };
  if (sapOrderNumber) return { id: orderID, sapOrderNumber };
  return null;
}

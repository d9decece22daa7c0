import { LOOKUP_NAMES } from '@keyplan/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { lookupQueryOptions } from '../../api/get-lookup.ts';
import { orderQueryOptions } from '../../api/get-order.ts';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../features/auth/auth-context.ts';
import { pricingQueryOptions } from '../../features/key-system/api/get-pricing.ts';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { useSession } from '../../stores/session-store.ts';

const EDITOR_SCREENS: readonly string[] = [paths.keySystem.path, paths.set.path];

/**
 * Starts loading what the key system editor shows (the session's order, its price book and the
 * lookup lists) as soon as there is a token, while the staff check (GET /me) is still under way:
 * the editor then opens with them at once instead of fetching them one after another (issue 14).
 * The server checks every request's role itself, so loading early shows nothing to anyone.
 */
export function ScreenDataPrefetch() {
  const { isAuthenticated } = useAuth();
  const { pathname } = useLocation();
  const { orderID, orderCurrency } = useSession();
  const queryClient = useQueryClient();
  const client = useApiClient();
  const editor = EDITOR_SCREENS.includes(pathname);

  useEffect(() => {
    if (!isAuthenticated || !editor) return;
    if (orderID) void queryClient.prefetchQuery(orderQueryOptions(client, orderID));
    if (orderCurrency) void queryClient.prefetchQuery(pricingQueryOptions(client, orderCurrency));
    for (const name of LOOKUP_NAMES) void queryClient.prefetchQuery(lookupQueryOptions(client, name));
  }, [isAuthenticated, editor, orderID, orderCurrency, queryClient, client]);
  return null;
}

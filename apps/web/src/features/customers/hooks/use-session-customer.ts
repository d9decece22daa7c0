import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getCustomer } from '../../../api/get-customer.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { readSession, updateSession, useSession } from '../../../stores/session-store.ts';

/**
 * Keeps the session's customer (name, sales area) with its CCID (issue 26): a system opened by
 * its number, from a link or after a reload may leave the session with a CCID only, and every
 * header would then read "Customer 0000300002". The customer is loaded once and put back.
 */
export function useSessionCustomer(enabled: boolean): void {
  const client = useApiClient();
  const { ccid, customer } = useSession();
  const missing = enabled && ccid !== null && ccid !== '' && customer?.ccid !== ccid;
  const loaded = useQuery({
    queryKey: queryKeys.linkedCustomer(ccid),
    queryFn: ({ signal }) => getCustomer(client, ccid!, signal),
    enabled: missing,
    retry: false,
    staleTime: 5 * 60_000,
  });
  useEffect(() => {
    const found = loaded.data;
    // Only into the session that asked: another customer may have been chosen meanwhile.
    if (!found || readSession().ccid !== found.ccid || readSession().customer?.ccid === found.ccid) return;
    updateSession({ customer: { ccid: found.ccid, name: found.name, salesArea: found.salesArea } });
  }, [loaded.data]);
}

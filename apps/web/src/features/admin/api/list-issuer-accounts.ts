import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { issuerAccountSummarySchema, type IssuerAccountSummary } from '@keyplan/domain';
import { isApiError, type ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * GET /admin/issuer-accounts (issue 43): the embedded issuer's accounts with their lock-out and
 * sign-on policy. Null when the API answers 404: the issuer is external (Okta), whose own admin
 * console helps its people, so Keyplan has no accounts to show.
 */
export async function listIssuerAccounts(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<IssuerAccountSummary[] | null> {
  try {
    return z.array(issuerAccountSummarySchema).parse(await client.request('admin/issuer-accounts', { signal }));
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export const issuerAccountsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.adminIssuerAccounts,
    queryFn: ({ signal }) => listIssuerAccounts(client, signal),
    // A failure stays shown, with Retry, when the section opens; not tried again behind a spinner.
    retryOnMount: false,
  });

/** The accounts; `data` is null with an external issuer. */
export function useIssuerAccounts() {
  return useQuery(issuerAccountsQueryOptions(useApiClient()));
}

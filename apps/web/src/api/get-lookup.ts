import { MESSAGES, type DisplayLocale, type LookupName, type Lookups } from '@keyplan/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../lib/toast.ts';
import { parseAnswer } from './load-domain-schemas.ts';
import { isApiError, type ApiClient } from '../lib/api-client.ts';
import { useApiClient } from '../lib/api-client-context.tsx';
import { useTelemetry } from '../lib/telemetry-context.tsx';
import { queryKeys } from '../lib/query-keys.ts';
import { shownLanguage, useLocale } from '../i18n/language.ts';

/**
 * GET LookUp/{name} (SPEC §7): one catalog list, validated by the domain's item schema (loaded
 * with the list: no lookup is read on the first screen, issue 32). Its items are named in the
 * language on show, which every request says (Accept-Language, issue 48).
 */
export async function getLookup<N extends LookupName>(
  client: ApiClient,
  name: N,
  signal?: AbortSignal,
): Promise<Lookups[N]> {
  const items = await parseAnswer(client.request(`LookUp/${name}`, { signal }), (schemas) =>
    schemas.lookupListSchema(name),
  );
  return items as Lookups[N];
}

/**
 * A list's query in the language on show (`useLocale()` in a component; the one each request
 * says): the language is part of the key, so switching language loads the names again and
 * switching back finds them cached.
 */
export const lookupQueryOptions = <N extends LookupName>(
  client: ApiClient,
  name: N,
  locale: DisplayLocale = shownLanguage(),
) =>
  queryOptions({
    queryKey: queryKeys.lookup(name, locale),
    queryFn: ({ signal }) => getLookup(client, name, signal),
    // The catalog changes rarely; one load per session is enough.
    staleTime: Infinity,
  });

/**
 * A lookup list; a failure shows the toast 'Error Fetching Lookup Options' once (SPEC §8). A
 * refused key (401) is no lookup failure: staff are asked to sign in again, and a guest's link is
 * exchanged again or ends on 'URL Not Recognized' (issue 30), without the toast beside it.
 */
export function useLookup<N extends LookupName>(name: N) {
  const client = useApiClient();
  const telemetry = useTelemetry();
  // While the names load in a newly chosen language, the previous language's stay on show.
  const query = useQuery({ ...lookupQueryOptions(client, name, useLocale()), placeholderData: keepPreviousData });
  useEffect(() => {
    if (!query.error || isApiError(query.error, 401)) return;
    telemetry.error(query.error, { lookup: name });
    toast.error(MESSAGES.lookupFailed, { toastId: 'lookup-failed' });
  }, [query.error, name, telemetry]);
  return query;
}

import { use, useCallback } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useSearchParams } from 'react-router';

/** Marks URL changes the search field made itself, so the field does not echo them back. */
const FROM_SEARCH_FIELD = { customerSearchField: true } as const;

function isFromSearchField(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'customerSearchField' in state;
}

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The search text (`?q=`) and the page (`?page=`, omitted for 1) kept in the URL, so that Back
 * and reload show the same results. Changes replace the history entry: typing is not navigation.
 */
export function useCustomerSearchParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const query = (searchParams.get('q') ?? '').trim();
  const page = parsePage(searchParams.get('page'));
  // A person who picked a customer has left: the screen may stay mounted while the next one's
  // code loads, and a late debounced search must not put ?q= on the next screen's URL. The
  // router's own state knows where it is now; the rendered location is this screen's.
  const router = use(UNSAFE_DataRouterContext)?.router;
  const stillHere = useCallback(
    () => (router ? router.state.location.pathname === location.pathname : true),
    [router, location.pathname],
  );

  const setQuery = useCallback(
    (next: string) =>
      stillHere() &&
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          if (next) params.set('q', next);
          else params.delete('q');
          params.delete('page');
          return params;
        },
        { replace: true, state: FROM_SEARCH_FIELD },
      ),
    [setSearchParams, stillHere],
  );

  const setPage = useCallback(
    (next: number) =>
      stillHere() &&
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          if (next > 1) params.set('page', String(next));
          else params.delete('page');
          return params;
        },
        { replace: true, state: FROM_SEARCH_FIELD },
      ),
    [setSearchParams, stillHere],
  );

  return {
    query,
    page,
    setQuery,
    setPage,
    /** Changes with every navigation; `external` when it came from elsewhere (a link, Back). */
    navigation: { key: location.key, external: !isFromSearchField(location.state) },
  };
}

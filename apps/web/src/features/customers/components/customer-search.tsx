import { Suspense, useEffect, useEffectEvent, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { LIMITS, type Customer } from '@keyplan/domain';
import { CUSTOMER_PAGE_SIZE, useCustomerSearch } from '../../../api/search-customers.ts';
import { Pager } from '../../../components/ui/pager.tsx';
import { SearchIcon } from '../../../components/plain/icons.tsx';
import { LinearProgress } from '../../../components/plain/spinner.tsx';
import { below, useMediaQuery } from '../../../components/plain/use-media-query.ts';
import { prefillFromQuery, type CustomerPrefill } from '../customer-prefill.ts';
import { useCustomerSearchParams } from '../hooks/use-customer-search-params.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { ccidOf, isCcidLike } from '../sap-lookup.ts';
import { CustomerResultsList } from './customer-results-list.tsx';
import { CustomerResultsTable } from './customer-results-table.tsx';
import { CustomerSearchError, NoCustomersFound } from './customer-search-states.tsx';
import { lazyMuiPage } from '../../../components/mui/lazy-mui-page.tsx';
import { useText } from '../../../i18n/use-text.ts';
import { customerSearchText } from '../customer-search-text.ts';

/** Offered only for a customer number nobody has: MUI and its code come when it is shown. */
const SapLookupOffer = lazyMuiPage(() =>
  import('./sap-lookup-offer.tsx').then((module) => ({ default: module.SapLookupOffer })),
);

const SEARCH_INPUT_ID = 'customer-search-query';

/** Results follow typing once it pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;

interface CustomerSearchProps {
  onSelect: (customer: Customer) => void;
  /** Asked from the empty state, with what was searched for. */
  onAddCustomer: (prefill: CustomerPrefill) => void;
  /**
   * Shown first under the field: systems the search names by number (the page composes them).
   * When it is there, no customer matching is not worth an empty state.
   */
  found?: ReactNode;
}

/**
 * Search by ccid, name or city with results as you type, paging, loading, empty and error states.
 * A table from md up, a list of buttons on phones (SPEC §9: mobile is below md). Plain markup styled
 * as MUI's (plain.css): Customer Search is the first screen and loads without MUI (decision 0051).
 */
export function CustomerSearch({ onSelect, onAddCustomer, found }: CustomerSearchProps) {
  const t = useText(customerSearchText);
  const isPhone = useMediaQuery(below('md'));
  const { query, page, setQuery, setPage, navigation } = useCustomerSearchParams();
  const [text, setText] = useState(query);
  const inputRef = useRef<HTMLInputElement>(null);

  // Ready to type on arrival, unless the person is already somewhere else (this screen's code
  // may load after they opened the help dialog).
  useEffect(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) inputRef.current?.focus();
  }, []);
  const debouncedText = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);

  // A link or Back changed the URL while the screen stayed: the field shows that search.
  const [seenNavigation, setSeenNavigation] = useState(navigation.key);
  if (navigation.key !== seenNavigation) {
    setSeenNavigation(navigation.key);
    if (navigation.external && text.trim() !== query) setText(query);
  }

  const applyText = useEffectEvent((value: string) => {
    if (value.trim() !== query) setQuery(value.trim());
  });
  useEffect(() => applyText(debouncedText), [debouncedText]);

  const search = useCustomerSearch(query, page);
  const data = search.isError ? undefined : search.data;

  // A page beyond the last (an old link, fewer results now) shows the last page instead.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / CUSTOMER_PAGE_SIZE)) : page;
  const fixPage = useEffectEvent(() => setPage(lastPage));
  const pageOutOfRange = !search.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pageOutOfRange) fixPage();
  }, [pageOutOfRange]);

  const handleSubmit = (event: FormEvent) => {
    // Enter searches at once, without waiting for the pause.
    event.preventDefault();
    const value = text.trim();
    // Enter on the only match opens it, as a person expects of a search that found one.
    if (value === query && value !== '' && data?.total === 1 && !search.isPlaceholderData) onSelect(data.items[0]!);
    else if (value !== query) setQuery(value);
  };

  const Results = isPhone ? CustomerResultsList : CustomerResultsTable;

  return (
    <div className="kp-stack" style={{ gap: 16 }}>
      <form role="search" aria-label={t('customers')} noValidate onSubmit={handleSubmit}>
        <div className="kp-field">
          <label className="kp-field-label" htmlFor={SEARCH_INPUT_ID}>
            {t('searchLabel')}
          </label>
          <SearchIcon />
          <input
            id={SEARCH_INPUT_ID}
            placeholder={t('searchPlaceholder')}
            type="search"
            ref={inputRef}
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={LIMITS.customerSearchQueryLength}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
      </form>

      <div>
        <div style={{ height: 4 }}>{search.isFetching && <LinearProgress label={t('loadingCustomers')} />}</div>
        <p role="status" className="kp-body2 kp-secondary" style={{ paddingTop: 8, minHeight: '2em' }}>
          {/* '1 customer found', '24 customers found'; a count that stopped (issue 44) says '1,000+ customers found: narrow the search'. */}
          {search.isPending
            ? t('searching')
            : data && data.total > 0
              ? t(data.totalCapped ? 'foundCapped' : 'found', { count: data.total })
              : ''}
        </p>
      </div>

      {search.isError && (
        <CustomerSearchError
          message={search.error.message}
          retrying={search.isFetching}
          onRetry={() => void search.refetch()}
        />
      )}

      {found}

      {data && data.total === 0 && !found && (
        <NoCustomersFound
          query={query}
          onAddCustomer={() => onAddCustomer(prefillFromQuery(query))}
          // Keyed by the number: a new search asks SAP afresh.
          sapLookup={
            isCcidLike(query) ? (
              <Suspense fallback={null}>
                <SapLookupOffer key={query} ccid={ccidOf(query)} onAddCustomer={onAddCustomer} />
              </Suspense>
            ) : undefined
          }
        />
      )}

      {data && data.total > 0 && (
        <div
          style={{ opacity: search.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
          aria-busy={search.isPlaceholderData}
        >
          <Results customers={data.items} onSelect={onSelect} />
          <Pager
            count={data.total}
            page={Math.min(page, lastPage) - 1}
            rowsPerPage={CUSTOMER_PAGE_SIZE}
            onPageChange={(next) => setPage(next + 1)}
            showFirstAndLast={!isPhone}
          />
        </div>
      )}
    </div>
  );
}

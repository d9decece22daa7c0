import { Suspense } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Customer } from '@keyplan/domain';
import { lazyMuiPage } from '../components/mui/lazy-mui-page.tsx';
import { PersonAddIcon } from '../components/plain/icons.tsx';
import { PlainLinkButton } from '../components/plain/plain-button.tsx';
import { paths } from '../config/paths.ts';
import { CustomerSearch } from '../features/customers/components/customer-search.tsx';
import type { AddCustomerState, CustomerPrefill } from '../features/customers/customer-prefill.ts';
import { selectCustomer } from '../features/customers/select-customer.ts';
import { useFoundSystems } from '../features/systems/api/find-systems.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useText } from '../i18n/use-text.ts';
import { customerSearchText } from '../features/customers/customer-search-text.ts';

/** Shown only when the search names a system by number: MUI and its code come with it. */
const FoundSystems = lazyMuiPage(() =>
  import('../features/systems/components/found-systems.tsx').then((module) => ({ default: module.FoundSystems })),
);

/** /customer-search: find the customer (or add one), then start a system for them; or open a system by its number. */
export function CustomerSearchPage() {
  const t = useText(customerSearchText);
  useDocumentTitle(t('title'));
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const returnTo = `${pathname}${search}`;
  const [searchParams] = useSearchParams();
  const query = searchParams.get('q') ?? '';
  // Systems the search names by number come first; with them, no customer matching is no empty state.
  const systemsFound = (useFoundSystems(query).data?.length ?? 0) > 0;

  const handleSelect = (customer: Customer) => {
    selectCustomer(customer);
    void navigate(paths.systemStart.getHref());
  };

  const handleAddCustomer = (prefill: CustomerPrefill) =>
    void navigate(paths.addCustomer.getHref(), { state: { prefill, returnTo } satisfies AddCustomerState });

  return (
    // The first screen: drawn without MUI (plain.css, decision 0051).
    <section className="kp-stack" style={{ gap: 24, padding: '16px 0' }}>
      <div
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 16 }}
      >
        <h1 className="kp-h4">{t('title')}</h1>
        <PlainLinkButton
          to={paths.addCustomer.getHref()}
          state={{ returnTo } satisfies AddCustomerState}
          variant="contained"
          startIcon={<PersonAddIcon />}
        >
          {t('addCustomer')}
        </PlainLinkButton>
      </div>
      <CustomerSearch
        onSelect={handleSelect}
        onAddCustomer={handleAddCustomer}
        found={
          systemsFound ? (
            <Suspense fallback={null}>
              <FoundSystems query={query} />
            </Suspense>
          ) : undefined
        }
      />
    </section>
  );
}

export default CustomerSearchPage;

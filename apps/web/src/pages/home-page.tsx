import { readStartupParameters, resolveStartup } from '@keyplan/domain';
import { useMemo, type ComponentProps } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../config/paths.ts';
import { RequireStaff } from '../features/auth/components/require-staff.tsx';
import { lazyPage } from '../lib/lazy-page.ts';
import type { CustomerEntry as CustomerEntryScreen } from './startup/customer-entry.tsx';
import type { StaffStartup as StaffStartupScreen } from './startup/staff-startup.tsx';

/**
 * The start-up cases load their code when a link asks for one: a person who opens Keyplan at its
 * address goes straight on to Customer Search without it (issue 32, decision 0051).
 */
const CustomerEntry = lazyPage<ComponentProps<typeof CustomerEntryScreen>>(() =>
  import('./startup/customer-entry.tsx').then((module) => ({ default: module.CustomerEntry })),
);
const StaffStartup = lazyPage<ComponentProps<typeof StaffStartupScreen>>(() =>
  import('./startup/staff-startup.tsx').then((module) => ({ default: module.StaffStartup })),
);

/**
 * / (SPEC §2, §4 "Startup URL handling"): `reorder` in the query opens Reorder Locks (SPEC §2's
 * second entry at /); otherwise the domain's resolveStartup decides from the query;
 * without parameters, and in the default case, the person goes to /customer-search (which asks
 * for sign-in first). Staff cases need sign-in; the quoting gate is checked once signed in.
 */
export function HomePage() {
  const location = useLocation();
  const decision = useMemo(
    () => resolveStartup(location.pathname, readStartupParameters(location.search), true),
    [location.pathname, location.search],
  );
  // SPEC §2's second entry at /: `/?reorder&ccid=…&sapordernumber=…` shows Reorder Locks for that system.
  if (new URLSearchParams(location.search).has('reorder'))
    return <Navigate to={`${paths.reorderLocks.getHref()}${location.search}`} replace />;

  switch (decision.kind) {
    case 'guest-review':
    case 'customer-link':
    case 'incomplete-customer-link':
      return <CustomerEntry decision={decision} />;
    case 'user-load':
    case 'new-for-customer':
      return (
        <RequireStaff>
          <StaffStartup decision={decision} search={location.search} />
        </RequireStaff>
      );
    default:
      return <Navigate to={paths.customerSearch.getHref()} replace />;
  }
}

export default HomePage;

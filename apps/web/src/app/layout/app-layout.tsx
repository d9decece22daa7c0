import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { useConfig } from '../../config/config-context.tsx';
import { useMe } from '../../features/auth/api/get-me.ts';
import { HelpActions } from '../../features/help/components/help-actions.tsx';
import { useSessionCustomer } from '../../features/customers/hooks/use-session-customer.ts';
import { UnsavedChangesProvider } from '../../components/unsaved-changes/unsaved-changes-provider.tsx';
import { AppHeader } from './app-header.tsx';
import { ScreenDataPrefetch } from './screen-data-prefetch.tsx';

/** Help and FAQ icons: help only for signed-in staff (SPEC §2, §6), FAQ only when configured. */
function GlobalHelp() {
  const { faqUrl } = useConfig();
  const me = useMe();
  const staffEmail = me.data?.isStaff ? me.data.email : null;
  return <HelpActions staffEmail={staffEmail} faqUrl={faqUrl} />;
}

/** The session's customer by name wherever a screen names it, for staff (the customer API is theirs). */
function SessionCustomer() {
  const me = useMe();
  useSessionCustomer(me.data?.isStaff === true);
  return null;
}

/** The frame of every screen; inside the router so the unsaved-changes guard can block navigation. */
export function AppLayout() {
  return (
    <UnsavedChangesProvider>
      <ScreenDataPrefetch />
      <SessionCustomer />
      <AppHeader />
      {/* The page ends with the help icons' room (.kp-main in plain.css, from help-clearance.ts). On a
          phone the icons sit in it, at the page's end: a floating button would cover some control of a
          phone's full-width page wherever it is scrolled (issue 47). From md up they float, and the
          right edge keeps their column free, so no row's button ever passes under them. */}
      <div className="kp-page">
        <main className="kp-main">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </main>
        <GlobalHelp />
      </div>
    </UnsavedChangesProvider>
  );
}

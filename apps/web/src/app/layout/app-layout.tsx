import { Suspense } from 'react';
import { Outlet } from 'react-router';
import Container from '@mui/material/Container';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import { HELP_CLEARANCE, HELP_GUTTER_MD, withSafeArea } from '../../components/ui/help-clearance.ts';
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

/** Room the floating help icons take at the bottom of the viewport (phones, md up). */
const helpClearance = {
  xs: withSafeArea(HELP_CLEARANCE.xs, 'bottom'),
  md: withSafeArea(HELP_CLEARANCE.md, 'bottom'),
};

/**
 * Whatever the browser scrolls into view (a focused control, a find-in-page hit, a link's target)
 * stops below the sticky app bar (56 px on phones, 64 px from sm) and above the help icons.
 */
const scrollPadding = (theme: Theme) => ({
  html: {
    scrollPaddingTop: 64,
    scrollPaddingBottom: helpClearance.xs,
    [theme.breakpoints.up('sm')]: { scrollPaddingTop: 72 },
    [theme.breakpoints.up('md')]: { scrollPaddingBottom: helpClearance.md },
  },
});

/** The frame of every screen; inside the router so the unsaved-changes guard can block navigation. */
export function AppLayout() {
  return (
    <UnsavedChangesProvider>
      <ScreenDataPrefetch />
      <SessionCustomer />
      <GlobalStyles styles={scrollPadding} />
      <AppHeader />
      {/* The page ends with the help icons' room: its last content scrolls clear of them; from md up the
          right edge keeps their column free too, so no row's button ever passes under them. */}
      <Container
        component="main"
        maxWidth="xl"
        sx={{
          pt: 3,
          pb: helpClearance,
          pl: { xs: 2, sm: 3 },
          pr: { xs: 2, sm: 3, md: withSafeArea(HELP_GUTTER_MD, 'right') },
        }}
      >
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
      <GlobalHelp />
    </UnsavedChangesProvider>
  );
}

import { Suspense } from 'react';
import { Outlet } from 'react-router';
import Container from '@mui/material/Container';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { useConfig } from '../../config/config-context.tsx';
import { useMe } from '../../features/auth/api/get-me.ts';
import { HelpActions } from '../../features/help/components/help-actions.tsx';
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

/** The frame of every screen; inside the router so the unsaved-changes guard can block navigation. */
export function AppLayout() {
  return (
    <UnsavedChangesProvider>
      <ScreenDataPrefetch />
      <AppHeader />
      {/* Bottom padding keeps content clear of the floating help icons. */}
      <Container component="main" maxWidth="xl" sx={{ pt: 3, pb: 12, px: { xs: 2, sm: 3 } }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
      <GlobalHelp />
    </UnsavedChangesProvider>
  );
}

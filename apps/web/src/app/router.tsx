import { Outlet, createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RequireStaff } from '../features/auth/components/require-staff.tsx';
import { lazyMuiPage } from '../components/mui/lazy-mui-page.tsx';
import { lazyPage } from '../lib/lazy-page.ts';
import { AuthorizePage } from '../pages/authorize-page.tsx';
import { ErrorPage } from '../pages/error-page.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { RouteErrorPage } from '../pages/route-error-page.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { paths } from '../config/paths.ts';

// Screens load in their own chunk, with the MUI theme; the shell stays eager, without MUI. Customer
// Search, the first screen, is drawn without MUI too (decision 0051).
const SystemAddOrEditPage = lazyMuiPage(() => import('../pages/system-add-or-edit-page.tsx'));
const CustomerSearchPage = lazyPage(() => import('../pages/customer-search-page.tsx'));
// `/` only reads a start-up link and moves on, /login/callback finishes a sign-in: their code
// loads with them (main.tsx preloads the screen of the address), off Customer Search's path.
const HomePage = lazyPage(() => import('../pages/home-page.tsx'));
const LoginCallbackPage = lazyPage(() => import('../pages/login-callback-page.tsx'));
const AddCustomerPage = lazyMuiPage(() => import('../pages/add-customer-page.tsx'));
const SystemStartPage = lazyMuiPage(() => import('../pages/system-start-page.tsx'));
const KeySystemPage = lazyMuiPage(() => import('../pages/key-system-page.tsx'));
const SetPage = lazyMuiPage(() => import('../pages/set-page.tsx'));
const ChartingFilePage = lazyMuiPage(() => import('../pages/charting-file-page.tsx'));
const SubmitSystemPage = lazyMuiPage(() => import('../pages/submit-system-page.tsx'));
const SubmitReviewPage = lazyMuiPage(() => import('../pages/submit-review-page.tsx'));
const ReorderLocksPage = lazyMuiPage(() => import('../pages/reorder-locks-page.tsx'));
const EditEngravingPage = lazyMuiPage(() => import('../pages/edit-engraving-page.tsx'));
const AdminPage = lazyMuiPage(() => import('../pages/admin-page.tsx'));
const AccountPage = lazyMuiPage(() => import('../pages/account-page.tsx'));
// The sign-in page brings the provider's SDK with it; no other screen loads it (issue 43).
const SignInPage = lazyMuiPage(() => import('../pages/sign-in-page.tsx'));
const SignInRecoveryPage = lazyMuiPage(() => import('../pages/sign-in-recovery-page.tsx'));

/** Every route of SPEC §2 plus a 404 catch-all. Staff screens sit behind RequireStaff. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // Errors of a screen keep the app bar; errors of the layout itself fall to the route above.
        errorElement: <RouteErrorPage />,
        children: [
          { path: paths.home.path, element: <HomePage /> },
          { path: paths.loginCallback.path, element: <LoginCallbackPage /> },
          { path: paths.authorize.path, element: <AuthorizePage /> },
          { path: paths.signIn.path, element: <SignInPage /> },
          { path: paths.resetPassword.path, element: <SignInRecoveryPage recoveryType="PASSWORD" /> },
          { path: paths.unlockAccount.path, element: <SignInRecoveryPage recoveryType="UNLOCK" /> },
          { path: paths.error.path, element: <ErrorPage /> },
          // Customers reach it by link, without staff sign-in.
          { path: paths.submitReview.path, element: <SubmitReviewPage /> },
          {
            element: (
              <RequireStaff>
                <Outlet />
              </RequireStaff>
            ),
            children: [
              { path: paths.systemAddOrEdit.path, element: <SystemAddOrEditPage /> },
              { path: paths.customerSearch.path, element: <CustomerSearchPage /> },
              { path: paths.addCustomer.path, element: <AddCustomerPage /> },
              { path: paths.systemStart.path, element: <SystemStartPage /> },
              { path: paths.keySystem.path, element: <KeySystemPage /> },
              { path: paths.set.path, element: <SetPage /> },
              { path: paths.chartingFile.path, element: <ChartingFilePage /> },
              { path: paths.submitSystem.path, element: <SubmitSystemPage /> },
              { path: paths.reorderLocks.path, element: <ReorderLocksPage /> },
              { path: paths.editEngraving.path, element: <EditEngravingPage /> },
              { path: paths.admin.path, element: <AdminPage /> },
              { path: paths.account.path, element: <AccountPage /> },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * Starts loading the code of the screen at `pathname` now, while the runtime config, the stored
 * session and GET /me are still under way: the screen renders as soon as access is known.
 */
export function preloadScreen(pathname: string) {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const type = (route.element as { type?: { preload?: () => Promise<unknown> } } | undefined)?.type;
    // A failure here is not reported: rendering the screen loads it again and reports it.
    type?.preload?.().catch(() => undefined);
  }
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}

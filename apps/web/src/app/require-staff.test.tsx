import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { routes } from './router.tsx';
import {
  buildConfig,
  json,
  mockFetch,
  problem,
  renderRoutes,
  staffMe,
  storeSignedInUser,
  userStorageKey,
} from '../testing/test-utils.tsx';
import type { UserManagerClient } from '../features/auth/user-manager.ts';

function visit(path: string) {
  const signinRedirect = vi.fn(() => new Promise<void>(() => undefined));
  const view = renderRoutes({
    routes,
    initialEntries: [path],
    prepareUserManager: (userManager) => {
      userManager.signinRedirect = signinRedirect;
    },
  });
  return { ...view, signinRedirect };
}

describe('RequireStaff', () => {
  it('lets staff in to the screen', async () => {
    storeSignedInUser();
    mockFetch({ 'GET /api/me': () => json(staffMe) });
    visit('/key-system');
    expect(await screen.findByRole('heading', { level: 1, name: 'Key System' })).toBeInTheDocument();
    expect(screen.getByText('sam.staff@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in, coming back to the same address', async () => {
    const fetchMock = mockFetch({});
    const { signinRedirect } = visit('/set?ccid=12');
    await waitFor(() => expect(signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/set?ccid=12' } }));
    expect(screen.getByLabelText('Checking your access')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a signed-out visitor to the app’s own sign-in page when the issuer answers the Authentication API', async () => {
    mockFetch({});
    const signinRedirect = vi.fn(() => new Promise<void>(() => undefined));
    const { router } = renderRoutes({
      routes,
      initialEntries: ['/set?ccid=12'],
      config: buildConfig({ authnApi: true }),
      prepareUserManager: (userManager) => {
        userManager.signinRedirect = signinRedirect;
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Keyplan' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/signin?returnTo=%2Fset%3Fccid%3D12');
    expect(signinRedirect).not.toHaveBeenCalled();
  });

  it('shows Not Authorized to a signed-in person without the staff role', async () => {
    storeSignedInUser();
    mockFetch({ 'GET /api/me': () => problem(403, 'Forbidden') });
    const { router } = visit('/customer-search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Authorized' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permissions to access this site.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error');
  });

  it('drops a refused token and signs in again', async () => {
    storeSignedInUser();
    mockFetch({ 'GET /api/me': () => problem(401, 'Unauthorized') });
    const { signinRedirect } = visit('/charting-file');
    await waitFor(() => expect(signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/charting-file' } }));
    expect(localStorage.getItem(userStorageKey())).toBeNull();
  });

  describe('when the tokens expire while a screen is open', () => {
    /** A screen with typed, unsaved text, signed in with tokens that expire a few seconds later. */
    async function expireOnOpenScreen(signinPopup: UserManagerClient['signinPopup']) {
      storeSignedInUser(undefined, undefined, 3);
      mockFetch({ 'GET /api/me': () => json(staffMe) });
      const signinRedirect = vi.fn(() => new Promise<void>(() => undefined));
      renderRoutes({
        routes,
        initialEntries: ['/system-add-or-edit'],
        prepareUserManager: (userManager) => {
          userManager.signinRedirect = signinRedirect;
          userManager.signinPopup = signinPopup;
        },
      });
      const user = userEvent.setup();
      await user.type(await screen.findByRole('textbox', { name: 'System name' }), 'North campus');
      // The session ends a second after the token's end, as oidc-client-ts counts it.
      const dialog = await screen.findByRole('dialog', { name: 'Your sign-in has expired' }, { timeout: 10_000 });
      return { dialog, user, signinRedirect };
    }

    it('keeps the screen and its unsaved text under a dialog, and signs in again in a popup', async () => {
      const { dialog, user, signinRedirect } = await expireOnOpenScreen(
        vi.fn(async () => {
          // As oidc-client-ts does when the popup answers: store the user and resolve with it.
          storeSignedInUser();
          return {
            access_token: 'renewed-token',
            expires_at: Math.floor(Date.now() / 1000) + 3600,
            profile: { sub: 'staff-1' },
          };
        }),
      );
      expect(within(dialog).getByText(/nothing you have not saved yet is lost/)).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'System name', hidden: true })).toHaveValue('North campus');
      expect(signinRedirect).not.toHaveBeenCalled();

      await user.click(within(dialog).getByRole('button', { name: 'Sign in again' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('textbox', { name: 'System name' })).toHaveValue('North campus');
      expect(signinRedirect).not.toHaveBeenCalled();
    });

    it('says so when the popup is blocked, and can sign in on the page instead', async () => {
      const { dialog, user, signinRedirect } = await expireOnOpenScreen(
        vi.fn(async () => Promise.reject(new Error('Attempted to navigate on a disposed window'))),
      );
      await user.click(within(dialog).getByRole('button', { name: 'Sign in again' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'The sign-in window was closed or blocked. Allow pop-ups for this site, then try again.',
      );

      await user.click(within(dialog).getByRole('button', { name: 'Sign in on this page instead' }));
      expect(signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/system-add-or-edit' } });
    });
  });
});

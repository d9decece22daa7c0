import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router.tsx';
import { json, mockFetch, problem, renderRoutes, staffMe, storeSignedInUser, userStorageKey } from '../../../testing/test-utils.tsx';

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
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_KEY } from '../../stores/session-store.ts';
import { buildConfig, json, mockFetch, renderRoutes, staffMe, storeSignedInUser } from '../../testing/test-utils.tsx';
import { BUCKETS, SALES_AREAS } from '../../testing/system-test-utils.tsx';
import { routes } from '../router.tsx';

function visitSignedIn(path: string, config = buildConfig()) {
  storeSignedInUser(config);
  // The system editor's lookups answer as the server's do: unanswered, their failure toast came up
  // in the middle of the Unsaved Changes dialog on a loaded machine and kept it open.
  mockFetch({
    'GET /api/me': () => json(staffMe),
    'GET /api/LookUp/salesareas': () => json(SALES_AREAS),
    'GET /api/LookUp/keycodebuckettype': () => json(BUCKETS),
  });
  const signoutRedirect = vi.fn(async () => undefined);
  const view = renderRoutes({
    routes,
    config,
    initialEntries: [path],
    prepareUserManager: (userManager) => {
      userManager.signoutRedirect = signoutRedirect;
    },
  });
  return { ...view, signoutRedirect, user: userEvent.setup() };
}

describe('App bar and global icons', () => {
  it('shows the product, the UI version and no debug label by default', async () => {
    visitSignedIn('/customer-search');
    await screen.findByRole('heading', { level: 1, name: 'Customer Search' });
    expect(screen.getByRole('link', { name: 'Keyplan' })).toHaveAttribute('href', '/customer-search');
    expect(screen.getByText('v20241018')).toBeInTheDocument();
    expect(screen.queryByText('DEBUG')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'FAQ' })).not.toBeInTheDocument();
  });

  it('shows the debug label in debug mode and the FAQ icon when a FAQ link is set', async () => {
    visitSignedIn('/customer-search', buildConfig({ debug: true, faqUrl: 'https://faq.example.com/keyplan' }));
    expect(await screen.findByText('DEBUG')).toBeInTheDocument();
    const faq = screen.getByRole('link', { name: 'FAQ' });
    expect(faq).toHaveAttribute('href', 'https://faq.example.com/keyplan');
    expect(faq).toHaveAttribute('target', '_blank');
    expect(faq.getAttribute('rel')).toContain('noopener');
  });

  it('signs out: clears the local session and ends the session at the identity provider', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ ccid: '0000012345' }));
    const { user, signoutRedirect } = visitSignedIn('/customer-search');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(signoutRedirect).toHaveBeenCalledOnce());
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('asks before signing out with unsaved changes', async () => {
    const { user, signoutRedirect } = visitSignedIn('/system-add-or-edit');
    await user.type(await screen.findByRole('textbox', { name: 'System name' }), 'Plant 4');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    // The dialog's own Cancel: on a loaded machine the dialog renders a moment after the click, and
    // the editor's Cancel (the only one until then) was clicked instead.
    const asked = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    // The dialog leaves with MUI's exit transition, which a loaded machine makes slow.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(signoutRedirect).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    const askedAgain = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    await user.click(within(askedAgain).getByRole('button', { name: 'Discard Changes' }));
    await waitFor(() => expect(signoutRedirect).toHaveBeenCalledOnce(), { timeout: 5000 });
  });

  it('asks before leaving the system editor through a link', async () => {
    const { user, router } = visitSignedIn('/system-add-or-edit');
    await user.type(await screen.findByRole('textbox', { name: 'System name' }), 'Plant 4');
    await user.click(screen.getByRole('link', { name: 'Back to Customer Search' }));
    expect(await screen.findByRole('dialog', { name: 'Unsaved Changes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard Changes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer Search' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/customer-search');
  });
});

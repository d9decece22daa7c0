import { CUSTOMER_HINT } from '../components/errors/error-content.tsx';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from './router.tsx';
import { setReadOnly } from '../stores/read-only-store.ts';
import { json, mockFetch, renderRoutes, staffMe, storeSignedInUser } from '../testing/test-utils.tsx';

/** The sign-in redirect never completes in jsdom; record it instead. */
const signinRedirect = vi.fn(() => new Promise<void>(() => undefined));

function showError(state?: unknown, signedIn = true, pathname = '/error') {
  if (signedIn) storeSignedInUser();
  mockFetch({ 'GET /api/me': () => json(staffMe) });
  return renderRoutes({
    routes,
    initialEntries: [{ pathname, state }],
    prepareUserManager: (userManager) => {
      userManager.signinRedirect = signinRedirect;
    },
  });
}

async function expectTexts(title: string, message: string) {
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByText(message)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Go to Customer Search' })).toBeInTheDocument();
}

const FALLBACK = 'There was an unexpected error. If this continues, please contact a system administrator.';

describe('Error page', () => {
  beforeEach(() => {
    signinRedirect.mockClear();
  });

  it('shows the defaults without navigation state', async () => {
    showError();
    await expectTexts('Unknown Error', 'An error occurred while loading this page...');
  });

  it('ignores navigation state that does not match the schema', async () => {
    showError({ status: 'broken', title: 42 });
    await expectTexts('Unknown Error', 'An error occurred while loading this page...');
  });

  it.each([
    [400, 'Bad Request (400)', FALLBACK],
    [401, 'Unauthorized (401)', FALLBACK],
    [403, 'Not Authorized', "You don't have permissions to access this site."],
    [
      404,
      'Page Not Found (404)',
      'We could not find the page or record you asked for. Check the link, or start again from Customer Search.',
    ],
  ])('status %i reads %s', async (status, title, message) => {
    showError({ status });
    await expectTexts(title, message);
  });

  it('uses the title and message of the state', async () => {
    showError({ title: 'Order locked', message: 'Someone else is editing this order.', status: 409 });
    await expectTexts('Order locked', 'Someone else is editing this order.');
  });

  it('shows a customer in read-only mode with 401 that the URL is not recognized', async () => {
    setReadOnly(true);
    const { router } = showError({ status: 401 }, false);
    expect(await screen.findByRole('heading', { level: 1, name: 'URL Not Recognized' })).toBeInTheDocument();
    expect(
      screen.getByText('Unable to authenticate access with the provided link. Please check your link and try again.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error');
    // Customer Search is a staff screen: a customer is told what to do instead.
    expect(screen.queryByRole('button', { name: 'Go to Customer Search' })).not.toBeInTheDocument();
    expect(screen.getByText(CUSTOMER_HINT)).toBeInTheDocument();
  });

  it('sends a visitor without tokens and not in read-only mode to /', async () => {
    const { router } = showError({ status: 401 }, false);
    // / goes on to /customer-search, whose guard starts the sign-in and comes back there.
    await screen.findByLabelText('Checking your access');
    expect(router.state.location.pathname).toBe('/customer-search');
    expect(screen.queryByRole('heading', { name: 'Unauthorized (401)' })).not.toBeInTheDocument();
    // The guard starts the sign-in from an effect, just after it shows its progress.
    await waitFor(() => expect(signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/customer-search' } }));
  });

  it('goes to Customer Search', async () => {
    const { router } = showError({ status: 400 });
    await userEvent.click(await screen.findByRole('button', { name: 'Go to Customer Search' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer Search' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/customer-search');
  });

  it('answers an unknown address with the 404 screen', async () => {
    const { router } = showError(undefined, false, '/no-such-screen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found (404)' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no-such-screen');
  });
});

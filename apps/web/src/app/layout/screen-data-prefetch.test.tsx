import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../router.tsx';
import { updateSession } from '../../stores/session-store.ts';
import { json, mockFetch, renderRoutes, staffMe, storeSignedInUser } from '../../testing/test-utils.tsx';

/** GET /me that answers only when `release` is called: the staff check still under way. */
function heldMe() {
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (release = resolve));
  return { handler: async () => (await answered, json(staffMe)), release: () => release() };
}

/** Requests for the editor's data (the order, the price book). */
function editorRequests(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://x').pathname)
    .filter((path) => path.startsWith('/api/orders') || path.startsWith('/api/price-books'));
}

describe('ScreenDataPrefetch', () => {
  it('loads the editor’s order, price book and lookup lists while GET /me is still under way', async () => {
    storeSignedInUser();
    updateSession({ orderID: 'order-7', orderCurrency: 'USD' });
    const me = heldMe();
    const fetchMock = mockFetch({ 'GET /api/me': me.handler });
    renderRoutes({ routes, initialEntries: ['/key-system'] });

    const requested = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x').pathname);
    await waitFor(() =>
      expect(requested()).toEqual(
        expect.arrayContaining([
          '/api/orders/order-7',
          '/api/price-books/USD',
          '/api/LookUp/colors',
          '/api/LookUp/salesareas',
        ]),
      ),
    );
    // Nothing of the screen is shown before the staff check answers.
    expect(screen.getByLabelText('Checking your access')).toBeInTheDocument();
    me.release();
  });

  it('loads nothing early for other screens, nor without a token', async () => {
    updateSession({ orderID: 'order-7', orderCurrency: 'USD' });
    const fetchMock = mockFetch({});
    const { unmount } = renderRoutes({ routes, initialEntries: ['/key-system'] });
    await screen.findByLabelText('Checking your access');
    expect(editorRequests(fetchMock)).toEqual([]);
    unmount();

    storeSignedInUser();
    const signedIn = mockFetch({ 'GET /api/me': () => json(staffMe) });
    renderRoutes({ routes, initialEntries: ['/customer-search'] });
    await waitFor(() => expect(signedIn).toHaveBeenCalled());
    expect(editorRequests(signedIn)).toEqual([]);
  });
});

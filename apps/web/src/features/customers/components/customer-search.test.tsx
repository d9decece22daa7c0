import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SESSION_KEY } from '../../../stores/session-store.ts';
import { buildReadyOrder } from '../../../testing/submission-fixtures.tsx';
import { json, mockFetch, renderRoutes, storeSignedInUser, type Handler } from '../../../testing/test-utils.tsx';
import {
  buildCustomers,
  customerRoutes,
  problemResponse,
  searchHandler,
  SALES_AREAS,
} from '../../../testing/customer-test-utils.tsx';

function openSearch({
  url = '/customer-search',
  search = searchHandler(buildCustomers(24)),
}: { url?: string; search?: Handler } = {}) {
  storeSignedInUser();
  const fetchMock = mockFetch({ 'GET /api/customers': search, 'GET /api/LookUp/salesareas': () => json(SALES_AREAS) });
  const view = renderRoutes({ routes: customerRoutes, initialEntries: [url] });
  /** The `query` of every search request, in order. */
  const searchedFor = () =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/customers')
      .map((url) => url.searchParams.get('query'));
  const searchPages = () =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/customers')
      .map((url) => url.searchParams.get('page'));
  return { ...view, user: userEvent.setup(), searchedFor, searchPages };
}

// Rendering MUI tables in jsdom is slow on a loaded machine: wait longer than the default second.

const searchField = () => screen.getByRole('searchbox', { name: 'Search customers' });

describe('Customer Search', { timeout: 20_000 }, () => {
  it('lists every customer at first, with ccid, name, location and sales area', async () => {
    openSearch();
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer Search' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Customers' });
    const acme = within(table).getByRole('row', { name: /Acme Chemical Works/ });
    expect(acme).toHaveTextContent('0000100001');
    expect(acme).toHaveTextContent('Houston, TX, US');
    expect(acme).toHaveTextContent('US10');
    expect(screen.getByRole('status')).toHaveTextContent('25 customers found');
    expect(searchField()).toHaveFocus();
    expect(searchField()).toHaveAttribute(
      'placeholder',
      'ccid, name, city, postal code — or a SAP, quote or PO number',
    );
  });

  it('searches once when typing fast, after the pause, and keeps the text in the URL', async () => {
    const { searchedFor, router } = openSearch();
    await screen.findByRole('button', { name: 'Select Plant 01' });

    // Four keystrokes well within the pause (user.type's pace depends on the machine's load).
    for (const value of ['a', 'ac', 'acm', 'acme']) fireEvent.change(searchField(), { target: { value } });

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 customer found'));
    expect(screen.queryByRole('button', { name: 'Select Plant 01' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select Acme Chemical Works' })).toBeInTheDocument();
    expect(searchedFor()).toEqual(['', 'acme']);
    expect(router.state.location.search).toBe('?q=acme');
  });

  it('starts from the search in the URL (reload, Back)', async () => {
    const { searchedFor } = openSearch({ url: '/customer-search?q=houston' });
    expect(await screen.findByRole('button', { name: 'Select Acme Chemical Works' })).toBeInTheDocument();
    expect(searchField()).toHaveValue('houston');
    expect(searchedFor()).toEqual(['houston']);
  });

  it('pages through the results, 20 at a time', async () => {
    const { user, router, searchPages } = openSearch();
    await screen.findByRole('button', { name: 'Select Plant 01' });
    expect(screen.getAllByRole('button', { name: /^Select / })).toHaveLength(20);
    expect(screen.getByText('1–20 of 25')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));

    expect(await screen.findByText('21–25 of 25')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Select / })).toHaveLength(5));
    expect(screen.getByRole('button', { name: 'Select Plant 24' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(searchPages()).toEqual(['1', '2']);
  });

  it('says when nothing matches and offers to add the customer, starting with what was typed', async () => {
    const { user, router } = openSearch();
    await screen.findByRole('button', { name: 'Select Plant 01' });

    await user.click(searchField());
    await user.paste('Zenith Works');

    expect(await screen.findByText('No customers match "Zenith Works"')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a new customer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Customer' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Zenith Works');
    expect(router.state.location.pathname).toBe('/add-customer');
  });

  it('chooses a customer: the session starts over with them, then System Start', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ ccid: '0000999999', orderID: 'old-order', isQuote: true }));
    const { user, router } = openSearch();

    await user.click(await screen.findByRole('button', { name: 'Select Acme Chemical Works' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'System Start' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/system-start');
    const session = JSON.parse(localStorage.getItem(SESSION_KEY) ?? '{}') as Record<string, unknown>;
    expect(session).toMatchObject({
      ccid: '0000100001',
      customer: { ccid: '0000100001', name: 'Acme Chemical Works', salesArea: 'US10' },
      salesArea: 'US10',
      orderID: null,
      isQuote: false,
    });
  });

  it('chooses a customer with the keyboard', async () => {
    const { user, router } = openSearch({ url: '/customer-search?q=acme' });
    const select = await screen.findByRole('button', { name: 'Select Acme Chemical Works' });
    select.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/system-start'));
  });

  it('opens the only match when Enter is pressed in the search field', async () => {
    const { user, router } = openSearch({ url: '/customer-search?q=acme' });
    await screen.findByRole('button', { name: 'Select Acme Chemical Works' });
    await user.click(screen.getByRole('searchbox', { name: 'Search customers' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/system-start'));
  });

  it('finds a system by its SAP order number and opens it', async () => {
    storeSignedInUser();
    const order = buildReadyOrder({
      ccid: '0000100002',
      sapOrderNumber: '0000098123',
      orderSystemName: 'Gary furnace',
    });
    const system = order.orderLockSystems[0]!;
    const found = {
      orderID: order.orderID,
      orderLockSystemID: system.orderLockSystemID,
      orderType: 0,
      isAddToSystem: false,
      orderSystemName: 'Gary furnace',
      sapOrderNumber: '0000098123',
      sapLineNumber: '10',
      quoteNumber: null,
      designID: null,
      status: 3,
      statusLabel: 'Submitted',
      sendState: { state: 'sent', error: null },
      totalPrice: 12_000,
      currency: 'USD',
      updatedAt: '2026-11-24T10:00:00.000Z',
      ccid: '0000100002',
      customerName: 'Great Lakes Steel Mill',
      orderPONumber: 'PO-77',
    };
    const fetchMock = mockFetch({
      'GET /api/customers': searchHandler([]),
      'GET /api/LookUp/salesareas': () => json(SALES_AREAS),
      'GET /api/systems': () => json([found]),
      [`GET /api/orders/${order.orderID}`]: () => json(order),
    });
    const { router } = renderRoutes({
      routes: [...customerRoutes, { path: '/key-system', element: <h1>Key System</h1> }],
      initialEntries: ['/customer-search?q=98123'],
    });
    const section = await screen.findByRole('region', { name: 'Systems matching “98123”' });
    // The systems first, under the field; no customer matching is then no empty state.
    expect(screen.queryByText(/No customers match/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add a new customer/ })).not.toBeInTheDocument();
    expect(searchField().compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(section).getByText('Order · SAP 0000098123 / line 10 · PO PO-77 · Great Lakes Steel Mill (0000100002)'),
    ).toBeInTheDocument();
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Open Gary furnace' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/key-system'));
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/systems');
    expect(asked?.searchParams.get('query')).toBe('98123');
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? '{}')).toMatchObject({
      orderID: order.orderID,
      ccid: '0000100002',
    });
  });

  it('shows a failure with Retry, which searches again', async () => {
    let failures = 1;
    const working = searchHandler(buildCustomers(3));
    const search: Handler = (request) =>
      failures-- > 0 ? problemResponse(400, 'query: must be at most 80 characters') : working(request);
    const { user } = openSearch({ search });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Customers could not be loaded. query: must be at most 80 characters');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('button', { name: 'Select Acme Chemical Works' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Customer Search: look up a customer number in SAP', { timeout: 20_000 }, () => {
  function openWithSap(url: string, sap: Record<string, Handler>) {
    storeSignedInUser();
    const fetchMock = mockFetch({
      'GET /api/customers': searchHandler(buildCustomers(3)),
      'GET /api/LookUp/salesareas': () => json(SALES_AREAS),
      ...sap,
    });
    const view = renderRoutes({ routes: customerRoutes, initialEntries: [url] });
    const sapCalls = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/customers/sap/')).length;
    return { ...view, user: userEvent.setup(), sapCalls };
  }

  it('offers the look-up for a number nobody matches, and adds the partner found with its address', async () => {
    const { user, router, sapCalls } = openWithSap('/customer-search?q=500001', {
      'GET /api/customers/sap/0000500001': () =>
        json({
          ccid: '0000500001',
          name: 'Great Lakes Foundry Inc.',
          street: 'Industrial Parkway 4200',
          city: 'Toledo',
          region: 'OH',
          postalCode: '43612',
          country: 'US',
          language: 'en-US',
          existsInKeyplan: false,
        }),
    });
    const offer = await screen.findByRole('button', { name: 'Look up 0000500001 in SAP' });
    expect(sapCalls()).toBe(0);
    await user.click(offer);

    const found = await screen.findByText(/SAP knows 0000500001/);
    expect(found).toHaveTextContent('SAP knows 0000500001: Great Lakes Foundry Inc., Toledo');
    await user.click(screen.getByRole('button', { name: 'Add this customer' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Add Customer' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/add-customer');
    expect(screen.getByRole('textbox', { name: 'CCID' })).toHaveValue('0000500001');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Great Lakes Foundry Inc.');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Toledo');
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toHaveValue('43612');
    expect(screen.getByRole('textbox', { name: 'Country' })).toHaveValue('US');
  });

  it('says when SAP does not know the number either', async () => {
    const { user } = openWithSap('/customer-search?q=777', {
      'GET /api/customers/sap/0000000777': () => problemResponse(404, 'SAP knows no business partner 0000000777.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Look up 0000000777 in SAP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('0000000777 is not known in SAP either.');
  });

  it('offers no look-up for a name', async () => {
    openWithSap('/customer-search?q=zenith', {});
    expect(await screen.findByText('No customers match "zenith"')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /in SAP$/ })).not.toBeInTheDocument();
  });
});

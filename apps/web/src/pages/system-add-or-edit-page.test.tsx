import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Link as RouterLink, type RouteObject } from 'react-router';
import { useOrder } from '../api/get-order.ts';
import { ORDER_TYPE, ORDER_LOCK_SYSTEM_STATUS as STATUS, type SafekeyOrder } from '@keyplan/domain';
import type { SessionState } from '../stores/session-store.ts';
import { json, mockFetch, renderRoutes, type Handler } from '../testing/test-utils.tsx';
import {
  CUSTOMER,
  buildOrder,
  fakeSystemsApi,
  storeSession,
  storedSession,
  systemRoutes,
} from '../testing/system-test-utils.tsx';

const SELECTED: Partial<SessionState> = { ccid: CUSTOMER.ccid, customer: CUSTOMER, salesArea: CUSTOMER.salesArea };

function visit(
  session: Partial<SessionState>,
  { orders = [] as SafekeyOrder[], extra = {} as Record<string, Handler> } = {},
) {
  storeSession(session);
  const fetchMock = mockFetch({ ...fakeSystemsApi(orders), ...extra });
  const view = renderRoutes({ routes: systemRoutes, initialEntries: ['/system-add-or-edit'] });
  const requests = (method: string, suffix: string) =>
    fetchMock.mock.calls
      .filter(
        ([url, init]) =>
          (init?.method ?? 'GET') === method && new URL(String(url), 'http://localhost').pathname.endsWith(suffix),
      )
      .map(([, init]) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined));
  return { ...view, fetchMock, requests, user: userEvent.setup() };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });
const form = () => screen.findByRole('form', { name: 'System header' });

/** POST /orders answering the order the server would create from the body. */
function createHandler(extraOrder: Partial<SafekeyOrder> = {}): Handler {
  return ({ body }) => {
    const input = body as Record<string, string | null>;
    const orderType = ({ order: ORDER_TYPE.Order, quote: ORDER_TYPE.Quote, design: ORDER_TYPE.Design } as const)[
      input.orderType as 'order' | 'quote' | 'design'
    ];
    return json(
      buildOrder(
        {
          orderType,
          ccid: input.ccid!,
          orderSystemName: input.orderSystemName!,
          orderPONumber: input.orderPONumber!,
          comments: input.comments!,
          currency: input.currency!,
          salesArea: input.salesArea!,
          sapOrderNumber: input.sapOrderNumber ?? null,
          sapLineNumber: input.sapLineNumber ?? null,
          quoteNumber: input.quoteNumber ?? null,
          designID: orderType === ORDER_TYPE.Design ? 7 : null,
          ...extraOrder,
        },
        STATUS.Created,
        input.systemBucketType!,
      ),
      201,
    );
  };
}

// Typing into MUI fields in jsdom is slow on a busy machine; these tests type a little.
describe('/system-add-or-edit, new system', { timeout: 15_000 }, () => {
  it('starts from the session: customer, sales area and its currency, first bucket, PO number', async () => {
    visit({ ...SELECTED, salesArea: 'CA10', orderPONumber: 'PO-FROM-SAP' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add or Edit System' })).toBeInTheDocument();
    await form();
    expect(select('Sales area')).toHaveValue('CA10');
    expect(select('Sales area')).toBeRequired();
    expect(field('Currency')).toHaveValue('CAD');
    expect(field('Currency')).toHaveAttribute('readonly');
    expect(select('Key code bucket')).toHaveValue('SP6');
    expect(within(select('Key code bucket')).getByRole('option', { name: 'Safety 6-pin (SP6)' })).toBeInTheDocument();
    expect(field('PO number')).toHaveValue('PO-FROM-SAP');
    expect(field('System name')).toHaveValue('');
    expect(field('System name')).toHaveAttribute('maxlength', '60');
    expect(screen.getByText(`${CUSTOMER.name} (${CUSTOMER.ccid})`)).toBeInTheDocument();
    expect(screen.getByText('New order')).toBeInTheDocument();
  });

  it('changing the sales area changes the currency', async () => {
    const { user } = visit(SELECTED);
    await form();
    await user.selectOptions(select('Sales area'), 'CA10');
    expect(field('Currency')).toHaveValue('CAD');
  });

  it.each([
    [
      'order',
      { sapOrderNumber: '0000012345', sapLineNumber: '10', quoteNumber: null, isQuote: false, designID: null },
      { orderType: 'order', sapOrderNumber: '0000012345', sapLineNumber: '10', quoteNumber: null },
    ],
    [
      'quote',
      { isQuote: true, quoteNumber: 'Q-77', designID: null },
      { orderType: 'quote', sapOrderNumber: null, sapLineNumber: null, quoteNumber: 'Q-77' },
    ],
    [
      'design',
      { designID: 'new', isQuote: false },
      { orderType: 'design', sapOrderNumber: null, sapLineNumber: null, quoteNumber: null },
    ],
  ] as const)('Continue creates the %s with the header and opens the key system', async (_kind, session, expected) => {
    const { user, requests, router } = visit(
      { ...SELECTED, ...session },
      { extra: { 'POST /api/orders': createHandler() } },
    );
    await form();
    await user.type(field('System name'), 'North');
    await user.click(field('PO number'));
    await user.paste('PO-55');
    await user.selectOptions(select('Key code bucket'), 'BR4');
    await user.click(field('Comments'));
    await user.paste('Two gates');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/key-system'));
    expect(requests('POST', '/api/orders')).toEqual([
      {
        ...expected,
        ccid: CUSTOMER.ccid,
        orderSystemName: 'North',
        orderPONumber: 'PO-55',
        currency: 'USD',
        salesArea: 'US10',
        comments: 'Two gates',
        systemBucketType: 'BR4',
      },
    ]);
    const stored = storedSession();
    expect(stored.orderID).toEqual(expect.any(String));
    expect(stored).toMatchObject({
      orderLockSystemStatus: STATUS.Created,
      systemBucketType: 'BR4',
      orderPONumber: 'PO-55',
      orderCurrency: 'USD',
      customer: CUSTOMER,
    });
    expect(stored.designID).toBe(expected.orderType === 'design' ? '7' : null);
  });

  it('validates on blur and on submit, focuses the first invalid field, sends nothing', async () => {
    // A sales area the catalog does not know leaves the select empty.
    const { user, requests } = visit({ ...SELECTED, customer: { ...CUSTOMER, salesArea: 'XX99' }, salesArea: null });
    await form();
    const name = field('System name');
    fireEvent.change(name, { target: { value: 'x'.repeat(61) } });
    fireEvent.blur(name);
    expect(await screen.findByText('System name must be at most 60 characters')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(name, { target: { value: 'Fine' } });
    await waitFor(() =>
      expect(screen.queryByText('System name must be at most 60 characters')).not.toBeInTheDocument(),
    );

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Sales area is required')).toBeInTheDocument();
    expect(select('Sales area')).toHaveFocus();
    expect(requests('POST', '/api/orders')).toEqual([]);
  });

  it("puts the server's field errors on their fields and the rest above the buttons", async () => {
    const { user } = visit(SELECTED, {
      extra: {
        'POST /api/orders': () =>
          json(
            {
              title: 'Bad Request',
              status: 400,
              detail: 'Validation failed',
              instance: '/api/orders',
              traceID: 't',
              code: 'VALIDATION_FAILED',
              errors: [
                'currency: must be EUR, the currency of sales area EU10',
                'ccid: no customer has ccid 0000100003',
              ],
            },
            400,
          ),
      },
    });
    await form();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Currency must be EUR, the currency of sales area EU10')).toBeInTheDocument();
    expect(screen.getByText('ccid: no customer has ccid 0000100003')).toBeInTheDocument();
    expect(field('Currency')).toHaveAttribute('aria-invalid', 'true');
  });

  it('without a customer, explains, links back and cannot continue', async () => {
    visit({});
    await form();
    expect(screen.getByText(/No customer is selected/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Customer Search' })).toHaveAttribute('href', '/customer-search');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('a quote refused because quoting is off goes to Customer Search with the toast', async () => {
    const { user, router } = visit(
      { ...SELECTED, isQuote: true },
      {
        extra: {
          'POST /api/orders': () =>
            json(
              {
                title: 'Forbidden',
                status: 403,
                detail: 'off',
                instance: '/api/orders',
                traceID: 't',
                code: 'QUOTING_DISABLED',
              },
              403,
            ),
        },
      },
    );
    await form();
    await user.type(field('System name'), 'Quote');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Quoting feature is disabled. Please contact your administrator for assistance.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer-search'));
    expect(screen.queryByRole('dialog', { name: 'Unsaved Changes' })).not.toBeInTheDocument();
  });

  it('edits flag unsaved changes: Cancel asks, Discard Changes goes to System Start', async () => {
    const { user, router } = visit(SELECTED);
    await form();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/system-start'));

    await router.navigate('/system-add-or-edit');
    await form();
    await user.type(field('System name'), 'Plant 4');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard Changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/system-start'));
  });

  it('typing back the original value clears the flag', async () => {
    const { user, router } = visit(SELECTED);
    await form();
    await user.type(field('System name'), 'A');
    await user.clear(field('System name'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/system-start'));
  });
});

describe('/system-add-or-edit, existing system', { timeout: 15_000 }, () => {
  const existing = () =>
    buildOrder(
      {
        orderSystemName: 'North campus',
        orderPONumber: 'PO-1',
        comments: 'Gate A',
        currency: 'CAD',
        salesArea: 'CA10',
        version: 3,
        sapOrderNumber: '0000012345',
        sapLineNumber: '10',
      },
      STATUS.Started,
      'BR4',
    );

  it('fills the form from the order and saves the header against its version', async () => {
    const order = existing();
    const saved = { ...order, orderSystemName: 'North campus 2', version: 4 };
    const { user, requests, router } = visit(
      { ...SELECTED, orderID: order.orderID },
      { orders: [order], extra: { [`PUT /api/orders/${order.orderID}/header`]: () => json(saved) } },
    );
    await form();
    expect(field('System name')).toHaveValue('North campus');
    expect(field('PO number')).toHaveValue('PO-1');
    expect(field('Comments')).toHaveValue('Gate A');
    expect(select('Sales area')).toHaveValue('CA10');
    expect(field('Currency')).toHaveValue('CAD');
    expect(select('Key code bucket')).toHaveValue('BR4');
    expect(screen.getByText('SAP 0000012345 / line 10')).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();

    await user.type(field('System name'), ' 2');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/key-system'));
    expect(requests('PUT', '/header')).toEqual([
      {
        expectedVersion: 3,
        orderSystemName: 'North campus 2',
        orderPONumber: 'PO-1',
        currency: 'CAD',
        salesArea: 'CA10',
        comments: 'Gate A',
        systemBucketType: 'BR4',
      },
    ]);
    expect(storedSession()).toMatchObject({ orderID: order.orderID, salesArea: 'CA10', orderCurrency: 'CAD' });
  });

  it('opens from a screen that has just loaded the order (Edit header on /key-system) without a reload', async () => {
    const order = existing();
    storeSession({ ...SELECTED, orderID: order.orderID });
    const fetchMock = mockFetch(fakeSystemsApi([order]));
    /** As /key-system: the order loaded a moment ago, then Edit header. */
    function LoadedScreen() {
      const loaded = useOrder(order.orderID);
      return loaded.data ? <RouterLink to="/system-add-or-edit">Edit header</RouterLink> : null;
    }
    const routes: RouteObject[] = [
      {
        element: systemRoutes[0]!.element,
        children: [...systemRoutes[0]!.children!, { path: '/loaded', element: <LoadedScreen /> }],
      },
    ];
    renderRoutes({ routes, initialEntries: ['/loaded'] });
    fireEvent.click(await screen.findByRole('link', { name: 'Edit header' }));
    await form();
    expect(field('System name')).toHaveValue('North campus');
    const orderLoads = fetchMock.mock.calls.filter(([url]) => String(url).endsWith(`/api/orders/${order.orderID}`));
    expect(orderLoads).toHaveLength(1);
  });

  it('a stale version (409) says so and Reload fills the form with the current header', async () => {
    const order = existing();
    let current = order;
    const { user, router } = visit(
      { ...SELECTED, orderID: order.orderID },
      {
        extra: {
          [`GET /api/orders/${order.orderID}`]: () => json(current),
          [`PUT /api/orders/${order.orderID}/header`]: () =>
            json(
              {
                title: 'Conflict',
                status: 409,
                detail: 'This system was changed by someone else since you opened it.',
                instance: '/x',
                traceID: 't',
                code: 'CONFLICT',
              },
              409,
            ),
        },
      },
    );
    await form();
    await user.clear(field('System name'));
    await user.type(field('System name'), 'Mine');
    current = { ...order, orderSystemName: 'Theirs', version: 4 };
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    const alert = await screen.findByText(/This system was changed by someone else since you opened it\./);
    expect(router.state.location.pathname).toBe('/system-add-or-edit');
    expect(field('System name')).toHaveValue('Mine');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(field('System name')).toHaveValue('Theirs'));
    expect(alert).not.toBeInTheDocument();

    // Reloaded values are the new baseline: leaving asks nothing.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/system-start'));
  });

  it('shows a submitted system read-only, and Continue moves on without saving', async () => {
    const order = buildOrder({ orderSystemName: 'Shipped' }, STATUS.Submitted);
    const { user, requests, router } = visit({ ...SELECTED, orderID: order.orderID }, { orders: [order] });
    await form();
    expect(
      screen.getByText('This system is Submitted and can no longer be changed, so its header is shown read-only.'),
    ).toBeInTheDocument();
    for (const name of ['System name', 'PO number', 'Currency', 'Comments']) expect(field(name)).toBeDisabled();
    for (const name of ['Sales area', 'Key code bucket']) expect(select(name)).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/key-system'));
    expect(requests('PUT', '/header')).toEqual([]);
  });

  it('says so when the system no longer exists', async () => {
    visit({ ...SELECTED, orderID: '00000000-0000-4000-8000-999999999999' });
    expect(await screen.findByText('This system no longer exists')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to System Start' })).toHaveAttribute('href', '/system-start');
  });
});

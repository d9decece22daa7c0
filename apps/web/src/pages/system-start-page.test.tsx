import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  ORDER_TYPE,
  ORDER_LOCK_SYSTEM_STATUS as STATUS,
  type InstalledLockSystem,
  type SafekeyOrder,
} from '@keyplan/domain';
import { buildInstalledSystem } from '../testing/installed-fixtures.ts';
import { chooseLanguage } from '../i18n/language.ts';
import type { SessionState } from '../stores/session-store.ts';
import { json, mockFetch, problem, renderRoutes, type Handler } from '../testing/test-utils.tsx';
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
  orders: SafekeyOrder[],
  {
    quoting = true,
    extra = {} as Record<string, Handler>,
    session = SELECTED,
    installed = [] as InstalledLockSystem[],
  } = {},
) {
  storeSession(session);
  const fetchMock = mockFetch({ ...fakeSystemsApi(orders, { quoting, installed }), ...extra });
  const view = renderRoutes({ routes: systemRoutes, initialEntries: ['/system-start'] });
  const systemRequests = () =>
    fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname.endsWith('/systems'));
  return { ...view, fetchMock, systemRequests, user: userEvent.setup() };
}

const table = () => screen.findByRole('table', { name: `Systems of ${CUSTOMER.name}` });
const rowNames = async () =>
  within(await table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('/system-start', { timeout: 30_000 }, () => {
  it('shows the selected customer and starts nothing without one', async () => {
    visit([]);
    expect(await screen.findByRole('heading', { level: 1, name: 'System Start' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: CUSTOMER.name })).toBeInTheDocument();
    expect(screen.getByText(`CCID ${CUSTOMER.ccid} · Sales area US10`)).toBeInTheDocument();
    expect(await screen.findByText(`No systems yet for ${CUSTOMER.name}.`)).toBeInTheDocument();
  });

  it('without a customer in the session, points back to Customer Search', async () => {
    const { user, router } = visit([], { session: {} });
    expect(await screen.findByRole('alert')).toHaveTextContent('No customer is selected');
    expect(screen.queryByRole('button', { name: 'New order' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Customer Search' }));
    expect(router.state.location.pathname).toBe('/customer-search');
  });

  it.each([
    [true, ['New order', 'New quote', 'New design']],
    [false, ['New order', 'New design']],
  ])('with quoting %s offers %j', async (quoting, buttons) => {
    const { fetchMock } = visit([], { quoting });
    await screen.findByText(`No systems yet for ${CUSTOMER.name}.`);
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/features/quoting'))).toBe(true),
    );
    // Let the flag's answer arrive before judging its absence.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^New / }).map((button) => button.textContent)).toEqual(buttons),
    );
  });

  it.each([
    ['New order', { isQuote: false, designID: null }],
    ['New quote', { isQuote: true, designID: null }],
    ['New design', { isQuote: false, designID: 'new' }],
  ])('%s starts over for the customer and opens the header', async (button, expected) => {
    const { user, router } = visit([], {
      session: {
        orderID: 'old-order',
        sapOrderNumber: '0000000001',
        ccid: CUSTOMER.ccid,
        customer: CUSTOMER,
        salesArea: 'CA10',
      },
    });
    await user.click(await screen.findByRole('button', { name: button }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/system-add-or-edit'));
    expect(storedSession()).toMatchObject({
      ...expected,
      orderID: null,
      sapOrderNumber: null,
      ccid: CUSTOMER.ccid,
      customer: CUSTOMER,
      salesArea: 'US10',
    });
  });

  it('lists the systems with type, reference, status label, total in its currency and last change', async () => {
    visit([
      buildOrder(
        {
          orderSystemName: 'North campus',
          sapOrderNumber: '0000012345',
          sapLineNumber: '10',
          totalPrice: 123_456,
          currency: 'USD',
        },
        STATUS.Started,
      ),
      buildOrder(
        {
          orderSystemName: 'Quote for dam',
          orderType: ORDER_TYPE.Quote,
          quoteNumber: 'Q-77',
          totalPrice: 5_000,
          currency: 'CAD',
        },
        STATUS.QuoteSubmitted,
      ),
      buildOrder({ orderSystemName: '', orderType: ORDER_TYPE.Design, designID: 42, totalPrice: null }, STATUS.Ready),
    ]);
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent)
          .slice(0, 4),
      ),
    ).toEqual([
      ['Order', 'SAP 0000012345 / line 10', 'Draft', '$1,234.56'],
      ['Quote', 'Quote Q-77', 'QuoteSubmitted', 'CA$50.00'],
      ['Design', 'Design 42', 'Draft', 'Not priced'],
    ]);
    expect(await rowNames()).toEqual(['North campus', 'Quote for dam', 'Unnamed system']);
    expect(within(rows[0]!).getByText('Mar 4, 2025', { exact: false }).tagName).toBe('TIME');
  });

  it('types a reorder as a reorder, not as an order', async () => {
    const reorder = buildOrder({ orderSystemName: 'North campus – reorder' }, STATUS.Created);
    reorder.orderLockSystems[0] = { ...reorder.orderLockSystems[0]!, isAddToSystem: true };
    visit([buildOrder({ orderSystemName: 'North campus' }, STATUS.Submitted), reorder]);
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    const typeOf = (name: string) =>
      within(rows.find((row) => within(row).queryByText(name))!).getAllByRole('cell')[0]!.textContent;
    expect(typeOf('North campus')).toBe('Order');
    expect(typeOf('North campus – reorder')).toBe('Reorder');
  });

  it('filters by status (Deleted hidden until chosen) and by type, in the request and the address', async () => {
    const { user, systemRequests, router } = visit([
      buildOrder({ orderSystemName: 'Live order' }, STATUS.Created),
      buildOrder({ orderSystemName: 'Old order' }, STATUS.Deleted),
      buildOrder({ orderSystemName: 'Live quote', orderType: ORDER_TYPE.Quote }, STATUS.Submitted),
    ]);
    expect(await rowNames()).toEqual(['Live order', 'Live quote']);
    expect(systemRequests()[0]?.searchParams.get('status')).toBe('Draft,Submitted,QuoteSubmitted,Completed,Canceled');

    const deleted = screen.getByRole('button', { name: 'Deleted' });
    expect(deleted).toHaveAttribute('aria-pressed', 'false');
    await user.click(deleted);
    expect(deleted).toHaveAttribute('aria-pressed', 'true');
    await waitFor(async () => expect(await rowNames()).toEqual(['Live order', 'Old order', 'Live quote']));
    expect(systemRequests().at(-1)?.searchParams.has('status')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Draft' }));
    await waitFor(async () => expect(await rowNames()).toEqual(['Old order', 'Live quote']));
    expect(systemRequests().at(-1)?.searchParams.get('status')).toBe(
      'Submitted,QuoteSubmitted,Completed,Canceled,Deleted',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Quote');
    await waitFor(async () => expect(await rowNames()).toEqual(['Live quote']));
    expect(systemRequests().at(-1)?.searchParams.get('type')).toBe('quote');
    expect(router.state.location.search).toBe(
      '?status=Submitted%2CQuoteSubmitted%2CCompleted%2CCanceled%2CDeleted&type=quote',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Design');
    expect(await screen.findByText('No systems match these filters.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Reset filters' })[0]!);
    await waitFor(async () => expect(await rowNames()).toEqual(['Live order', 'Live quote']));
    expect(router.state.location.search).toBe('');
  });

  it('asks for a status when none is chosen, without asking the server', async () => {
    const { user, systemRequests } = visit([buildOrder({ orderSystemName: 'Live order' }, STATUS.Created)]);
    await table();
    for (const label of ['Draft', 'Submitted', 'QuoteSubmitted', 'Completed', 'Canceled'])
      await user.click(screen.getByRole('button', { name: label }));
    expect(await screen.findByText('Choose at least one status to see systems.')).toBeInTheDocument();
    expect(systemRequests().every((url) => url.searchParams.get('status') !== '')).toBe(true);
  });

  it('Open loads the order, writes it into the session and goes to the key system', async () => {
    const order = buildOrder(
      {
        orderSystemName: 'Quote for dam',
        orderType: ORDER_TYPE.Quote,
        quoteNumber: 'Q-77',
        orderPONumber: 'PO-9',
        currency: 'CAD',
        salesArea: 'CA10',
        version: 4,
      },
      STATUS.Started,
      'BR4',
    );
    const { user, router } = visit([order]);
    await user.click(await screen.findByRole('button', { name: 'Open Quote for dam' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/key-system'));
    expect(storedSession()).toMatchObject({
      orderID: order.orderID,
      orderLockSystemID: order.orderLockSystems[0]!.orderLockSystemID,
      orderLockSystemStatus: STATUS.Started,
      systemBucketType: 'BR4',
      sapOrderNumber: null,
      sapLineNumber: null,
      orderPONumber: 'PO-9',
      designID: null,
      isQuote: true,
      orderCurrency: 'CAD',
      salesArea: 'CA10',
      quoteNumber: 'Q-77',
      ccid: CUSTOMER.ccid,
      customer: CUSTOMER,
    });
  });

  it('Copy makes a design an order: asks how, copies the system with its header and opens the copy', async () => {
    const design = buildOrder(
      { orderSystemName: 'Dam design', orderType: ORDER_TYPE.Design, orderPONumber: '', comments: 'two sites' },
      STATUS.Ready,
    );
    const copy = buildOrder({ orderSystemName: 'Dam design', orderType: ORDER_TYPE.Order }, STATUS.Ready);
    const copies: unknown[] = [];
    const { user, router } = visit([design], {
      extra: {
        [`POST /api/orders/${design.orderID}/copies`]: ({ body }) => {
          copies.push(body);
          return json(copy, 201);
        },
        [`GET /api/orders/${copy.orderID}`]: () => json(copy),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Copy Dam design' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy “Dam design”' });
    // A design is copied as an order unless the rep says otherwise.
    expect(within(dialog).getByRole('radio', { name: 'An order' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Copy and open' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/key-system'));
    expect(copies).toEqual([
      {
        orderType: 'order',
        ccid: design.ccid,
        orderSystemName: 'Dam design',
        orderPONumber: '',
        currency: design.currency,
        salesArea: design.salesArea,
        comments: 'two sites',
        systemBucketType: design.orderLockSystems[0]!.systemBucketType,
      },
    ]);
    expect(storedSession()).toMatchObject({ orderID: copy.orderID });
  });

  it('Copy for another customer: searches by name, takes its sales area and currency, and opens the copy as theirs', async () => {
    const order = buildOrder({ orderSystemName: 'Boiler house', orderPONumber: 'PO-7' }, STATUS.Ready);
    const other = {
      ccid: '0000200002',
      name: 'Lac-Mégantic Rail Yard',
      address: { street: '1 Rue du Quai', city: 'Lac-Mégantic', region: 'QC', postalCode: 'G6B 1A1', country: 'CA' },
      salesArea: 'CA10',
      contacts: [],
      createdAt: '2026-01-01T00:00:00Z',
    };
    const copy = buildOrder({ orderSystemName: 'Boiler house', ccid: other.ccid, currency: 'CAD', salesArea: 'CA10' });
    const copies: unknown[] = [];
    const searches: string[] = [];
    const { user, router } = visit([order], {
      extra: {
        'GET /api/customers': ({ url }) => {
          const query = new URL(url).searchParams.get('query') ?? '';
          searches.push(query);
          const items = /m[eé]gantic|200002/i.test(query) ? [other] : [];
          return json({ items, total: items.length, page: 1, pageSize: 20 });
        },
        [`POST /api/orders/${order.orderID}/copies`]: ({ body }) => {
          copies.push(body);
          return json(copy, 201);
        },
        [`GET /api/orders/${copy.orderID}`]: () => json(copy),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Copy Boiler house' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy “Boiler house”' });
    const field = within(dialog).getByRole('combobox', { name: /For customer/ });
    // The same customer by default, and an order is copied as an order.
    expect(field).toHaveValue(`${CUSTOMER.name} (${CUSTOMER.ccid})`);
    expect(within(dialog).getByRole('radio', { name: 'An order' })).toBeChecked();
    await user.clear(field);
    await user.type(field, 'megantic');
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: `${other.name} (${other.ccid})` }));
    expect(field).toHaveValue(`${other.name} (${other.ccid})`);
    expect(within(dialog).getByText(/The copy will belong to Lac-Mégantic Rail Yard \(0000200002\)/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Copy and open' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/key-system'));
    expect(searches).toContain('megantic');
    expect(copies).toEqual([
      expect.objectContaining({
        orderType: 'order',
        ccid: other.ccid,
        salesArea: 'CA10',
        currency: 'CAD',
        orderPONumber: '',
      }),
    ]);
    expect(storedSession()).toMatchObject({
      orderID: copy.orderID,
      ccid: other.ccid,
      customer: { ccid: other.ccid, name: other.name, salesArea: 'CA10' },
    });
  });

  it('Copy without a customer says so at the field and copies nothing', async () => {
    const order = buildOrder({ orderSystemName: 'Boiler house' }, STATUS.Ready);
    const copies: unknown[] = [];
    const { user } = visit([order], {
      extra: {
        [`POST /api/orders/${order.orderID}/copies`]: ({ body }) => {
          copies.push(body);
          return json(order, 201);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Copy Boiler house' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy “Boiler house”' });
    const field = within(dialog).getByRole('combobox', { name: /For customer/ });
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Copy and open' }));
    expect(await within(dialog).findByText('Choose the customer the copy is for.')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(copies).toEqual([]);
  });

  it('stays and says so when the order cannot be opened', async () => {
    const order = buildOrder({ orderSystemName: 'Gone' });
    const { user, router } = visit([order], {
      extra: { [`GET /api/orders/${order.orderID}`]: () => problem(404, 'Not Found') },
    });
    await user.click(await screen.findByRole('button', { name: 'Open Gone' }));
    expect(await screen.findByText(/“Gone” could not be opened/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/system-start');
    expect(storedSession().orderID).toBeUndefined();
  });

  it('shows an error with Retry when the list cannot be loaded', async () => {
    let fail = true;
    const order = buildOrder({ orderSystemName: 'Back again' });
    const list = fakeSystemsApi([order])[`GET /api/customers/${CUSTOMER.ccid}/systems`]!;
    const { user } = visit([order], {
      extra: {
        [`GET /api/customers/${CUSTOMER.ccid}/systems`]: (request) =>
          fail ? problem(403, 'Forbidden') : list(request),
      },
    });
    expect(await screen.findByText(/The systems could not be loaded/)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await rowNames()).toEqual(['Back again']);
  });

  it('deletes a draft after asking; submitted systems offer no Delete', async () => {
    const draft = buildOrder({ orderSystemName: 'Scratch' }, STATUS.Created);
    const submitted = buildOrder({ orderSystemName: 'Shipped' }, STATUS.Submitted);
    const deleted = {
      ...draft,
      orderStatus: STATUS.Deleted,
      orderStatusLabel: 'Deleted' as const,
      orderLockSystems: draft.orderLockSystems.map((system) => ({
        ...system,
        status: STATUS.Deleted,
        statusLabel: 'Deleted' as const,
      })),
    };
    const calls: string[] = [];
    const { user } = visit([draft, submitted], {
      extra: {
        [`DELETE /api/orders/${draft.orderID}`]: () => {
          calls.push('delete');
          return json(deleted);
        },
      },
    });
    expect(await screen.findByRole('button', { name: 'Open Shipped' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Shipped' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Scratch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete system?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Scratch' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete system?' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('“Scratch” was deleted.')).toBeInTheDocument();
    expect(calls).toEqual(['delete']);
  });
  it('lists the installed lock systems with their orders and keys, and opens an order of one', async () => {
    const submitted = buildOrder({ orderSystemName: 'North plant' }, STATUS.Submitted);
    const system = submitted.orderLockSystems[0]!;
    const installed = buildInstalledSystem(CUSTOMER.ccid, {
      orderID: submitted.orderID,
      orderLockSystemID: system.orderLockSystemID,
    });
    const { user, router } = visit([submitted], { installed: [installed] });
    const section = (await screen.findByRole('heading', { level: 2, name: 'Installed lock systems' })).closest(
      'section',
    )!;
    const summary = within(section).getByRole('button', { name: /North plant/ });
    // Keys are the keys cut (1 + 2 + 4); the key codes are said apart.
    expect(summary).toHaveTextContent('SP6 · 2 locks · 7 keys · 3 key codes · 1 order');
    await user.click(summary);
    const keys = screen.getByRole('table', { name: 'Keys of North plant' });
    expect(
      within(keys)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      // Each key's last cell is its 'What it opens' button (issue 27).
      ['Grand master key', 'Every lock', 'K2345678', '1', 'What it opens'],
      ['Master key', 'MASTER KEY 1 and its locks', 'K3456789', '2', 'What it opens'],
      ['Change key', 'LOCK SET 1', 'K456789A', '4', 'What it opens'],
    ]);
    const orders = screen.getByRole('table', { name: 'Orders of North plant' });
    expect(within(orders).getByRole('rowheader')).toHaveTextContent('North plant');
    await user.click(within(orders).getByRole('button', { name: 'Open North plant (SAP 0000012345)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/key-system'));
  });

  it("names each lockout/tagout key's worker, and the supervisor master key, in the installed keys", async () => {
    const submitted = buildOrder({ orderSystemName: 'North plant' }, STATUS.Submitted);
    const base = buildInstalledSystem(CUSTOMER.ccid, {
      orderID: submitted.orderID,
      orderLockSystemID: submitted.orderLockSystems[0]!.orderLockSystemID,
    });
    const [, master, change] = base.keys;
    const installed = {
      ...base,
      keys: [
        base.keys[0]!,
        { ...master!, lockout: { heldBy: 'supervisor' as const, worker: '', department: 'Filleting' } },
        { ...change!, lockout: { heldBy: 'worker' as const, worker: 'Ana Silva', department: 'Filleting' } },
      ],
    };
    const { user } = visit([submitted], { installed: [installed] });
    const section = (await screen.findByRole('heading', { level: 2, name: 'Installed lock systems' })).closest(
      'section',
    )!;
    await user.click(within(section).getByRole('button', { name: /North plant/ }));
    const keys = screen.getByRole('table', { name: 'Keys of North plant' });
    const kindCells = within(keys)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(kindCells).toEqual([
      'Grand master key',
      'Master keyLockout/tagout supervisor master key (Filleting)',
      'Change keyLockout/tagout: Ana Silva (Filleting)',
    ]);
  });

  it('shows no installed section for a customer without one', async () => {
    visit([]);
    await screen.findByText(`No systems yet for ${CUSTOMER.name}.`);
    expect(screen.queryByRole('heading', { name: 'Installed lock systems' })).not.toBeInTheDocument();
  });
});

describe('/system-start in French and Spanish (issue 48)', { timeout: 30_000 }, () => {
  /** A draft, and an installed system built by two orders, one of them canceled. */
  function visitIn() {
    const draft = buildOrder({ orderSystemName: 'Usine Nord', totalPrice: 123_456, currency: 'CAD' }, STATUS.Started);
    const submitted = buildOrder({ orderSystemName: 'North plant' }, STATUS.Submitted);
    const base = buildInstalledSystem(CUSTOMER.ccid, {
      orderID: submitted.orderID,
      orderLockSystemID: submitted.orderLockSystems[0]!.orderLockSystemID,
    });
    const canceled = {
      ...base.orders[0]!,
      orderLockSystemID: 'c0ffee00-0000-4000-8000-000000000001',
      statusLabel: 'Canceled' as const,
      status: STATUS.Canceled,
      installed: false,
    };
    return visit([draft, submitted], { installed: [{ ...base, orders: [...base.orders, canceled] }] });
  }

  const cellsOf = (row: HTMLElement) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);

  it('speaks Quebec French: headings, statuses, the date of the last change and counts with their plurals', async () => {
    await chooseLanguage('fr-CA');
    const { user } = visitIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Accueil des systèmes' })).toBeInTheDocument();
    expect(screen.getByText(`CCID ${CUSTOMER.ccid} · Domaine commercial US10`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nouvelle commande' })).toBeInTheDocument();
    const rows = within(await screen.findByRole('table', { name: `Systèmes de ${CUSTOMER.name}` })).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Système', 'Type', 'Référence', 'Statut', 'Total', 'Dernière modification', 'Actions']);
    const draft = rows.find((row) => row.textContent?.includes('Usine Nord'))!;
    expect(cellsOf(draft)[2]).toBe('Brouillon');
    expect(within(draft).getByText(/^4 mars 2025, \d{1,2} h \d{2}$/).tagName).toBe('TIME');
    expect(within(draft).getByRole('button', { name: 'Ouvrir Usine Nord' })).toBeInTheDocument();

    const section = screen
      .getByRole('heading', { level: 2, name: 'Systèmes de cadenas installés' })
      .closest('section')!;
    const summary = within(section).getByRole('button', { name: /North plant/ });
    expect(summary).toHaveTextContent('SP6 · 2 cadenas · 7 clés · 3 codes de clé · 2 commandes (annulées : 1)');
    await user.click(summary);
    const keys = screen.getByRole('table', { name: 'Clés de North plant' });
    expect(within(keys).getAllByRole('row').slice(1).map(cellsOf)).toEqual([
      ['Passe-partout général', 'Tous les cadenas', 'K2345678', '1', 'Ce qu’elle ouvre'],
      ['Passe-partout', 'MASTER KEY 1 et ses cadenas', 'K3456789', '2', 'Ce qu’elle ouvre'],
      ['Clé individuelle', 'LOCK SET 1', 'K456789A', '4', 'Ce qu’elle ouvre'],
    ]);
    const orders = screen.getByRole('table', { name: 'Commandes de North plant' });
    expect(
      within(orders)
        .getAllByRole('row')
        .slice(1)
        .map((row) => cellsOf(row)[4]),
    ).toEqual(['2', '2 (commande non installée, annulée)']);
  });

  it('speaks Mexican Spanish: statuses, the date of the last change and counts with their plurals', async () => {
    await chooseLanguage('es-MX');
    const { user } = visitIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio de sistemas' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: `Sistemas de ${CUSTOMER.name}` });
    const draft = within(table)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('Usine Nord'))!;
    expect(cellsOf(draft)[2]).toBe('Borrador');
    expect(within(draft).getByText(/^4 mar 2025, \d{1,2}:\d{2}\s?[ap]\.\s?m\.$/).tagName).toBe('TIME');
    expect(screen.getByRole('group', { name: 'Estado' })).toHaveTextContent('Enviado');
    const section = screen
      .getByRole('heading', { level: 2, name: 'Sistemas de candados instalados' })
      .closest('section')!;
    const summary = within(section).getByRole('button', { name: /North plant/ });
    expect(summary).toHaveTextContent('SP6 · 2 candados · 7 llaves · 3 códigos de llave · 2 pedidos (cancelados: 1)');
    await user.click(summary);
    expect(screen.getByRole('link', { name: 'Nuevo pedido de candados para North plant' })).toBeInTheDocument();
    const orders = screen.getByRole('table', { name: 'Pedidos de North plant' });
    expect(
      within(orders)
        .getAllByRole('row')
        .slice(1)
        .map((row) => cellsOf(row)[4]),
    ).toEqual(['2', '2 sin instalar (cancelado)']);
  });

  it("shows the customer's language, SAP's at first, and changes it at once", async () => {
    let saved = 'fr-CA';
    const customer = () =>
      json({
        ccid: CUSTOMER.ccid,
        name: CUSTOMER.name,
        address: {
          street: '140 Rue du Moulin',
          city: 'Trois-Rivières',
          region: 'QC',
          postalCode: 'G9A 5H7',
          country: 'CA',
        },
        salesArea: CUSTOMER.salesArea,
        contacts: [],
        language: saved,
        createdAt: '2026-11-01T00:00:00.000Z',
      });
    const { user, fetchMock } = visit([], {
      extra: {
        [`GET /api/customers/${CUSTOMER.ccid}`]: customer,
        [`PUT /api/customers/${CUSTOMER.ccid}/language`]: ({ body }) => {
          saved = (body as { language: string }).language;
          return customer();
        },
      },
    });
    const language = await screen.findByRole('combobox', { name: "Customer's language" });
    await waitFor(() => expect(language).toHaveValue('fr-CA'));
    expect(screen.getByText('Their review and documents are written in it')).toBeInTheDocument();
    await user.selectOptions(language, 'es-MX');
    expect(await screen.findByText(`Language of ${CUSTOMER.name}: Español`)).toBeInTheDocument();
    expect(language).toHaveValue('es-MX');
    const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts.map(([, init]) => JSON.parse(String(init?.body)) as unknown)).toEqual([{ language: 'es-MX' }]);
  });
});

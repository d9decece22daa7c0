import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ORDER_LOCK_SYSTEM_STATUS as STATUS } from '@keyplan/domain';
import { HomePage } from './home-page.tsx';
import { ReorderLocksPage } from './reorder-locks-page.tsx';
import type { SessionState } from '../stores/session-store.ts';
import {
  buildInstalledSystem,
  INSTALLED_KA_SET_ID,
  INSTALLED_LOCK_SYSTEM_ID,
  INSTALLED_MASTER_KEY_ID,
} from '../testing/installed-fixtures.ts';
import { CUSTOMER, buildOrder, storeSession, storedSession } from '../testing/system-test-utils.tsx';
import { buildCustomer, problemResponse } from '../testing/customer-test-utils.tsx';
import { json, mockFetch, renderRoutes, type Handler } from '../testing/test-utils.tsx';
import { DEMO_LOOKUPS } from '../testing/key-system-fixtures.ts';
import { LOOKUP_NAMES, type ReorderPrice } from '@keyplan/domain';
import { PNG_BYTES, logoResponse } from '../testing/lock-set-test-utils.tsx';
import { chooseLanguage } from '../i18n/language.ts';

const LOGO_ID = '00000000-0000-4000-a000-000000000001';

/** The catalog lists, as the server answers them. */
const LOOKUP_ROUTES: Record<string, Handler> = Object.fromEntries(
  LOOKUP_NAMES.map((name) => [`GET /api/LookUp/${name}`, () => json(DEMO_LOOKUPS[name])]),
);

const SELECTED: Partial<SessionState> = { ccid: CUSTOMER.ccid, customer: CUSTOMER, salesArea: CUSTOMER.salesArea };
const routes = [
  { path: '/', element: <HomePage /> },
  { path: '/reorder-locks', element: <ReorderLocksPage /> },
  { path: '/submit-system', element: <h1>Submit System</h1> },
  { path: '/customer-search', element: <h1>Customer Search</h1> },
];

function visit(
  handlers: Record<string, Handler>,
  session: Partial<SessionState> = SELECTED,
  entry = `/reorder-locks?system=${INSTALLED_LOCK_SYSTEM_ID}`,
) {
  storeSession(session);
  const fetchMock = mockFetch(handlers);
  const view = renderRoutes({ routes, initialEntries: [entry] });
  return { ...view, fetchMock, user: userEvent.setup() };
}

describe('/reorder-locks', { timeout: 40_000 }, () => {
  const original = buildOrder({ orderSystemName: 'North plant' }, STATUS.Submitted);
  const installed = buildInstalledSystem(CUSTOMER.ccid, {
    orderID: original.orderID,
    orderLockSystemID: original.orderLockSystems[0]!.orderLockSystemID,
  });

  it('orders locks for a keyed-alike set, a new lock set and spare keys, then goes on to submit the new order', async () => {
    const reorder = buildOrder({ orderSystemName: 'North plant – reorder' }, STATUS.Ready);
    let body: unknown;
    const { user, router, fetchMock } = visit({
      [`GET /api/customers/${CUSTOMER.ccid}/lock-systems`]: () => json([installed]),
      [`POST /api/lock-systems/${INSTALLED_LOCK_SYSTEM_ID}/reorders`]: ({ body: sent }) => {
        body = sent;
        return json(reorder, 201);
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reorder Locks' })).toBeInTheDocument();
    const create = await screen.findByRole('button', { name: 'Create reorder' });
    expect(create).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Locks to add to PUMPS' }), '3');
    await user.click(screen.getByRole('combobox', { name: 'Set of PUMPS' }));
    await user.click(screen.getByRole('option', { name: 'Set 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Keys AA to cut' }), '2');
    await user.click(screen.getByRole('button', { name: 'Add a lock set' }));
    await user.type(screen.getByRole('textbox', { name: 'Name of new lock set 1' }), 'new area');
    await user.type(screen.getByRole('textbox', { name: 'PO number' }), 'PO-99');
    await user.click(create);

    await waitFor(() => expect(router.state.location.pathname).toBe('/submit-system'));
    expect(body).toEqual({
      orderPONumber: 'PO-99',
      orderSystemName: '',
      addLocks: [{ lockSetID: INSTALLED_KA_SET_ID, locks: 3, setNumber: 2, keys: null }],
      newLockSets: [
        {
          masterKeyID: INSTALLED_MASTER_KEY_ID,
          lockSetName: 'NEW AREA',
          keyOption: 'KD',
          numberOfSets: 1,
          numberOfLocksPerSet: 1,
          keys: 1,
        },
      ],
      additionalKeys: [{ keySymbol: 'AA', quantity: 2 }],
    });
    expect(storedSession()).toMatchObject({ orderID: reorder.orderID });
    expect(fetchMock).toHaveBeenCalled();
  });

  it('shows the running price while the reorder is built, and lets a new lock set choose what /set offers', async () => {
    const priced: unknown[] = [];
    const price = (total: number): ReorderPrice => ({
      priced: true,
      currency: 'USD',
      lines: {
        lockSets: [
          {
            lockSetID: 'x',
            listPrice: total - 240,
            pricePer: total - 240,
            locks: 1,
            locksAmount: total - 240,
            keyCount: 1,
            keyUnitPrice: 240,
            keys: 240,
            total,
          },
        ],
        keyLines: [],
        totalLocks: 1,
        discountPercent: 0,
        totalPrice: total,
      },
    });
    let body: unknown;
    const { user } = visit({
      ...LOOKUP_ROUTES,
      [`GET /api/customers/${CUSTOMER.ccid}/lock-systems`]: () => json([installed]),
      [`POST /api/lock-systems/${INSTALLED_LOCK_SYSTEM_ID}/reorders/price`]: ({ body: sent }) => {
        priced.push(sent);
        const engraved = JSON.stringify(sent).includes('"engravedLock":true');
        return json(price(engraved ? 2_615 : 2_365));
      },
      [`POST /api/lock-systems/${INSTALLED_LOCK_SYSTEM_ID}/reorders`]: ({ body: sent }) => {
        body = sent;
        return json(buildOrder({}, STATUS.Ready), 201);
      },
      [`POST /api/lock-systems/${INSTALLED_LOCK_SYSTEM_ID}/logos`]: () =>
        json({ logoId: LOGO_ID, contentType: 'image/png', size: PNG_BYTES.length }, 201),
      [`GET /api/logos/${LOGO_ID}`]: () => logoResponse(),
    });
    const priceRegion = within(await screen.findByRole('region', { name: 'Price of this reorder' }));
    expect(priceRegion.getByText(/Nothing ordered yet/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a lock set' }));
    await user.type(screen.getByRole('textbox', { name: 'Name of new lock set 1' }), 'gates');
    expect(await priceRegion.findByText('Total: $23.65')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Shackle (new lock set 1)' }), 'Steel, 3 in (76 mm)');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Color (new lock set 1)' }), 'Blue');
    await user.click(screen.getByRole('switch', { name: 'Engrave the locks (new lock set 1)' }));
    await user.type(screen.getByRole('textbox', { name: 'Front line 1 (new lock set 1)' }), 'gate@1');
    expect(screen.getByRole('textbox', { name: 'Front line 1 (new lock set 1)' })).toHaveValue('GATE1');
    await user.type(screen.getByRole('textbox', { name: 'Right side line 2 (new lock set 1)' }), 'b2');
    // A logo goes to the installed system (the new order takes a copy when it is created).
    await user.upload(
      screen.getByLabelText('Back logo (new lock set 1) file'),
      new File([PNG_BYTES], 'acme.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('button', { name: 'Remove Back logo (new lock set 1)' })).toBeInTheDocument();
    expect(await priceRegion.findByText('Total: $26.15')).toBeInTheDocument();
    // Asked once the form was still, not on each of the 17 changes (13 keystrokes, 2 choices, a switch, a logo).
    expect(priced.length).toBeLessThan(12);

    await user.click(screen.getByRole('button', { name: 'Create reorder' }));
    await waitFor(() => expect(body).toBeDefined());
    expect((body as { newLockSets: unknown[] }).newLockSets[0]).toMatchObject({
      lockSetName: 'GATES',
      choices: {
        bodyMaterialID: 'THERMO',
        shackleMaterialID: 'ST30',
        colorID: 'BLU',
        engravedLock: true,
        fontSize: 'S',
        frontText1: 'GATE1',
        rightText2: 'B2',
        logoFront: null,
        logoBack: LOGO_ID,
      },
    });
  });

  it('shows what the server refused, field by field, in the words of the form', async () => {
    const { user } = visit({
      [`GET /api/customers/${CUSTOMER.ccid}/lock-systems`]: () => json([installed]),
      [`POST /api/lock-systems/${INSTALLED_LOCK_SYSTEM_ID}/reorders`]: () =>
        problemResponse(422, 'The installed system does not allow it.', [
          'additionalKeys[0].keySymbol: AA1 has a copy reported lost: no more copies of it are cut',
          'newMasterKeys[0].keyName: is required',
          'newMasterKeys[0].lockSets[0].numberOfLocksPerSet: must be at least 1',
        ]),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Keys AA1 to cut' }), '1');
    await user.click(screen.getByRole('button', { name: 'Add master key' }));
    await user.type(screen.getByRole('textbox', { name: 'Name of new master key 1' }), 'workshop');
    await user.type(screen.getByRole('textbox', { name: 'Name of lock set 1 of new master key 1' }), 'bench');
    await user.click(screen.getByRole('button', { name: 'Create reorder' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'More keys AA1: AA1 has a copy reported lost: no more copies of it are cut',
      'New master key 1 (WORKSHOP): Master key name is required',
      'Lock set 1 of new master key 1 (BENCH): Locks per set must be at least 1',
    ]);
  });

  it('asks no price of a form the domain’s rules refuse, and says what is still missing', async () => {
    const asked: unknown[] = [];
    const created: unknown[] = [];
    const { user } = visit({
      ...LOOKUP_ROUTES,
      [`GET /api/customers/${CUSTOMER.ccid}/lock-systems`]: () => json([installed]),
      [`POST /api/lock-systems/${INSTALLED_LOCK_SYSTEM_ID}/reorders/price`]: ({ body: sent }) => {
        asked.push(sent);
        return problemResponse(400, 'Validation failed', ['newMasterKeys[0].keyName: is required']);
      },
      [`POST /api/lock-systems/${INSTALLED_LOCK_SYSTEM_ID}/reorders`]: ({ body: sent }) => {
        created.push(sent);
        return json(buildOrder({}, STATUS.Ready), 201);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add master key' }));
    await user.type(screen.getByRole('textbox', { name: 'Name of lock set 1 of new master key 1' }), 'workshop');
    const priceRegion = within(screen.getByRole('region', { name: 'Price of this reorder' }));
    expect(await priceRegion.findByText(/The price shows once the reorder can be made/)).toBeInTheDocument();
    expect(priceRegion.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'New master key 1: Master key name is required',
    ]);
    await user.click(screen.getByRole('button', { name: 'Create reorder' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The reorder cannot be created yet:New master key 1: Master key name is required');
    // Past the debounce: still nothing sent to be refused.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(asked).toEqual([]);
    expect(created).toEqual([]);
  });

  it('says when the customer has no installed system', async () => {
    visit({ [`GET /api/customers/${CUSTOMER.ccid}/lock-systems`]: () => json([]) });
    expect(await screen.findByText(/has no installed lock system yet/)).toBeInTheDocument();
  });

  it('without a customer, points back to Customer Search', async () => {
    const { user, router } = visit({}, {});
    await user.click(await screen.findByRole('link', { name: 'Back to Customer Search' }));
    expect(router.state.location.pathname).toBe('/customer-search');
  });

  it('opens from the second entry at / naming the customer and the SAP order of the system', async () => {
    const other = buildInstalledSystem(CUSTOMER.ccid, installed.orders[0]!, {
      lockSystemID: 'f9f8c7d6-4051-4293-8edf-405b6c7d8e9f',
      name: 'South plant',
      orders: [{ ...installed.orders[0]!, orderSystemName: 'South plant', sapOrderNumber: '0000077777' }],
    });
    visit(
      {
        [`GET /api/customers/${CUSTOMER.ccid}`]: () =>
          json(buildCustomer({ ccid: CUSTOMER.ccid, name: CUSTOMER.name, salesArea: CUSTOMER.salesArea })),
        [`GET /api/customers/${CUSTOMER.ccid}/lock-systems`]: () => json([installed, other]),
      },
      {},
      `/?reorder&ccid=${CUSTOMER.ccid}&sapordernumber=77777`,
    );
    expect(await screen.findByRole('combobox', { name: 'Installed lock system' })).toHaveTextContent('South plant');
    expect(storedSession()).toMatchObject({ ccid: CUSTOMER.ccid });
  });

  it('says so when the linked customer is unknown', async () => {
    visit({}, {}, '/reorder-locks?ccid=0000999999');
    expect(await screen.findByText('No customer has CCID 0000999999.')).toBeInTheDocument();
  });
});

describe('/reorder-locks in French and Spanish (issue 48)', { timeout: 40_000 }, () => {
  const original = buildOrder({ orderSystemName: 'North plant' }, STATUS.Submitted);
  const installed = buildInstalledSystem(CUSTOMER.ccid, {
    orderID: original.orderID,
    orderLockSystemID: original.orderLockSystems[0]!.orderLockSystemID,
  });
  /** 3 locks with 3 keys, 2 master keys, 5 % off: the price as the server answers it. */
  const PRICE: ReorderPrice = {
    priced: true,
    currency: 'USD',
    lines: {
      lockSets: [
        {
          lockSetID: INSTALLED_KA_SET_ID,
          listPrice: 246_000,
          pricePer: 246_000,
          locks: 3,
          locksAmount: 738_000,
          keyCount: 3,
          keyUnitPrice: 240,
          keys: 720,
          total: 738_720,
        },
      ],
      keyLines: [{ kind: 'masterKey', id: 'AA', quantity: 2, unitPrice: 680, amount: 1_360 }],
      totalLocks: 3,
      discountPercent: 5,
      totalPrice: 740_080,
    },
  };

  it('builds a reorder in Quebec French: keyed-alike sets counted, the price lines in dollars, what is missing', async () => {
    await chooseLanguage('fr-CA');
    const { user } = visit({
      ...LOOKUP_ROUTES,
      [`GET /api/customers/${CUSTOMER.ccid}/lock-systems`]: () => json([installed]),
      [`POST /api/lock-systems/${INSTALLED_LOCK_SYSTEM_ID}/reorders/price`]: () => json(PRICE),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nouvelle commande de cadenas' })).toBeInTheDocument();
    expect(await screen.findByText('SP6 · 2 cadenas · 7 clés · 3 codes de clé · 1 commande')).toBeInTheDocument();
    const lockSets = screen.getByRole('table', { name: 'Ensembles de cadenas de North plant' });
    expect(
      within(lockSets)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1]!.textContent),
    ).toEqual(['À clés différentes', 'À clés identiques, 2 jeux']);
    const priceRegion = within(screen.getByRole('region', { name: 'Prix de cette nouvelle commande' }));
    expect(priceRegion.getByText(/^Rien n’est commandé pour l’instant/)).toBeInTheDocument();

    // A lock set without its name: said in the form's words, no price asked.
    await user.click(screen.getByRole('button', { name: 'Ajouter un ensemble de cadenas' }));
    expect(await priceRegion.findByText(/Il reste à faire/)).toBeInTheDocument();
    expect(priceRegion.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Nouvel ensemble 1 – Nom\u00a0: champ obligatoire',
    ]);

    await user.type(screen.getByRole('textbox', { name: 'Nom (nouvel ensemble 1)' }), 'gates');
    await user.type(screen.getByRole('textbox', { name: 'Cadenas à ajouter à PUMPS' }), '3');
    expect(await priceRegion.findByText('Total : 7 400,80 $ US')).toBeInTheDocument();
    // Money is written with no-break spaces (fr-CA): compared with plain ones.
    const spaced = (text: string | null | undefined) => text?.replace(/\s/g, ' ');
    const facts = priceRegion
      .getAllByRole('term')
      .map((term) => [spaced(term.textContent), spaced(term.nextElementSibling?.textContent)]);
    expect(facts).toEqual([
      ['Cadenas (3)', '7 380,00 $ US'],
      ['Clés fournies avec les cadenas (3)', '7,20 $ US'],
      ['Passe-partout (2)', '13,60 $ US'],
      ['Remise sur quantité', '5 % (compris dans le prix des cadenas)'],
    ]);
    expect(screen.getByRole('button', { name: 'Créer la nouvelle commande' })).toBeEnabled();
  });

  it('says in Mexican Spanish what the server refused, in the words of the form', async () => {
    await chooseLanguage('es-MX');
    const { user } = visit({
      [`GET /api/customers/${CUSTOMER.ccid}/lock-systems`]: () => json([installed]),
      [`POST /api/lock-systems/${INSTALLED_LOCK_SYSTEM_ID}/reorders`]: () =>
        problemResponse(422, 'The installed system does not allow it.', [
          'additionalKeys[0].keySymbol: AA1 has a copy reported lost: no more copies of it are cut',
          'newMasterKeys[0].keyName: is required',
          'newMasterKeys[0].lockSets[0].numberOfLocksPerSet: must be at least 1',
        ]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nuevo pedido de candados' })).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: 'Llaves AA1 por cortar' }), '1');
    await user.click(screen.getByRole('button', { name: 'Agregar llave maestra' }));
    await user.type(screen.getByRole('textbox', { name: 'Nombre de la llave maestra nueva 1' }), 'workshop');
    await user.type(screen.getByRole('textbox', { name: 'Nombre (juego 1 de la llave maestra nueva 1)' }), 'bench');
    await user.click(screen.getByRole('button', { name: 'Crear nuevo pedido' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Se rechazó el nuevo pedido:/);
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Más llaves AA1: AA1 tiene una copia reportada como perdida: ya no se cortan más copias',
      'Llave maestra nueva 1 (WORKSHOP) – Nombre de la llave maestra: campo obligatorio',
      'Juego 1 de la llave maestra nueva 1 (BENCH) – Candados por grupo: mínimo 1',
    ]);
  });
});

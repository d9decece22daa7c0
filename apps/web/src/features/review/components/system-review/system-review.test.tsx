import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ORDER_LOCK_SYSTEM_STATUS as STATUS, systemPriceOf, type PricedLines } from '@keyplan/domain';
import { buildSafekeyOrder, buildTree, DEMO_LOOKUPS } from '../../../../testing/key-system-fixtures.ts';
import { mockFetch, renderRoutes } from '../../../../testing/test-utils.tsx';
import { SystemReview } from './system-review.tsx';
import { chooseLanguage } from '../../../../i18n/language.ts';

/** A submitted reorder: the grand master key and MASTER KEY 1 stand for the installed ones, 2 spare master keys cut. */
function submittedReorder() {
  const tree = buildTree();
  tree.grandMasterKey = { ...tree.grandMasterKey, numberOfKeys: 1, addToSystem: true, additionalKeys: 0 };
  tree.masterKeys[0] = { ...tree.masterKeys[0]!, numberOfKeys: 5, addToSystem: true, additionalKeys: 2 };
  const order = buildSafekeyOrder(tree, { totalPrice: 3940 }, STATUS.Submitted);
  const system = order.orderLockSystems[0]!;
  const masterKey = system.masterKeys[0]!;
  const lines: PricedLines = {
    lockSets: [
      {
        lockSetID: masterKey.lockSets[0]!.lockSetID,
        listPrice: 2100,
        pricePer: 2100,
        locks: 1,
        locksAmount: 2100,
        keyCount: 2,
        keyUnitPrice: 240,
        keys: 480,
        total: 2580,
      },
    ],
    keyLines: [{ kind: 'masterKey', id: masterKey.masterKeyID, quantity: 2, unitPrice: 680, amount: 1360 }],
    totalLocks: 1,
    discountPercent: 0,
    totalPrice: 3940,
  };
  return {
    order,
    system: { ...system, isAddToSystem: true, submittedPrice: lines, priceKept: true },
    price: systemPriceOf(lines),
  };
}

describe('SystemReview of a reorder', () => {
  it('shows the spare keys its stand-ins cut, not the installed keys, and the lines sent to SAP', async () => {
    mockFetch({});
    const { order, system, price } = submittedReorder();
    renderRoutes({
      routes: [
        {
          path: '/',
          element: <SystemReview order={order} system={system} lookups={DEMO_LOOKUPS} customer={null} price={price} />,
        },
      ],
    });
    expect(await screen.findByText('GRAND MASTER KEY · installed key · 0 spare keys')).toBeInTheDocument();
    expect(screen.getByText(/^installed key · 2 spare keys · 1 lock set · 1 lock$/)).toBeInTheDocument();
    expect(screen.getByText('Spare grand master keys', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '$0.00',
    );
    expect(screen.getByText('Master keys', { selector: 'dt' }).nextElementSibling).toHaveTextContent('$13.60');
    expect(screen.getByText('Total: $39.40')).toBeInTheDocument();
  });
});

describe('SystemReview of a reorder that adds keys only', () => {
  it('says it has no lock sets because it adds keys, and which keys it cuts', async () => {
    mockFetch({});
    const tree = buildTree();
    tree.grandMasterKey = { ...tree.grandMasterKey, numberOfKeys: 1, addToSystem: true, additionalKeys: 0 };
    tree.masterKeys[0] = { ...tree.masterKeys[0]!, addToSystem: true, additionalKeys: 2, lockSets: [] };
    const order = buildSafekeyOrder(tree, { totalPrice: 1840 }, STATUS.Ready);
    const system = {
      ...order.orderLockSystems[0]!,
      isAddToSystem: true,
      changeKeyOrders: [{ keySymbol: 'AA1', quantity: 1 }],
    };
    renderRoutes({
      routes: [
        {
          path: '/',
          element: <SystemReview order={order} system={system} lookups={DEMO_LOOKUPS} customer={null} price={null} />,
        },
      ],
    });
    expect(
      await screen.findByText(
        'This reorder adds keys only; it has no lock sets. It cuts 2 spare keys of MASTER KEY 1 and 1 key AA1.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('This system has no lock sets yet.')).not.toBeInTheDocument();
  });
});

describe('SystemReview in French and Spanish (issue 48)', () => {
  const renderReview = (reorder: ReturnType<typeof submittedReorder>) =>
    renderRoutes({
      routes: [
        {
          path: '/',
          element: (
            <SystemReview
              order={reorder.order}
              system={reorder.system}
              lookups={DEMO_LOOKUPS}
              customer="Fonderie Laval"
              forCustomer
              price={reorder.price}
            />
          ),
        },
      ],
    });

  it('counts keys, lock sets and locks with their plurals, and writes money in fr-CA', async () => {
    await chooseLanguage('fr-CA');
    mockFetch({});
    renderReview(submittedReorder());
    expect(await screen.findByText('GRAND MASTER KEY · clé installée · 0 clé de rechange')).toBeInTheDocument();
    expect(
      screen.getByText(/^clé installée · 2 clés de rechange · 1 ensemble de cadenas · 1 cadenas$/),
    ).toBeInTheDocument();
    expect(screen.getByText('Type', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Nouvelle commande');
    expect(screen.getByText('Passe-partout', { selector: 'dt' }).nextElementSibling).toHaveTextContent('13,60 $ US');
    expect(screen.getByText('Prix par cadenas', { selector: 'dt' }).nextElementSibling).toHaveTextContent('21,00 $ US');
    expect(screen.getByText(/^Total : 39,40 \$ US$/)).toBeInTheDocument();
  });

  it('says which keys a keys-only reorder cuts, and writes money in es-MX', async () => {
    await chooseLanguage('es-MX');
    mockFetch({});
    const reorder = submittedReorder();
    reorder.system.masterKeys[0] = { ...reorder.system.masterKeys[0]!, lockSets: [] };
    reorder.system.changeKeyOrders = [{ keySymbol: 'AA1', quantity: 1 }];
    renderReview(reorder);
    expect(
      await screen.findByText(
        'Este nuevo pedido solo agrega llaves; no tiene juegos de candados. Llaves que se cortan: 2 llaves de repuesto de MASTER KEY 1 y 1 llave AA1.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^llave instalada · 2 llaves de repuesto · 0 juegos de candados · 0 candados$/),
    ).toBeInTheDocument();
    expect(screen.getByText('Llaves maestras', { selector: 'dt' }).nextElementSibling).toHaveTextContent('USD 13.60');
    expect(screen.getByText('Total: USD 39.40')).toBeInTheDocument();
  });
});

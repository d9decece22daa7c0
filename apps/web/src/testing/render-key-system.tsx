/** Test helpers of /key-system: a fake API answering as the server does, the routes, and large trees. */
import {
  deriveSku,
  newGrandMasterKey,
  newLockSet,
  newMasterKey,
  savedLockSystemSchema,
  statusLabel,
  summarizeLockSet,
  type LockSet,
  type LockSystemTree,
  type SafekeyOrder,
} from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import userEvent from '@testing-library/user-event';
import { Outlet, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import KeySystemPage from '../pages/key-system-page.tsx';
import { SESSION_KEY, type SessionState } from '../stores/session-store.ts';
import { json, mockFetch, problem, renderRoutes, type Handler } from './test-utils.tsx';
import { UnsavedChangesProvider } from '../components/unsaved-changes/unsaved-changes-provider.tsx';
import { DEMO_LOOKUPS, nextTestId } from './key-system-fixtures.ts';

export const CUSTOMER = { ccid: '0000100003', name: 'Sierra Power Cooperative', salesArea: 'US10' };

/** /key-system inside the unsaved-changes guard, with stand-ins for where it leads. */
export const keySystemRoutes: RouteObject[] = [
  {
    element: (
      <UnsavedChangesProvider>
        <Outlet />
      </UnsavedChangesProvider>
    ),
    children: [
      { path: '/key-system', element: <KeySystemPage /> },
      { path: '/set', element: <h1>Lock Set</h1> },
      { path: '/system-add-or-edit', element: <h1>Add or Edit System</h1> },
      { path: '/charting-file', element: <h1>Charting File</h1> },
      { path: '/customer-search', element: <h1>Customer Search</h1> },
      { path: '/reorder-locks', element: <h1>Reorder Locks</h1> },
    ],
  },
];

/** A 409 as the server answers it, with its code: STALE_VERSION for someone else's save. */
function conflictProblem(code: string, detail: string) {
  return new Response(
    JSON.stringify({ title: 'Conflict', status: 409, detail, instance: '/api', traceID: 'trace-1', code }),
    { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
  );
}
const staleVersion = () =>
  conflictProblem(
    'STALE_VERSION',
    'The order was changed by someone else since you loaded it. Reload it and try again.',
  );

interface FakeApiOptions {
  /** Someone else saved first: PUT …/tree answers 409, and the order now holds their master key. */
  conflict?: { theirMasterKey: string };
  /** The bearer ran out: PUT …/tree answers 401. */
  unauthorized?: boolean;
  /** Charted lock sets would lose codes: PUT …/tree answers 409 with these lines until it confirms. */
  recharting?: string[];
  /** The server takes no tree of this system: PUT …/tree answers 409 CONFLICT with this message. */
  refused?: string;
}

/**
 * The calls /key-system makes: the order, the lookups, the price book, and Save of the tree
 * (which stores the tree, so that loading the order again returns it).
 */
export function fakeKeySystemApi(
  initial: SafekeyOrder,
  { conflict, unauthorized = false, recharting, refused }: FakeApiOptions = {},
) {
  let order = initial;
  const system = initial.orderLockSystems[0]!;
  const theirSave =
    (theirMasterKey: string): Handler =>
    () => {
      const stored = order.orderLockSystems[0]!;
      const masterKey = {
        ...newMasterKey(nextTestId, 9),
        keyName: theirMasterKey,
        orderID: order.orderID,
        orderLockSystemID: stored.orderLockSystemID,
        grandMasterKeyID: stored.grandMasterKey.grandMasterKeyID,
        lockSets: [],
      };
      order = {
        ...order,
        version: order.version + 1,
        orderLockSystems: [{ ...stored, masterKeys: [...stored.masterKeys, masterKey] }],
      };
      return staleVersion();
    };
  const save: Handler = ({ body }) => {
    const { expectedVersion, tree, confirmRecharting } = body as {
      expectedVersion: number;
      tree: LockSystemTree;
      confirmRecharting?: boolean;
    };
    if (refused) return conflictProblem('CONFLICT', refused);
    if (expectedVersion !== order.version) return staleVersion();
    if (recharting && !confirmRecharting)
      return new Response(
        JSON.stringify({
          title: 'Conflict',
          status: 409,
          detail: recharting.join(' '),
          instance: '/api',
          traceID: 'trace-1',
          code: 'RECHARTING_NEEDS_CONFIRMATION',
          errors: recharting,
        }),
        { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
      );
    order = withTree(order, tree, order.version + 1);
    const lockSets = [...tree.masterKeys.flatMap((masterKey) => masterKey.lockSets), ...tree.noKeyLockSets];
    return json(
      savedLockSystemSchema.parse({
        orderID: order.orderID,
        orderLockSystemID: system.orderLockSystemID,
        version: order.version,
        status: 1,
        statusLabel: statusLabel(1),
        totalPrice: 1000,
        lockSets: lockSets.map((lockSet) => ({
          lockSetID: lockSet.lockSetID,
          sku: deriveSku(lockSet),
          setSummary: summarizeLockSet(lockSet),
          pricePer: 1850,
        })),
      }),
    );
  };
  const routes: Record<string, Handler> = {
    [`GET /api/orders/${order.orderID}`]: () => json(order),
    'GET /api/price-books/USD': () =>
      json({ currency: 'USD', priceBook: DEMO_CATALOG.priceBooks.USD, quantityTiers: DEMO_CATALOG.quantityTiers }),
    [`PUT /api/order-lock-systems/${system.orderLockSystemID}/tree`]: unauthorized
      ? () => problem(401, 'Unauthorized')
      : conflict
        ? theirSave(conflict.theirMasterKey)
        : save,
  };
  for (const [name, items] of Object.entries(DEMO_LOOKUPS)) routes[`GET /api/LookUp/${name}`] = () => json(items);
  return routes;
}

/** The order as the server stores it after a save of `tree`. */
function withTree(order: SafekeyOrder, tree: LockSystemTree, version: number): SafekeyOrder {
  const system = order.orderLockSystems[0]!;
  const place = {
    orderID: order.orderID,
    orderLockSystemID: system.orderLockSystemID,
    grandMasterKeyID: tree.grandMasterKey.grandMasterKeyID,
  };
  const lockSetOut = (lockSet: LockSet, masterKeyID: string | null) => ({
    ...lockSet,
    ...place,
    masterKeyID,
    sku: deriveSku(lockSet),
    setSummary: summarizeLockSet(lockSet),
    pricePer: 1850,
  });
  return {
    ...order,
    version,
    orderLockSystems: [
      {
        ...system,
        status: 1,
        statusLabel: statusLabel(1),
        grandMasterKey: { ...tree.grandMasterKey, orderID: order.orderID, orderLockSystemID: system.orderLockSystemID },
        masterKeys: tree.masterKeys.map((masterKey) => ({
          ...masterKey,
          ...place,
          lockSets: masterKey.lockSets.map((lockSet) => lockSetOut(lockSet, masterKey.masterKeyID)),
        })),
        noKeyLockSets: tree.noKeyLockSets.map((lockSet) => lockSetOut(lockSet, null)),
      },
    ],
  };
}

/** Opens /key-system on `order` as the session's system; returns the router and the fetch mock. */
export function renderKeySystem(
  order: SafekeyOrder,
  { session = {}, ...options }: FakeApiOptions & { session?: Partial<SessionState> } = {},
) {
  localStorage.setItem(
    SESSION_KEY,
    JSON.stringify({ orderID: order.orderID, customer: CUSTOMER, ccid: CUSTOMER.ccid, ...session }),
  );
  const fetchMock = mockFetch(fakeKeySystemApi(order, options));
  const view = renderRoutes({ routes: keySystemRoutes, initialEntries: ['/key-system'] });
  const calls = (method: string, suffix: string) =>
    fetchMock.mock.calls
      .filter(
        ([url, init]) =>
          (init?.method ?? 'GET') === method && new URL(String(url), 'http://localhost').pathname.endsWith(suffix),
      )
      .map(([, init]) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined));
  return { ...view, fetchMock, calls, user: userEvent.setup() };
}

/** A tree of `lockSets` lock sets spread over `masterKeys` master keys (names MASTER KEY n, LOCK SET n). */
export function buildLargeTree(masterKeys: number, lockSets: number): LockSystemTree {
  const keys = Array.from({ length: masterKeys }, (_, index) => newMasterKey(nextTestId, index + 1));
  for (let index = 0; index < lockSets; index += 1)
    keys[index % masterKeys]!.lockSets.push(newLockSet(nextTestId, index + 1, DEMO_LOOKUPS, 'SP6'));
  return { grandMasterKey: newGrandMasterKey(nextTestId), masterKeys: keys, noKeyLockSets: [] };
}

/** Makes MUI's useMediaQuery answer as on a phone (jsdom has no matchMedia). */
export function emulatePhone() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: /max-width/.test(query),
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}

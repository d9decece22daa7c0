/** Helpers of the /set tests: a fake API over one order, the screen in its routes, small readers. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, type RouteObject } from 'react-router';
import {
  LOOKUP_NAMES,
  type LockSet,
  type LockSystemTree,
  type OrderLockSystemStatus,
  type SafekeyOrder,
} from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import SetPage from '../pages/set-page.tsx';
import { SESSION_KEY } from '../stores/session-store.ts';
import { json, mockFetch, renderRoutes, type Handler } from './test-utils.tsx';
import { UnsavedChangesProvider } from '../components/unsaved-changes/unsaved-changes-provider.tsx';
import { DEMO_LOOKUPS, buildSafekeyOrder, buildTree } from './key-system-fixtures.ts';

/** A PNG as the server judges it: the 8-byte signature and an IHDR chunk of a 1×1 image. */
export const PNG_BYTES = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0,
  0, 0,
]);

export const setRoutes: RouteObject[] = [
  {
    element: (
      <UnsavedChangesProvider>
        <Outlet />
      </UnsavedChangesProvider>
    ),
    children: [
      { path: '/set', element: <SetPage /> },
      { path: '/key-system', element: <h1>Key System</h1> },
    ],
  },
];

/** The default tree with its one lock set changed. */
export function treeWithLockSet(change: (lockSet: LockSet) => LockSet = (lockSet) => lockSet): {
  tree: LockSystemTree;
  lockSet: LockSet;
} {
  const tree = buildTree();
  const lockSet = change(tree.masterKeys[0]!.lockSets[0]!);
  tree.masterKeys[0]!.lockSets[0] = lockSet;
  return { tree, lockSet };
}

/** The API the editor reads: every lookup of the demo catalog, the order, the USD price book. */
export function fakeEditorApi(order: SafekeyOrder): Record<string, Handler> {
  const routes: Record<string, Handler> = {
    [`GET /api/orders/${order.orderID}`]: () => json(order),
    'GET /api/price-books/USD': () =>
      json({ currency: 'USD', priceBook: DEMO_CATALOG.priceBooks.USD, quantityTiers: DEMO_CATALOG.quantityTiers }),
  };
  for (const name of LOOKUP_NAMES) routes[`GET /api/LookUp/${name}`] = () => json(DEMO_LOOKUPS[name]);
  return routes;
}

interface VisitOptions {
  status?: OrderLockSystemStatus;
  /** The lockSetId of the URL; the tree's lock set by default. */
  lockSetId?: string;
  /** More API routes, e.g. PUT …/tree of the order's lock system. */
  extra?: (order: SafekeyOrder) => Record<string, Handler>;
  /** No system open in the session. */
  noSystem?: boolean;
}

/** Opens /set for the lock set of `tree` with the order in the session; waits for nothing. */
export function visitSet(tree: LockSystemTree, { status = 1, lockSetId, extra, noSystem = false }: VisitOptions = {}) {
  const order = buildSafekeyOrder(tree, {}, status);
  if (!noSystem) localStorage.setItem(SESSION_KEY, JSON.stringify({ orderID: order.orderID }));
  const fetchMock = mockFetch({ ...fakeEditorApi(order), ...extra?.(order) });
  const id = lockSetId ?? tree.masterKeys[0]!.lockSets[0]!.lockSetID;
  const view = renderRoutes({ routes: setRoutes, initialEntries: [`/set?lockSetId=${id}`] });
  const calls = (method: string, suffix: string) =>
    fetchMock.mock.calls
      .filter(
        ([url, init]) =>
          (init?.method ?? 'GET') === method && new URL(String(url), 'http://localhost').pathname.endsWith(suffix),
      )
      .map(([, init]) => init?.body);
  // No pause between keystrokes: typing in MUI fields is slow enough on a busy machine.
  return { ...view, order, fetchMock, calls, user: userEvent.setup({ delay: null }) };
}

/** Waits until the form is on the screen. */
export const lockSetForm = () => screen.findByRole('form', { name: 'Lock set' });

export const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
export const select = (name: string | RegExp) => screen.getByRole('combobox', { name });
export const preview = () => screen.getByRole('img', { name: /^Padlock preview/ });
/** The value cell of a row of the price table. */
export const priceOf = (row: string | RegExp) =>
  within(screen.getByRole('row', { name: row }))
    .getAllByRole('cell')
    .at(-1)!.textContent;

/**
 * GET /logos/{id} answering the PNG. Node's fetch Response makes Node blobs, which jsdom's
 * FileReader (reading the logo as a data: URL) refuses; this one answers a jsdom Blob.
 */
export function logoResponse(bytes: Uint8Array = PNG_BYTES): Response {
  const response = new Response(bytes.slice(), { headers: { 'Content-Type': 'image/png' } });
  Object.defineProperty(response, 'blob', { value: async () => new Blob([bytes.slice()], { type: 'image/png' }) });
  return response;
}

import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
/** Fixtures of the system screens' tests: orders, summaries, a fake orders API and the routes. */
import { Outlet, type RouteObject } from 'react-router';
import {
  ORDER_TYPE,
  newGrandMasterKey,
  type KeyCodeBucketType,
  type OrderLockSystemStatus,
  type SafekeyOrder,
  type SalesArea,
  type SystemSummary,
  type InstalledLockSystem,
} from '@keyplan/domain';
import SystemAddOrEditPage from '../pages/system-add-or-edit-page.tsx';
import SystemStartPage from '../pages/system-start-page.tsx';
import { SESSION_KEY, type SessionState } from '../stores/session-store.ts';
import { buildSafekeyOrder, nextTestId } from './order-fixtures.ts';
import { json, problem, type Handler } from './test-utils.tsx';
import { UnsavedChangesProvider } from '../components/unsaved-changes/unsaved-changes-provider.tsx';

export const SALES_AREAS: SalesArea[] = DEMO_CATALOG.lookups.salesareas.filter((area) =>
  ['US10', 'CA10'].includes(area.id),
);

export const BUCKETS: KeyCodeBucketType[] = [
  { id: 'SP6', name: 'Safety 6-pin', pins: 6, depthMin: 0, depthMax: 9, depthStep: 1, macs: 7 },
  { id: 'BR4', name: 'Brass 4-pin', pins: 4, depthMin: 1, depthMax: 7, depthStep: 1, macs: 4 },
];

export const CUSTOMER = { ccid: '0000100003', name: 'Sierra Power Cooperative', salesArea: 'US10' };

/** Puts session values into localStorage, as the screens before would have. */
export function storeSession(values: Partial<SessionState>): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify(values));
}

/** The stored session as the app wrote it. */
export function storedSession(): Record<string, unknown> {
  return JSON.parse(localStorage.getItem(SESSION_KEY) ?? '{}') as Record<string, unknown>;
}

/** An order with one lock system holding the default grand master key; `status` is the system's. */
export function buildOrder(
  overrides: Partial<SafekeyOrder> = {},
  status: OrderLockSystemStatus = 0,
  systemBucketType = 'SP6',
): SafekeyOrder {
  const tree = { grandMasterKey: newGrandMasterKey(nextTestId), masterKeys: [], noKeyLockSets: [] };
  const dates = { createdAt: '2025-03-04T14:05:00.000Z', updatedAt: '2025-03-04T14:05:00.000Z' };
  return buildSafekeyOrder(
    tree,
    { ccid: CUSTOMER.ccid, totalPrice: 12_345, ...dates, ...overrides },
    status,
    systemBucketType,
  );
}

/** The row of /system-start for an order. */
export function summaryOf(order: SafekeyOrder): SystemSummary {
  const system = order.orderLockSystems[0]!;
  return {
    orderID: order.orderID,
    orderLockSystemID: system.orderLockSystemID,
    orderType: order.orderType,
    orderSystemName: order.orderSystemName,
    isAddToSystem: system.isAddToSystem,
    sapOrderNumber: order.sapOrderNumber,
    sapLineNumber: order.sapLineNumber,
    quoteNumber: order.quoteNumber,
    designID: order.designID,
    status: system.status,
    statusLabel: system.statusLabel,
    sendState: system.sendState,
    totalPrice: order.totalPrice,
    currency: order.currency,
    updatedAt: order.updatedAt,
  };
}

const TYPES = { order: ORDER_TYPE.Order, quote: ORDER_TYPE.Quote, design: ORDER_TYPE.Design } as const;

/**
 * The orders API over `orders`, answering as the server does: lookups, the quoting flag, the
 * customer's systems filtered by status label and type, one order, create and header update.
 */
export function fakeSystemsApi(
  orders: SafekeyOrder[],
  { quoting = true, ccid = CUSTOMER.ccid, installed = [] as InstalledLockSystem[] } = {},
): Record<string, Handler> {
  const routes: Record<string, Handler> = {
    'GET /api/LookUp/salesareas': () => json(SALES_AREAS),
    'GET /api/LookUp/keycodebuckettype': () => json(BUCKETS),
    'GET /api/features/quoting': () => json(quoting),
    [`GET /api/customers/${ccid}/lock-systems`]: () => json(installed),
    [`GET /api/customers/${ccid}/systems`]: ({ url }) => {
      const params = new URL(url).searchParams;
      const statuses = params.get('status')?.split(',');
      const type = params.get('type') as keyof typeof TYPES | null;
      return json(
        orders
          .map(summaryOf)
          .filter((system) => !statuses || statuses.includes(system.statusLabel))
          .filter((system) => !type || system.orderType === TYPES[type]),
      );
    },
  };
  for (const order of orders) routes[`GET /api/orders/${order.orderID}`] = () => json(order);
  return routes;
}

export const createdOrderHandler =
  (answer: (body: Record<string, unknown>) => SafekeyOrder): Handler =>
  ({ body }) =>
    json(answer(body as Record<string, unknown>), 201);

export const notFound = () => problem(404, 'Not Found');

/** The two screens inside the unsaved-changes guard, with stand-ins for where they lead. */
export const systemRoutes: RouteObject[] = [
  {
    element: (
      <UnsavedChangesProvider>
        <Outlet />
      </UnsavedChangesProvider>
    ),
    children: [
      { path: '/system-start', element: <SystemStartPage /> },
      { path: '/system-add-or-edit', element: <SystemAddOrEditPage /> },
      { path: '/key-system', element: <h1>Key System</h1> },
      { path: '/customer-search', element: <h1>Customer Search</h1> },
    ],
  },
];

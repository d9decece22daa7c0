/** Fixtures of /submit-system and /submit-review tests: a Ready order and a fake API answering as the server does. */
import {
  ORDER_LOCK_SYSTEM_STATUS as STATUS,
  ORDER_TYPE,
  statusLabel,
  type OrderLockSystemStatus,
  type Locale,
  type SafekeyOrder,
  type SubmissionState,
} from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import type { RouteObject } from 'react-router';
import { ErrorPage } from '../pages/error-page.tsx';
import SubmitReviewPage from '../pages/submit-review-page.tsx';
import SubmitSystemPage from '../pages/submit-system-page.tsx';
import { json, problem, type Handler } from './test-utils.tsx';
import { DEMO_LOOKUPS, buildSafekeyOrder, buildTree } from './key-system-fixtures.ts';
import { buildKeyChart, chartedCopy, withoutBittings } from './charting-fixtures.tsx';
import { withSubmission } from '../features/submission/hooks/use-submission-actions.ts';

export const CUSTOMER = { ccid: '0000300004', name: 'Harbor Cold Storage', salesArea: 'US10' };

export const submissionRoutes: RouteObject[] = [
  { path: '/submit-system', element: <SubmitSystemPage /> },
  { path: '/submit-review', element: <SubmitReviewPage /> },
  { path: '/error', element: <ErrorPage /> },
  { path: '/key-system', element: <h1>Key System</h1> },
  { path: '/customer-search', element: <h1>Customer Search</h1> },
];

/** An order of the default tree (GRAND MASTER KEY → MASTER KEY 1 → LOCK SET 1), priced, in `status`. */
export function buildReadyOrder(
  overrides: Partial<SafekeyOrder> = {},
  status: OrderLockSystemStatus = STATUS.Ready,
): SafekeyOrder {
  const order = buildSafekeyOrder(
    buildTree(),
    { ccid: CUSTOMER.ccid, orderSystemName: 'Dock 4', orderPONumber: 'PO-77', totalPrice: 4_250, ...overrides },
    status,
  );
  const system = order.orderLockSystems[0]!;
  const masterKeys = system.masterKeys.map((masterKey) => ({
    ...masterKey,
    lockSets: masterKey.lockSets.map((lockSet) => ({ ...lockSet, pricePer: 1_850 })),
  }));
  return { ...order, orderLockSystems: [{ ...system, masterKeys }] };
}

export function submissionState(order: SafekeyOrder, overrides: Partial<SubmissionState> = {}): SubmissionState {
  const quote = order.orderType === ORDER_TYPE.Quote;
  return {
    orderLockSystemID: order.orderLockSystems[0]!.orderLockSystemID,
    orderID: order.orderID,
    kind: quote ? 'quote' : 'order',
    state: 'pending',
    attempts: 0,
    maxAttempts: 6,
    nextAttemptAt: null,
    lastError: null,
    followUps: [],
    chartedCustomerMissing: false,
    sapOrderNumber: null,
    quoteNumber: null,
    status: STATUS.Ready,
    statusLabel: 'Draft',
    ...overrides,
  };
}

export const sentState = (order: SafekeyOrder, overrides: Partial<SubmissionState> = {}) => {
  const quote = order.orderType === ORDER_TYPE.Quote;
  const status = quote ? STATUS.QuoteSubmitted : STATUS.Submitted;
  return submissionState(order, {
    state: 'sent',
    attempts: 1,
    sapOrderNumber: quote ? null : '0000012345',
    quoteNumber: quote ? '0020000077' : null,
    status,
    statusLabel: statusLabel(status),
    ...overrides,
  });
};

export interface FakeSubmissionApi {
  routes: Record<string, Handler>;
  /** What GET …/submission answers next; each answer is used once, the last one stays. */
  queue: (SubmissionState | null)[];
}

/**
 * The calls of /submit-system: the order, lookups, price book, the submission (its GET answers
 * come from `queue`), quote requirements, review access and transfer to order.
 */
export function fakeSubmissionApi(order: SafekeyOrder, queue: (SubmissionState | null)[] = [null]): FakeSubmissionApi {
  const system = order.orderLockSystems[0]!;
  const base = `/api/order-lock-systems/${system.orderLockSystemID}/submission`;
  const fake: FakeSubmissionApi = { queue, routes: {} };
  // The order as the server answers it: the status and send state of the submission last answered.
  let current: SubmissionState | null = queue[0] ?? null;
  let served = order;
  const next = () => (current = fake.queue.length > 1 ? fake.queue.shift()! : fake.queue[0]!);
  const answered = (state: SubmissionState, status = 202) => {
    current = state;
    return json(state, status);
  };
  fake.routes = {
    [`GET /api/orders/${order.orderID}`]: () => json(current ? withSubmission(served, current) : served),
    'GET /api/price-books/USD': () =>
      json({ currency: 'USD', priceBook: DEMO_CATALOG.priceBooks.USD, quantityTiers: DEMO_CATALOG.quantityTiers }),
    [`GET ${base}`]: () => {
      const state = next();
      return state ? json(state) : problem(404, 'Not Found');
    },
    [`POST ${base}`]: () => answered(submissionState(order)),
    [`POST ${base}/retry`]: () => answered(submissionState(order, { attempts: 6 })),
    // Reopened: a Ready draft again, its messages to SAP gone.
    [`POST ${base}/reopen`]: () => {
      const ready = { ...system, status: STATUS.Ready, statusLabel: 'Draft' as const, sendState: null };
      served = { ...order, version: order.version + 1, orderLockSystems: [ready] };
      current = null;
      fake.queue = [null];
      return new Response(null, { status: 204 });
    },
    [`GET /api/orders/${order.orderID}/quote-requirements`]: () => problem(404, 'Not Found'),
    [`GET /api/orders/${order.orderID}/review-responses`]: () => json({ approved: false, responses: [] }),
    [`GET /api/orders/${order.orderID}/review-access`]: () =>
      json({
        orderID: order.orderID,
        passCode: null,
        passCodeHint: 'B6NC',
        createdAt: '2026-11-20T10:00:00.000Z',
        createdBy: 'sam.staff@example.com',
        reviewLink: null,
        customerLink: null,
        customerLinkActive: false,
      }),
    [`POST /api/orders/${order.orderID}/review-access/rotate`]: () =>
      json({
        orderID: order.orderID,
        passCode: 'K7QX-M2PA-9TRD-4HWE-B6NC',
        passCodeHint: 'B6NC',
        createdAt: '2026-11-22T10:00:00.000Z',
        createdBy: 'sam.staff@example.com',
        customerLinkActive: false,
        reviewLink: `http://localhost:3000/?review=K7QX-M2PA-9TRD-4HWE-B6NC&id=${order.orderID}`,
        customerLink: null,
      }),
  };
  for (const [name, items] of Object.entries(DEMO_LOOKUPS)) fake.routes[`GET /api/LookUp/${name}`] = () => json(items);
  return fake;
}

/**
 * The View endpoints a customer's review calls, for a guest key `guestKey` of `order`, whose
 * customer reads `customerLanguage`.
 */
export function fakeViewApi(
  order: SafekeyOrder,
  guestKey = 'guest-key-1',
  customerLanguage: Locale = 'en-US',
): Record<string, Handler> {
  const guarded =
    (answer: () => Response): Handler =>
    ({ headers }) =>
      headers.get('View-Authorization') === guestKey && !headers.has('Authorization')
        ? answer()
        : problem(401, 'Unauthorized');
  const routes: Record<string, Handler> = {
    'POST /api/View/sessions': () =>
      json(
        {
          guestKey,
          expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
          orderID: order.orderID,
          customerLanguage,
        },
        201,
      ),
    [`GET /api/View/orders/${order.orderID}`]: guarded(() => json(order)),
    [`GET /api/View/orders/${order.orderID}/responses`]: guarded(() => json({ approved: false, responses: [] })),
    [`GET /api/View/orders/${order.orderID}/key-chart`]: guarded(() =>
      json(withoutBittings(chartedCopy(buildKeyChart(order), 'tpp', order.version))),
    ),
    [`GET /api/View/orders/${order.orderID}/pricing`]: guarded(() =>
      json({
        currency: order.currency,
        priceBook: DEMO_CATALOG.priceBooks[order.currency],
        quantityTiers: DEMO_CATALOG.quantityTiers,
      }),
    ),
  };
  for (const [name, items] of Object.entries(DEMO_LOOKUPS))
    routes[`GET /api/View/lookup/${name}`] = guarded(() => json(items));
  return routes;
}

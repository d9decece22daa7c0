import {
  type ChartLockSet,
  type InstalledLockSystem,
  type KeyChart,
  type KeyCopyState,
  type KeyRegister,
  type KeyRegisterChange,
  type LockSystemTree,
  type SafekeyOrder,
  type SubmissionState,
  type SystemSummary,
} from '@keyplan/domain';
import { addSapPartner, adminHeaders, buildCustomer, staffHeaders } from '../factories.ts';
import type { ApiTestContext } from '../use-test-app.ts';

/**
 * Tests only (issue 42): the model of a customer's installed lock systems that the model-based
 * test keeps beside the real app, the app's state as the API shows it after each step, and the
 * calls the steps make (every one refused if it answers 5xx).
 */

/** An order the run made: a new system, a reorder or a lost key's remedy, and the locks it adds by lock set name. */
export interface ModelOrder {
  orderID: string;
  orderLockSystemID: string;
  ccid: string;
  kind: 'new' | 'reorder' | 'remedy';
  /** The installed system it builds (once submitted) or adds to. */
  lockSystemId: string | null;
  state: 'draft' | 'submitted' | 'completed' | 'canceled' | 'deleted';
  locks: Map<string, number>;
  /** A remedy: the lost key whose locks it replaces once delivered. */
  lostKey?: string;
  /** Why submitting it must be refused (the lockout/tagout rules its tree breaks), if it must. */
  mustNotInstall?: string;
  /** When (the model's clock) it was submitted, and delivered. */
  submittedAt?: number;
  completedAt?: number;
}

export interface ModelCopy {
  state: KeyCopyState;
  holder: string | null;
}

export interface Model {
  ccids: string[];
  orders: ModelOrder[];
  /** Copies by `lockSystemId symbol copyNumber`; a copy not here was never changed (not handed out). */
  copies: Map<string, ModelCopy>;
  /** Keys with a copy reported lost, by `lockSystemId symbol`, with when (the model's clock). */
  lost: Map<string, number>;
  /** Locks a delivered remedy replaced, by system (chart, lock set, set and lock). */
  replaced: Map<string, Set<string>>;
  /** Counts submissions, deliveries and losses: what happened before what. */
  clock: number;
  /** Lockout/tagout keys ordered a second time with a reason, by `lockSystemId symbol`. */
  reasoned: Set<string>;
}

/** One installed system as the API shows it now, with the charts (bittings) of its installed orders. */
export interface SystemView {
  system: InstalledLockSystem;
  register: KeyRegister;
  history: KeyRegisterChange[];
  charts: KeyChart[];
  /** Each installed lock set's chart (its first order's). */
  lockSets: Map<string, ChartLockSet>;
  /** Lockout/tagout workers' keys by symbol, and whether their set records a second key. */
  lotoKeys: Map<string, { secondKey: boolean }>;
  /** Symbols with a copy reported lost (the register). */
  lost: Set<string>;
}

export interface Real {
  api: ApiTestContext;
  /** Charts of installed orders (fixed once charted), by order lock system. */
  charts: Map<string, KeyChart>;
  /** Another customer's installed charts, built once per database: no key of a run may open them. */
  neighbours: { ccid: string; charts: KeyChart[] }[];
  views: Map<string, SystemView>;
  /** Orders the run did not make itself (a create that failed half-way) already opened. */
  opened: Set<string>;
  /** Signed-in headers, minted again before they expire (a long run outlasts a token). */
  headers?: { staff: Record<string, string>; admin: Record<string, string>; at: number };
}

const INSTALLED = new Set<ModelOrder['state']>(['submitted', 'completed']);
export const isInstalled = (order: ModelOrder) => INSTALLED.has(order.state);

/** The run's installed systems: its new orders that were submitted (canceled ones too: reorders must be refused). */
export const systemsOf = (model: Model) =>
  model.orders.filter((order) => order.kind === 'new' && order.lockSystemId !== null && order.state !== 'deleted');

/** Any call of the API as staff (or admin): a 5xx fails the step, with what was sent. */
export async function call(
  real: Real,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  admin = false,
) {
  if (!real.headers || Date.now() - real.headers.at > 60_000)
    real.headers = {
      staff: await staffHeaders(real.api.testApp),
      admin: await adminHeaders(real.api.testApp),
      at: Date.now(),
    };
  const headers = admin ? real.headers.admin : real.headers.staff;
  const response = await real.api.app.inject({ method, url, ...(payload ? { payload } : {}), headers });
  if (response.statusCode >= 500)
    throw new Error(
      `${method} ${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}${payload ? `\n  sent ${JSON.stringify(payload)}` : ''}`,
    );
  return response;
}

/** Records a copy of a key reported lost (the first loss counts). */
export function markLost(model: Model, lockSystemId: string, symbol: string): void {
  const key = `${lockSystemId} ${symbol}`;
  if (!model.lost.has(key)) model.lost.set(key, (model.clock += 1));
}

/** A 2xx answer's body; anything else fails the step with what was asked. */
function ok<T>(response: { statusCode: number; body: string; json: () => unknown }, what: string): T {
  if (response.statusCode >= 300)
    throw new Error(`${what} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  return response.json() as T;
}

let customers = 0;
/** A new customer of its own for the run (and SAP's partner): every run starts from an empty customer. */
export async function newCustomer(real: Real): Promise<string> {
  customers += 1;
  const ccid = `8${String(process.pid % 1000).padStart(3, '0')}${String(customers).padStart(6, '0')}`;
  const customer = buildCustomer({ ccid, name: `Model Plant ${customers}` });
  const response = await call(real, 'POST', '/api/customers', customer);
  if (response.statusCode !== 201) throw new Error(`the customer was not created: ${response.body}`);
  // A partner of SAP too, as every real customer is: the SAP stand-in sells to its partners only.
  await addSapPartner(real.api.testApp, customer);
  return ccid;
}

/** Locks each lock set of a tree gets, by name (added to an installed one: that one's name). */
export function locksOfTree(
  tree: Pick<LockSystemTree, 'masterKeys' | 'noKeyLockSets'>,
  names = new Map<string, string>(),
) {
  const locks = new Map<string, number>();
  for (const lockSet of [...tree.masterKeys.flatMap((master) => master.lockSets), ...tree.noKeyLockSets]) {
    const name = (lockSet.addToLockSetId && names.get(lockSet.addToLockSetId)) || lockSet.lockSetName;
    locks.set(name, (locks.get(name) ?? 0) + lockSet.numberOfLocks);
  }
  return locks;
}

/** Submits an order as it stands; when SAP took it (202), waits until it is sent. Answers the status code. */
export async function submitOrder(real: Real, order: ModelOrder): Promise<number> {
  const current = (await call(real, 'GET', `/api/orders/${order.orderID}`)).json() as SafekeyOrder;
  const url = `/api/order-lock-systems/${order.orderLockSystemID}/submission`;
  const response = await call(real, 'POST', url, { expectedVersion: current.version });
  if (response.statusCode !== 202) return response.statusCode;
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; ) {
    const state = (await call(real, 'GET', url)).json() as SubmissionState;
    if (state.state === 'sent') return 202;
    if (state.state === 'failed')
      throw new Error(`the submission of ${order.orderID} failed: ${JSON.stringify(state)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`the submission of ${order.orderID} was not sent in 15 s`);
}

/** The charts (with bittings) of a system's installed orders, each fetched once. */
async function chartsOf(real: Real, system: InstalledLockSystem): Promise<KeyChart[]> {
  const charts: KeyChart[] = [];
  for (const order of system.orders.filter((entry) => entry.installed)) {
    let chart = real.charts.get(order.orderLockSystemID);
    if (!chart) {
      const url = `/api/order-lock-systems/${order.orderLockSystemID}/key-chart?bittings=true`;
      chart = ok<KeyChart>(await call(real, 'GET', url, undefined, true), url);
      real.charts.set(order.orderLockSystemID, chart);
    }
    charts.push(chart);
  }
  return charts;
}

/** Reads the run's customers as the API shows them now: installed systems, registers, histories, charts. */
export async function refresh(model: Model, real: Real): Promise<void> {
  real.views.clear();
  for (const ccid of model.ccids) {
    const systems = ok<InstalledLockSystem[]>(await call(real, 'GET', `/api/customers/${ccid}/lock-systems`), ccid);
    for (const system of systems) {
      const base = `/api/lock-systems/${system.lockSystemID}/key-register`;
      const register = ok<KeyRegister>(await call(real, 'GET', base), base);
      const history = ok<KeyRegisterChange[]>(await call(real, 'GET', `${base}/history`), base);
      const charts = await chartsOf(real, system);
      const lockSets = new Map<string, ChartLockSet>();
      const lotoKeys = new Map<string, { secondKey: boolean }>();
      for (const chart of charts)
        for (const lockSet of [...chart.masterKeys.flatMap((master) => master.lockSets), ...chart.noKeyLockSets]) {
          if (!lockSets.has(lockSet.lockSetID)) lockSets.set(lockSet.lockSetID, lockSet);
          const secondKey = !!lockSet.lockout?.exceptions.some((text) => text.startsWith('Second key'));
          if (lockSet.lockout)
            for (const lock of lockSet.locks)
              if (lock.keySymbol)
                lotoKeys.set(lock.keySymbol, { secondKey: secondKey || !!lotoKeys.get(lock.keySymbol)?.secondKey });
        }
      const lost = new Set(
        register.keys.filter((key) => key.copies.some((copy) => copy.state === 'lost')).map((key) => key.keySymbol),
      );
      real.views.set(system.lockSystemID, { system, register, history, charts, lockSets, lotoKeys, lost });
    }
    // Invariant (v) for orders the run did not make itself (a create that answered 5xx may have saved one).
    const known = new Set(model.orders.map((order) => order.orderID));
    const listed = ok<SystemSummary[]>(await call(real, 'GET', `/api/customers/${ccid}/systems`), ccid);
    for (const entry of listed.filter((summary) => !known.has(summary.orderID) && !real.opened.has(summary.orderID))) {
      await call(real, 'GET', `/api/orders/${entry.orderID}`);
      await call(real, 'GET', `/api/orders/${entry.orderID}/confirmation.pdf`);
      real.opened.add(entry.orderID);
    }
  }
}

import type fc from 'fast-check';
import { ORDER_LOCK_SYSTEM_STATUS, type InstalledLockSystem, type SafekeyOrder } from '@keyplan/domain';
import { checkInvariants, opensTo } from './invariants.ts';
import {
  call,
  submitOrder,
  systemsOf,
  type Model,
  type ModelOrder,
  type Real,
  type SystemView,
} from './installed-system-model.ts';

/**
 * Tests only (issue 42): what every step of the model-based test shares — it acts, then every
 * invariant is checked —, the picks that resolve a step's numbers against the run's state, and
 * submitting and delivering an order, which several steps do.
 */
export abstract class Step implements fc.AsyncCommand<Model, Real> {
  abstract check(model: Readonly<Model>): boolean;
  protected abstract act(model: Model, real: Real): Promise<void>;
  abstract toString(): string;

  async run(model: Model, real: Real): Promise<void> {
    await this.act(model, real);
    await checkInvariants(model, real);
  }
}

/** The entry `index` points at, wrapping around. */
export const at = <T>(list: readonly T[], index: number): T | undefined => list[index % Math.max(list.length, 1)];

/** The installed system a pick points at, as the API shows it now (none: its first order is gone from the list). */
export function viewAt(model: Model, real: Real, pick: number): SystemView | undefined {
  const order = at(systemsOf(model), pick);
  return order ? real.views.get(order.lockSystemId!) : undefined;
}

export type KeyKind = 'grandMaster' | 'master' | 'change' | 'loto' | 'suspect';

/** A key of the system of the kind asked (`suspect`: lost or retired); any key when it has none of that kind. */
export function keyOf(view: SystemView, kind: KeyKind, pick: number) {
  const { keys } = view.system;
  const matching = keys.filter((key) => {
    if (kind === 'loto') return view.lotoKeys.has(key.keySymbol);
    if (kind === 'suspect') return view.lost.has(key.keySymbol) || !!key.retiredBy;
    return key.kind === kind;
  });
  return at(matching.length > 0 ? matching : keys, pick);
}

/** Whether the key is retired (the installed system says so). */
export const isRetired = (system: InstalledLockSystem, symbol: string) =>
  !!system.keys.find((key) => key.keySymbol === symbol)?.retiredBy;

export const ordersIn = (model: Readonly<Model>, ...states: ModelOrder['state'][]) =>
  model.orders.filter((order) => states.includes(order.state));

/** Throws the problems found by a step, with what it did. */
export function fail(step: Step, problems: string[]): void {
  if (problems.length > 0) throw new Error(`${step.toString()}:\n  ${problems.join('\n  ')}`);
}

/** Submits a created order; a new system's order, once sent, builds the installed system it names. */
export async function submit(model: Model, real: Real, order: ModelOrder): Promise<number> {
  const status = await submitOrder(real, order);
  if (status === 202 && order.mustNotInstall)
    throw new Error(`(ii) a tree breaking the lockout/tagout rules was submitted: ${order.mustNotInstall}`);
  if (status !== 202) return status;
  order.state = 'submitted';
  order.submittedAt = model.clock += 1;
  if (order.kind === 'new') {
    const listed = (
      await call(real, 'GET', `/api/customers/${order.ccid}/lock-systems`)
    ).json() as InstalledLockSystem[];
    const system = listed.find((entry) => entry.orders[0]?.orderID === order.orderID);
    if (!system) throw new Error(`order ${order.orderID} was submitted but no installed system lists it first`);
    order.lockSystemId = system.lockSystemID;
  }
  return status;
}

/** SAP's answer to a submitted order (through the stand-in's admin route): Completed or Canceled. */
export async function deliver(
  step: Step,
  model: Model,
  real: Real,
  order: ModelOrder,
  status: 'completed' | 'rejected',
) {
  const sent = (await call(real, 'GET', `/api/orders/${order.orderID}`)).json() as SafekeyOrder;
  const url = `/api/dev/sap-documents/order/${sent.sapOrderNumber}/status`;
  const answer = await call(real, 'PUT', url, { status }, true);
  const after = (await call(real, 'GET', `/api/orders/${order.orderID}`)).json() as SafekeyOrder;
  const shown = after.orderLockSystems[0]!.status;
  const expected = ORDER_LOCK_SYSTEM_STATUS[status === 'completed' ? 'Completed' : 'Canceled'];
  fail(
    step,
    answer.statusCode === 204 && shown === expected ? [] : [`SAP ${status}: ${answer.statusCode}, status ${shown}`],
  );
  order.state = status === 'completed' ? 'completed' : 'canceled';
  if (status !== 'completed') return;
  order.completedAt = model.clock += 1;
  const view = order.lostKey && real.views.get(order.lockSystemId!);
  if (!view) return;
  // A remedy replaces the locks its lost key opens now (the view before this step, less its own).
  const replaced = model.replaced.get(view.system.lockSystemID) ?? new Set<string>();
  for (const lock of opensTo(view, order.lostKey!, new Set([order.orderLockSystemID]))) replaced.add(lock);
  model.replaced.set(view.system.lockSystemID, replaced);
}

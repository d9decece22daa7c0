import fc from 'fast-check';
import { lockoutIssues, type SafekeyOrder } from '@keyplan/domain';
import { buildCreateOrder } from '../factories.ts';
import {
  buildReorder,
  buildTree,
  mustRefuse,
  reorderSpecArb,
  treeSpecArb,
  type ReorderSpec,
  type TreeSpec,
} from './requests.ts';
import { call, locksOfTree, systemsOf, type Model, type ModelOrder, type Real } from './installed-system-model.ts';
import { at, deliver, fail, ordersIn, Step, submit, viewAt } from './steps.ts';

/**
 * Tests only (issue 42): the order steps of the model-based test — a new order, a reorder priced
 * and created, and a created order opened, printed, submitted, deleted, delivered or canceled by SAP.
 */

let systems = 0;

/** A new order of a tree for one of the run's customers, submitted at once. */
export async function newOrder(model: Model, real: Real, customer: number, spec: TreeSpec): Promise<void> {
  const ccid = model.ccids[customer]!;
  const tree = buildTree(spec);
  systems += 1;
  const payload = buildCreateOrder({
    ccid,
    orderSystemName: `Model system ${systems}`,
    orderPONumber: `PO-${systems}`,
  });
  const created = (await call(real, 'POST', '/api/orders', payload)).json() as SafekeyOrder;
  const orderLockSystemID = created.orderLockSystems[0]!.orderLockSystemID;
  const url = `/api/order-lock-systems/${orderLockSystemID}/tree`;
  const saved = await call(real, 'PUT', url, { expectedVersion: created.version, tree });
  if (saved.statusCode !== 200) throw new Error(`the tree was not saved: ${saved.body}`);
  const order: ModelOrder = {
    orderID: created.orderID,
    orderLockSystemID,
    ccid,
    kind: 'new',
    lockSystemId: null,
    state: 'draft',
    locks: locksOfTree(tree),
    mustNotInstall: lockoutIssues(tree)
      .map((issue) => issue.message)
      .join('; '),
  };
  model.orders.push(order);
  await submit(model, real, order);
}

class NewOrder extends Step {
  constructor(
    readonly customer: number,
    readonly spec: TreeSpec,
  ) {
    super();
  }
  check() {
    return true;
  }
  toString() {
    return `NewOrder(customer ${this.customer}, ${JSON.stringify(this.spec)})`;
  }
  protected act(model: Model, real: Real) {
    return newOrder(model, real, this.customer, this.spec);
  }
}

/** Prices a reorder, then creates it: (iii) refused where the state demands it, (iv) one verdict for both. */
class Reorder extends Step {
  constructor(
    readonly system: number,
    readonly spec: ReorderSpec,
  ) {
    super();
  }
  check(model: Readonly<Model>) {
    return systemsOf(model as Model).length > 0;
  }
  toString() {
    return `Reorder(system ${this.system}, ${JSON.stringify(this.spec)})`;
  }

  protected async act(model: Model, real: Real) {
    const view = viewAt(model, real, this.system);
    if (!view) return;
    const body = buildReorder(this.spec, view);
    const refuse = mustRefuse(body, view);
    const url = `/api/lock-systems/${view.system.lockSystemID}/reorders`;
    const priced = await call(real, 'POST', `${url}/price`, body);
    const created = await call(real, 'POST', url, body);
    const problems: string[] = [];
    if (refuse.length > 0 && priced.statusCode === 200) problems.push(`(iii) priced although: ${refuse.join('; ')}`);
    if (refuse.length > 0 && created.statusCode === 201) problems.push(`(iii) created although: ${refuse.join('; ')}`);
    const price = priced.statusCode === 200 ? priced.json() : null;
    if (price?.priced && created.statusCode !== 201)
      problems.push(
        `(iv) priced ${price.lines.totalPrice} but creating answered ${created.statusCode}: ${created.body.slice(0, 200)}`,
      );
    if (priced.statusCode >= 400 && created.statusCode !== priced.statusCode)
      problems.push(
        `(iv) pricing answered ${priced.statusCode} (${priced.body.slice(0, 200)}), creating ${created.statusCode}`,
      );
    if (created.statusCode === 201) {
      const order = created.json() as SafekeyOrder;
      if (price?.priced && order.totalPrice !== price.lines.totalPrice)
        problems.push(`(iv) priced ${price.lines.totalPrice}, created at ${order.totalPrice}`);
      const names = new Map(view.system.lockSets.map((lockSet) => [lockSet.lockSetID, lockSet.name]));
      const locks = new Map<string, number>();
      const add = (name: string, count: number) => locks.set(name, (locks.get(name) ?? 0) + count);
      for (const entry of body.addLocks) add(names.get(entry.lockSetID)!, entry.locks);
      for (const entry of [...body.newLockSets, ...body.newMasterKeys.flatMap((master) => master.lockSets)])
        add(entry.lockSetName, entry.numberOfSets * entry.numberOfLocksPerSet);
      model.orders.push({
        orderID: order.orderID,
        orderLockSystemID: order.orderLockSystems[0]!.orderLockSystemID,
        ccid: view.system.ccid,
        kind: 'reorder',
        lockSystemId: view.system.lockSystemID,
        state: 'draft',
        locks,
      });
      for (const entry of body.additionalKeys)
        if ('reason' in entry) model.reasoned.add(`${view.system.lockSystemID} ${entry.keySymbol}`);
    }
    fail(this, problems.length > 0 ? [...problems, `sent ${JSON.stringify(body)}`] : []);
  }
}

/** (v) a created order submits without a 5xx (a refusal is a 4xx); sent, it is installed. */
class Submit extends Step {
  constructor(readonly pick: number) {
    super();
  }
  check(model: Readonly<Model>) {
    return ordersIn(model, 'draft').length > 0;
  }
  toString() {
    return `Submit(draft ${this.pick})`;
  }
  protected async act(model: Model, real: Real) {
    await submit(model, real, at(ordersIn(model, 'draft'), this.pick)!);
  }
}

/** (v) any order of the run opens and gives its confirmation PDF. */
class Open extends Step {
  constructor(readonly pick: number) {
    super();
  }
  check(model: Readonly<Model>) {
    return model.orders.length > 0;
  }
  toString() {
    return `Open(order ${this.pick})`;
  }
  protected async act(model: Model, real: Real) {
    const order = at(model.orders, this.pick)!;
    const opened = await call(real, 'GET', `/api/orders/${order.orderID}`);
    const pdf = await call(real, 'GET', `/api/orders/${order.orderID}/confirmation.pdf`);
    if (order.state !== 'deleted')
      fail(
        this,
        [opened, pdf].flatMap((response) =>
          response.statusCode === 200 ? [] : [`(v) ${response.statusCode}: ${response.body.slice(0, 200)}`],
        ),
      );
  }
}

/** (v) a created order is deleted (200), and then no longer submits. */
class Delete extends Step {
  constructor(readonly pick: number) {
    super();
  }
  check(model: Readonly<Model>) {
    return ordersIn(model, 'draft').length > 0;
  }
  toString() {
    return `Delete(draft ${this.pick})`;
  }
  protected async act(model: Model, real: Real) {
    const order = at(ordersIn(model, 'draft'), this.pick)!;
    const deleted = await call(real, 'DELETE', `/api/orders/${order.orderID}`);
    fail(
      this,
      deleted.statusCode === 200
        ? []
        : [`(v) deleting a draft answered ${deleted.statusCode}: ${deleted.body.slice(0, 200)}`],
    );
    order.state = 'deleted';
    await call(real, 'GET', `/api/orders/${order.orderID}`);
    const url = `/api/order-lock-systems/${order.orderLockSystemID}/submission`;
    const again = await call(real, 'POST', url, { expectedVersion: (deleted.json() as SafekeyOrder).version });
    fail(this, again.statusCode === 202 ? ['(v) a deleted order was submitted'] : []);
  }
}

/** SAP delivers (completes) or cancels (rejects) a submitted order, through the stand-in's admin route. */
class Sap extends Step {
  constructor(
    readonly pick: number,
    readonly status: 'completed' | 'rejected',
  ) {
    super();
  }
  check(model: Readonly<Model>) {
    return ordersIn(model, 'submitted').length > 0;
  }
  toString() {
    return `Sap(submitted ${this.pick}, ${this.status})`;
  }
  protected async act(model: Model, real: Real) {
    await deliver(this, model, real, at(ordersIn(model, 'submitted'), this.pick)!, this.status);
  }
}

const pick = fc.nat({ max: 999 });

/** The order steps, each as often as it is listed. */
export const orderSteps = [
  fc.tuple(fc.constantFrom(0, 1), treeSpecArb).map(([customer, spec]) => new NewOrder(customer, spec)),
  ...Array.from({ length: 4 }, () => fc.tuple(pick, reorderSpecArb).map(([system, spec]) => new Reorder(system, spec))),
  ...Array.from({ length: 2 }, () => pick.map((draft) => new Submit(draft))),
  pick.map((order) => new Open(order)),
  pick.map((draft) => new Delete(draft)),
  ...Array.from({ length: 2 }, () =>
    fc
      .tuple(pick, fc.constantFrom('completed' as const, 'completed' as const, 'rejected' as const))
      .map(([order, status]) => new Sap(order, status)),
  ),
];

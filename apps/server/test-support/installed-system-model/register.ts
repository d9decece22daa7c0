import fc from 'fast-check';
import type { KeyExposure, KeyOpens, KeyRegisterChange, SafekeyOrder } from '@keyplan/domain';
import {
  call,
  locksOfTree,
  markLost,
  systemsOf,
  type Model,
  type ModelCopy,
  type ModelOrder,
  type Real,
  type SystemView,
} from './installed-system-model.ts';
import { at, deliver, fail, isRetired, keyOf, Step, submit, viewAt, type KeyKind } from './steps.ts';

/**
 * Tests only (issue 42): the key register steps of the model-based test — a copy handed out,
 * returned, given a new holder, reported lost or broken (two writers at once too), a lost key's
 * remedy chosen, and what a key opens asked.
 */

type Action = 'handOut' | 'return' | 'editHolder' | 'reportLost' | 'reportBroken';
const HOLDERS = ['Ann Lee', 'Sam Reid'];

/** The state a change leaves a copy in, or null where the copy's state refuses it (409). */
function afterAction(copy: ModelCopy, action: Action, holder: string): ModelCopy | null {
  const gone = copy.state === 'lost' || copy.state === 'broken';
  switch (action) {
    case 'handOut':
      return copy.state === 'notHandedOut' ? { state: 'handedOut', holder } : null;
    case 'return':
      // The change keeps who returned it (the register shows no holder for a copy not handed out).
      return copy.state === 'handedOut' ? { state: 'notHandedOut', holder: copy.holder } : null;
    case 'editHolder':
      return copy.state === 'handedOut' ? { state: 'handedOut', holder } : null;
    default:
      return gone ? null : { state: action === 'reportLost' ? 'lost' : 'broken', holder: copy.holder };
  }
}

/** A copy of a key of a system, by picks. */
function copyOf(view: SystemView, kind: KeyKind, keyPick: number, copyPick: number) {
  const key = keyOf(view, kind, keyPick);
  const registered = view.register.keys.find((entry) => entry.keySymbol === key?.keySymbol);
  const copy = registered && at(registered.copies, copyPick);
  return key && copy ? { symbol: key.keySymbol, copyNumber: copy.copyNumber } : undefined;
}

const change = (real: Real, view: SystemView, symbol: string, copyNumber: number, action: Action, holder: string) =>
  call(real, 'POST', `/api/lock-systems/${view.system.lockSystemID}/key-register/keys/${symbol}/copies/${copyNumber}`, {
    action,
    ...(action === 'handOut' || action === 'editHolder' ? { holder: { name: holder, department: 'Maintenance' } } : {}),
    note: 'Recorded by the model test',
  });

/** (vi) a change to a copy is taken exactly when the model's state of the copy allows it; never a retired key handed out (iii). */
class RegisterChange extends Step {
  constructor(
    readonly system: number,
    readonly kind: KeyKind,
    readonly key: number,
    readonly copy: number,
    readonly action: Action,
    readonly holder: number,
  ) {
    super();
  }
  check(model: Readonly<Model>) {
    return systemsOf(model as Model).length > 0;
  }
  toString() {
    return `RegisterChange(system ${this.system}, ${this.kind} key ${this.key}, copy ${this.copy}, ${this.action})`;
  }
  protected async act(model: Model, real: Real) {
    const view = viewAt(model, real, this.system);
    const target = view && copyOf(view, this.kind, this.key, this.copy);
    if (!view || !target) return;
    const id = `${view.system.lockSystemID} ${target.symbol} ${target.copyNumber}`;
    const before = model.copies.get(id) ?? { state: 'notHandedOut', holder: null };
    const holder = HOLDERS[this.holder % HOLDERS.length]!;
    const expected = afterAction(before, this.action, holder);
    const retired = isRetired(view.system, target.symbol);
    const response = await change(real, view, target.symbol, target.copyNumber, this.action, holder);
    const where = `${target.symbol} copy ${target.copyNumber} (${before.state})`;
    if (retired && this.action === 'handOut')
      fail(this, response.statusCode >= 400 ? [] : [`(iii) ${where} of a retired key was handed out`]);
    else if (expected && response.statusCode !== 201)
      fail(this, [`(vi) ${this.action} of ${where} answered ${response.statusCode}: ${response.body.slice(0, 200)}`]);
    else if (!expected && response.statusCode !== 409 && !retired)
      fail(this, [`(vi) ${this.action} of ${where} answered ${response.statusCode}, not 409`]);
    if (response.statusCode !== 201) return;
    const after = (response.json() as KeyRegisterChange).after;
    const taken = { state: after.state, holder: after.holder?.name ?? null };
    if (expected && JSON.stringify(taken) !== JSON.stringify(expected))
      fail(this, [`(vi) ${this.action} of ${where} left ${JSON.stringify(taken)}, not ${JSON.stringify(expected)}`]);
    model.copies.set(id, taken);
    if (taken.state === 'lost') markLost(model, view.system.lockSystemID, target.symbol);
  }
}

/** (vi) two hand-outs of one copy at once (Promise.all): exactly one is taken. */
class ConcurrentHandOut extends Step {
  constructor(
    readonly system: number,
    readonly kind: KeyKind,
    readonly key: number,
    readonly copy: number,
  ) {
    super();
  }
  check(model: Readonly<Model>) {
    return systemsOf(model as Model).length > 0;
  }
  toString() {
    return `ConcurrentHandOut(system ${this.system}, ${this.kind} key ${this.key}, copy ${this.copy})`;
  }
  protected async act(model: Model, real: Real) {
    const view = viewAt(model, real, this.system);
    const target = view && copyOf(view, this.kind, this.key, this.copy);
    if (!view || !target || isRetired(view.system, target.symbol)) return;
    const id = `${view.system.lockSystemID} ${target.symbol} ${target.copyNumber}`;
    if ((model.copies.get(id)?.state ?? 'notHandedOut') !== 'notHandedOut') return;
    const answers = await Promise.all(
      HOLDERS.map((holder) => change(real, view, target.symbol, target.copyNumber, 'handOut', holder)),
    );
    const taken = answers.filter((answer) => answer.statusCode === 201);
    const statuses = answers.map((answer) => answer.statusCode);
    fail(
      this,
      taken.length === 1 && statuses.includes(409)
        ? []
        : [
            `(vi) two hand-outs of ${target.symbol} copy ${target.copyNumber} at once answered ${statuses.join(' and ')}`,
          ],
    );
    model.copies.set(id, { state: 'handedOut', holder: (taken[0]!.json() as KeyRegisterChange).after.holder!.name });
  }
}

/** Chooses the first remedy offered for a lost key: it becomes a reorder of the system, Ready to submit (null: none taken). */
async function chooseRemedy(model: Model, real: Real, view: SystemView, symbol: string): Promise<ModelOrder | null> {
  const base = `/api/lock-systems/${view.system.lockSystemID}/key-register/keys/${symbol}`;
  const exposure = (await call(real, 'GET', `${base}/exposure`)).json() as KeyExposure;
  const remedy = exposure.remedies?.[0];
  if (!remedy) return null;
  const created = await call(real, 'POST', `${base}/remedies`, { remedy: remedy.kind, orderPONumber: 'PO-REMEDY' });
  if (created.statusCode !== 201) return null;
  const order = created.json() as SafekeyOrder;
  const names = new Map(view.system.lockSets.map((lockSet) => [lockSet.lockSetID, lockSet.name]));
  const entry: ModelOrder = {
    orderID: order.orderID,
    orderLockSystemID: order.orderLockSystems[0]!.orderLockSystemID,
    ccid: view.system.ccid,
    kind: 'remedy',
    lockSystemId: view.system.lockSystemID,
    state: 'draft',
    locks: locksOfTree(order.orderLockSystems[0]!, names),
    lostKey: symbol,
  };
  model.orders.push(entry);
  return entry;
}

/** A lost key's remedy chosen (when one is offered). */
class ChooseRemedy extends Step {
  constructor(readonly pick: number) {
    super();
  }
  check(model: Readonly<Model>) {
    return model.lost.size > 0;
  }
  toString() {
    return `ChooseRemedy(lost key ${this.pick})`;
  }
  protected async act(model: Model, real: Real) {
    const [lockSystemId, symbol] = at([...model.lost.keys()], this.pick)!.split(' ') as [string, string];
    const view = real.views.get(lockSystemId);
    if (view) await chooseRemedy(model, real, view, symbol);
  }
}

/** A key's first copy reported lost, its remedy chosen, submitted and delivered by SAP: the rep's whole flow in one step. */
class LoseAndReplace extends Step {
  constructor(
    readonly system: number,
    readonly kind: KeyKind,
    readonly key: number,
  ) {
    super();
  }
  check(model: Readonly<Model>) {
    return systemsOf(model as Model).length > 0;
  }
  toString() {
    return `LoseAndReplace(system ${this.system}, ${this.kind} key ${this.key})`;
  }
  protected async act(model: Model, real: Real) {
    const view = viewAt(model, real, this.system);
    const target = view && copyOf(view, this.kind, this.key, 0);
    if (!view || !target) return;
    const id = `${view.system.lockSystemID} ${target.symbol} ${target.copyNumber}`;
    const before = model.copies.get(id) ?? { state: 'notHandedOut', holder: null };
    if (before.state !== 'lost') {
      const lost = await change(real, view, target.symbol, target.copyNumber, 'reportLost', '');
      const expected = afterAction(before, 'reportLost', '');
      if ((lost.statusCode === 201) !== !!expected)
        fail(this, [`(vi) reportLost of ${target.symbol} copy 1 (${before.state}) answered ${lost.statusCode}`]);
      if (lost.statusCode !== 201) return;
      model.copies.set(id, { state: 'lost', holder: before.holder });
      markLost(model, view.system.lockSystemID, target.symbol);
    }
    const remedy = await chooseRemedy(model, real, view, target.symbol);
    if (remedy && (await submit(model, real, remedy)) === 202) await deliver(this, model, real, remedy, 'completed');
  }
}

/** (ii) through "what does this key open?": no lockout/tagout lock it lists opens to a key but its worker's or a recorded supervisor's. */
class KeyOpensStep extends Step {
  constructor(
    readonly system: number,
    readonly kind: KeyKind,
    readonly key: number,
  ) {
    super();
  }
  check(model: Readonly<Model>) {
    return systemsOf(model as Model).length > 0;
  }
  toString() {
    return `KeyOpens(system ${this.system}, ${this.kind} key ${this.key})`;
  }
  protected async act(model: Model, real: Real) {
    const view = viewAt(model, real, this.system);
    const key = view && keyOf(view, this.kind, this.key);
    if (!view || !key) return;
    const url = `/api/customers/${view.system.ccid}/lock-systems/${view.system.lockSystemID}/keys/${key.keySymbol}/opens`;
    const opens = (await call(real, 'GET', url)).json() as KeyOpens;
    const problems = (opens.locks ?? []).flatMap((lock) => {
      const chart = real.charts.get(lock.orderLockSystemID);
      const master = chart?.masterKeys.find((entry) => entry.lockSets.some((set) => set.lockSetID === lock.lockSetID));
      const lockSet = [...(master?.lockSets ?? []), ...(chart?.noKeyLockSets ?? [])].find(
        (set) => set.lockSetID === lock.lockSetID,
      );
      if (!lockSet?.lockout) return [];
      const supervisor = lockSet.lockout.exceptions.some((text) => text.startsWith('Supervisor master key'));
      const allowed = [lock.keySymbol, ...(supervisor ? [master?.keySymbol, chart!.grandMasterKey.keySymbol] : [])];
      return allowed.includes(key.keySymbol)
        ? []
        : [
            `(ii) ${key.keySymbol} opens lockout/tagout lock ${lockSet.name} ${lock.setNumber}/${lock.lockNumber} (${lock.keySymbol})`,
          ];
    });
    fail(this, problems);
  }
}

const pick = fc.nat({ max: 999 });
const kind = fc.constantFrom<KeyKind>('grandMaster', 'master', 'master', 'change', 'loto', 'suspect');
const action = fc.constantFrom<Action>('handOut', 'handOut', 'return', 'editHolder', 'reportBroken');

/** The register steps, each as often as it is listed. */
export const registerSteps = [
  ...Array.from({ length: 3 }, () =>
    fc
      .tuple(pick, fc.constantFrom<KeyKind>('master', 'master', 'change', 'loto'), pick, pick)
      .map(([system, keyKind, key, copy]) => new RegisterChange(system, keyKind, key, copy, 'reportLost', 0)),
  ),
  ...Array.from({ length: 2 }, () =>
    fc.tuple(pick, kind, pick, pick, action, pick).map((args) => new RegisterChange(...args)),
  ),
  fc.tuple(pick, kind, pick, pick).map((args) => new ConcurrentHandOut(...args)),
  ...Array.from({ length: 2 }, () => pick.map((lost) => new ChooseRemedy(lost))),
  fc
    .tuple(pick, fc.constantFrom<KeyKind>('master', 'master', 'change', 'loto'), pick)
    .map((args) => new LoseAndReplace(...args)),
  fc.tuple(pick, kind, pick).map((args) => new KeyOpensStep(...args)),
];

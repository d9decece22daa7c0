import { operates, parseBitting, type KeyChart, type KeyCopySnapshot, type LockPinning } from '@keyplan/domain';
import { isInstalled, refresh, type Model, type Real, type SystemView } from './installed-system-model.ts';

/**
 * Tests only (issue 42): the invariants the model-based test checks after every step, on the
 * state the API shows (`refresh`) and the model's expectations. Each answers what it found wrong.
 */

interface SimulatedLock {
  ccid: string;
  where: string;
  pinning: LockPinning;
  /** Lockout/tagout locks: the keys (bittings) that may open them — its worker's, and a recorded supervisor's. */
  allowed: Set<string> | null;
}
interface SimulatedKey {
  ccid: string;
  where: string;
  symbol: string;
  bitting: string;
}

/** Every lock and every key code of a customer's charts (a grand master key without keys cut too: it can be cut later). */
function simulated(ccid: string, charts: KeyChart[], label: string) {
  const locks: SimulatedLock[] = [];
  const keys = new Map<string, SimulatedKey>();
  const key = (bitting: string | undefined, symbol: string) => {
    if (bitting && !keys.has(bitting)) keys.set(bitting, { ccid, where: `${label} key ${symbol}`, symbol, bitting });
  };
  const grandMaster = charts.find((chart) => chart.grandMasterKey.bitting)?.grandMasterKey.bitting;
  // A reorder's chart names the installed master keys it adds under: their bittings are the installed ones.
  const masters = new Map(
    charts.flatMap((chart) => chart.masterKeys.map((master) => [master.keySymbol, master.bitting])),
  );
  for (const chart of charts) {
    key(chart.grandMasterKey.bitting, chart.grandMasterKey.keySymbol);
    for (const master of chart.masterKeys) key(master.bitting, master.keySymbol);
    const groups = [
      ...chart.masterKeys.map((master) => ({
        master: master.bitting ?? masters.get(master.keySymbol),
        sets: master.lockSets,
      })),
      { master: undefined, sets: chart.noKeyLockSets },
    ];
    for (const { master, sets } of groups)
      for (const lockSet of sets)
        for (const lock of lockSet.locks) {
          key(lock.bitting, lock.keySymbol ?? '?');
          if (!lock.pinning || !lock.bitting) continue;
          const supervisor = !!lockSet.lockout?.exceptions.some((text) => text.startsWith('Supervisor master key'));
          const allowed = lockSet.lockout
            ? new Set(
                [lock.bitting, ...(supervisor ? [master, grandMaster] : [])].filter((bitting) => !!bitting) as string[],
              )
            : null;
          const pinning = lock.pinning.bottomPins.map((bottomPin, chamber) => ({
            bottomPin,
            masterPins: lock.pinning!.masterPins[chamber] ?? [],
          }));
          locks.push({
            ccid,
            where: `${label} ${lockSet.name} ${lock.setNumber}/${lock.lockNumber} (${lock.keySymbol})`,
            pinning,
            allowed,
          });
        }
  }
  return { locks, keys: [...keys.values()] };
}

/**
 * (i) no key opens a lock of another customer; (ii) no lockout/tagout lock opens to any key of its
 * customer but its worker's (and a recorded supervisor master key), by simulating every lock's pins.
 */
function keyControl(real: Real): string[] {
  const found: string[] = [];
  const all = [
    ...[...real.views.values()].map((view) => simulated(view.system.ccid, view.charts, view.system.name)),
    ...real.neighbours.map((neighbour) => simulated(neighbour.ccid, neighbour.charts, `neighbour ${neighbour.ccid}`)),
  ];
  const keys = all.flatMap((entry) => entry.keys).map((key) => ({ ...key, cuts: parseBitting(key.bitting)! }));
  for (const lock of all.flatMap((entry) => entry.locks))
    for (const key of keys) {
      if (key.ccid === lock.ccid && (!lock.allowed || lock.allowed.has(key.bitting))) continue;
      if (!operates(key.cuts, lock.pinning)) continue;
      found.push(
        key.ccid === lock.ccid
          ? `(ii) lockout/tagout lock ${lock.where} opens to ${key.where}`
          : `(i) ${key.where} of customer ${key.ccid} opens ${lock.where} of customer ${lock.ccid}`,
      );
    }
  return found;
}

/** (ii) a lockout/tagout worker's key is cut once (twice with a recorded reason), never more. */
function lockoutCopies(model: Model, view: SystemView): string[] {
  return [...view.lotoKeys].flatMap(([symbol, { secondKey }]) => {
    const cut = view.system.keys.find((key) => key.keySymbol === symbol)?.keysCut ?? 0;
    const limit = secondKey || model.reasoned.has(`${view.system.lockSystemID} ${symbol}`) ? 2 : 1;
    return cut > limit
      ? [`(ii) lockout/tagout key ${symbol} of ${view.system.name} has ${cut} copies cut (at most ${limit})`]
      : [];
  });
}

const snapshot = (entry: KeyCopySnapshot) =>
  JSON.stringify([entry.state, entry.holder?.name ?? null, entry.issuedOn, entry.returnedOn, entry.reportedOn]);

/** (vi) each copy's history is a chain, the register shows its last state, the model agrees, one holder at most. */
function registerChain(model: Model, view: SystemView): string[] {
  const found: string[] = [];
  const id = view.system.lockSystemID;
  const byCopy = new Map<string, typeof view.history>();
  for (const entry of [...view.history].sort((a, b) => a.id - b.id)) {
    const copy = `${entry.keySymbol} ${entry.copyNumber}`;
    byCopy.set(copy, [...(byCopy.get(copy) ?? []), entry]);
  }
  for (const [copy, entries] of byCopy)
    entries.forEach((entry, index) => {
      const before = index === 0 ? null : entries[index - 1]!.after;
      if (index === 0 ? entry.before.state !== 'notHandedOut' : snapshot(entry.before) !== snapshot(before!))
        found.push(
          `(vi) ${copy}: change ${entry.id} (${entry.action}) starts from ${snapshot(entry.before)}, not ${before ? snapshot(before) : 'notHandedOut'}`,
        );
    });
  for (const key of view.register.keys)
    for (const copy of key.copies) {
      const name = `${key.keySymbol} ${copy.copyNumber}`;
      const last = byCopy.get(name)?.at(-1)?.after;
      const expected = model.copies.get(`${id} ${name}`) ?? { state: 'notHandedOut', holder: null };
      const shown = { state: copy.state, holder: copy.holder?.name ?? null };
      if (last && (last.state !== copy.state || (last.holder?.name ?? null) !== shown.holder))
        found.push(`(vi) ${name}: the register shows ${JSON.stringify(shown)}, its last change left ${snapshot(last)}`);
      if (expected.state !== shown.state || (expected.state === 'handedOut' && expected.holder !== shown.holder))
        found.push(`(vi) ${name}: the register shows ${JSON.stringify(shown)}, the model ${JSON.stringify(expected)}`);
      // A copy not handed out keeps its last holder on record (who returned it); one handed out has its holder.
      if (copy.state === 'handedOut' && copy.holder === null)
        found.push(`(vi) ${name}: ${copy.state} with holder ${JSON.stringify(copy.holder)}`);
    }
  return found;
}

/** The locks of a system's charts (less some) that its key `symbol` opens, by simulation: `chart lockSet set/lock` each. */
export function opensTo(view: SystemView, symbol: string, except = new Set<string>()): string[] {
  const key = simulated(view.system.ccid, view.charts, '').keys.find((entry) => entry.symbol === symbol);
  if (!key) return [];
  const cuts = parseBitting(key.bitting)!;
  return view.charts
    .filter((chart) => !except.has(chart.orderLockSystemID))
    .flatMap((chart) => simulated(view.system.ccid, [chart], chart.orderLockSystemID).locks)
    .filter((lock) => operates(cuts, lock.pinning))
    .map((lock) => lock.where);
}

/** (iii) no lock installed after a key was reported lost or retired opens to it. */
function nothingNewUnderLostKeys(model: Model, view: SystemView): string[] {
  const id = view.system.lockSystemID;
  const since = new Map<string, number>();
  for (const [key, at] of model.lost) if (key.startsWith(`${id} `)) since.set(key.slice(id.length + 1), at);
  for (const key of view.system.keys) {
    const at = model.orders.find((order) => order.orderID === key.retiredBy?.orderID)?.completedAt;
    if (at !== undefined) since.set(key.keySymbol, Math.min(at, since.get(key.keySymbol) ?? at));
  }
  const found: string[] = [];
  for (const [symbol, at] of since) {
    const later = view.charts.filter(
      (chart) =>
        (model.orders.find((order) => order.orderLockSystemID === chart.orderLockSystemID)?.submittedAt ?? 0) > at,
    );
    const earlier = new Set(
      view.charts.filter((chart) => !later.includes(chart)).map((chart) => chart.orderLockSystemID),
    );
    for (const lock of opensTo(view, symbol, earlier))
      found.push(`(iii) ${view.system.name} ${lock}, installed after ${symbol} was lost or retired, opens to it`);
  }
  return found;
}

/** (vii) each lock set's locks are what the installed orders added to it; the system's are those in the field. */
function installedCounts(model: Model, view: SystemView): string[] {
  const { system } = view;
  const expected = new Map<string, number>();
  for (const order of model.orders.filter((entry) => entry.lockSystemId === system.lockSystemID && isInstalled(entry)))
    for (const [name, locks] of order.locks) expected.set(name, (expected.get(name) ?? 0) + locks);
  const shown = new Map(system.lockSets.map((lockSet) => [lockSet.name, lockSet.locks]));
  const found: string[] = [];
  for (const name of new Set([...expected.keys(), ...shown.keys()]))
    if ((expected.get(name) ?? 0) !== (shown.get(name) ?? 0))
      found.push(
        `(vii) ${system.name} ${name}: ${shown.get(name) ?? 'absent'} locks shown, the installed orders have ${expected.get(name) ?? 0}`,
      );
  // Replaced locks of an order SAP rejected afterwards were never in the field: they are not subtracted.
  const installedCharts = new Set(
    model.orders
      .filter((order) => order.lockSystemId === system.lockSystemID && isInstalled(order))
      .map((order) => order.orderLockSystemID),
  );
  const replaced = [...(model.replaced.get(system.lockSystemID) ?? [])].filter((lock) =>
    installedCharts.has(lock.split(' ')[0]!),
  ).length;
  const inField = [...expected.values()].reduce((sum, locks) => sum + locks, 0) - replaced;
  if (system.locks !== inField)
    found.push(
      `(vii) ${system.name}: ${system.locks} locks shown, ${inField} in the field (installed, less those replaced)`,
    );
  return found;
}

/** Refreshes the view of the run's customers and checks every invariant; throws what it found. */
export async function checkInvariants(model: Model, real: Real): Promise<void> {
  await refresh(model, real);
  const found = keyControl(real);
  for (const view of real.views.values())
    found.push(
      ...lockoutCopies(model, view),
      ...nothingNewUnderLostKeys(model, view),
      ...registerChain(model, view),
      ...installedCounts(model, view),
    );
  if (found.length > 0) throw new Error(`Invariants broken:\n  ${[...new Set(found)].slice(0, 12).join('\n  ')}`);
}

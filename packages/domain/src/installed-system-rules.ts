import { GRAND_MASTER_KEY_SYMBOL } from './keying/key-symbols.ts';
import type { InstalledKey, InstalledLockSet, InstalledMasterKey } from './installed-lock-system.ts';
import type { Lockout } from './lockout.ts';
import type { ReorderRequest } from './reorder.ts';

/**
 * The rules of an installed lock system that hold whatever path a change takes (issue 42, decision
 * 0053): a reorder, a lost key's remedy and the key register ask these before anything is priced,
 * saved or handed out, so a price request gets the verdict of the create request it prices.
 *
 * - A key out of service — reported lost (a copy in the register), or retired by a lost key's
 *   delivered remedy — gets no more copies, and nothing new is put under it: new locks open only
 *   to keys in service.
 * - Lockout/tagout: a worker's key has one copy, a second only with a recorded reason, never a
 *   third; a master or grand master key over LOTO locks is cut only where the supervisor master
 *   key exception is recorded for every LOTO set it opens, and then with its warning.
 */

/** What the rules know of an installed system: its keys and lock sets as the customer has them. */
export interface InstalledSystemFacts {
  /** Every lock is pinned for the grand master key (a keying plan). */
  masterKeyed: boolean;
  keys: readonly InstalledKey[];
  masterKeys: readonly InstalledMasterKey[];
  lockSets: readonly (InstalledLockSet & { lockout?: Lockout | undefined })[];
}

/**
 * What a reorder asks of the installed system: the fields of a reorder request the rules read. A
 * request is one; so is a saved reorder's tree read back at submission (`reorderAskedOf`).
 */
export interface ReorderAsked {
  additionalKeys: readonly (Pick<ReorderRequest['additionalKeys'][number], 'keySymbol' | 'quantity'> & {
    reason?: string | undefined;
  })[];
  addLocks: readonly Pick<ReorderRequest['addLocks'][number], 'lockSetID' | 'setNumber' | 'keys'>[];
  newLockSets: readonly Pick<ReorderRequest['newLockSets'][number], 'masterKeyID'>[];
  newMasterKeys: readonly unknown[];
}

/** A verdict: problems refuse the request (400 VALIDATION_FAILED, each naming its field); warnings go with its price. */
export interface InstalledSystemVerdict {
  problems: string[];
  warnings: string[];
}

/** A key as the rules name it: a change key by its symbol, a master key by its symbol and name ('AA – MASTER KEY 1'). */
export const installedKeyLabel = (key: InstalledKey) =>
  key.kind === 'change' ? key.keySymbol : `${key.keySymbol} – ${key.name}`;
const keyLabel = installedKeyLabel;

/** Why a key is out of service, in plain words, or null when it is in service. */
export function outOfService(key: InstalledKey | undefined): string | null {
  if (!key) return null;
  if (key.retiredBy)
    return `${keyLabel(key)} was retired: its locks were replaced by ${key.retiredBy.sapOrderNumber ? `SAP order ${key.retiredBy.sapOrderNumber}` : 'a reorder'}`;
  if ((key.lostCopies ?? 0) > 0) return `${keyLabel(key)} has a copy reported lost`;
  return null;
}

const keyBySymbol = (facts: InstalledSystemFacts, symbol: string | null | undefined) =>
  symbol ? facts.keys.find((key) => key.keySymbol === symbol) : undefined;

/** The keys that open a lock put under a master key (or directly under the grand master key: null). */
function keysAbove(facts: InstalledSystemFacts, masterKeyID: string | null): InstalledKey[] {
  const above: (InstalledKey | undefined)[] = [];
  if (masterKeyID !== null)
    above.push(keyBySymbol(facts, facts.masterKeys.find((entry) => entry.masterKeyID === masterKeyID)?.keySymbol));
  if (facts.masterKeyed) above.push(keyBySymbol(facts, GRAND_MASTER_KEY_SYMBOL));
  return above.filter((key) => key !== undefined);
}

/**
 * The key out of service that new locks under the master key (null: directly under the grand
 * master key) would open to, or null when they may go there.
 */
export function keyOutOfServiceAbove(facts: InstalledSystemFacts, masterKeyID: string | null): InstalledKey | null {
  return keysAbove(facts, masterKeyID).find((key) => outOfService(key) !== null) ?? null;
}

/** Why new locks under the master key (null: the grand master key) would open to a key out of service. */
function placeProblem(facts: InstalledSystemFacts, masterKeyID: string | null): string | null {
  const key = keyOutOfServiceAbove(facts, masterKeyID);
  return key ? `${outOfService(key)}, and new locks here would open to it: nothing more is added under it` : null;
}

/** The LOTO lock sets a master or grand master key opens. */
function lockoutSetsUnder(facts: InstalledSystemFacts, key: InstalledKey) {
  const loto = facts.lockSets.filter((lockSet) => lockSet.lockout);
  if (key.kind === 'grandMaster') return facts.masterKeyed ? loto : [];
  const master = facts.masterKeys.find((entry) => entry.keySymbol === key.keySymbol);
  return master ? loto.filter((lockSet) => lockSet.masterKeyID === master.masterKeyID) : [];
}

/** More copies of one key: out of service, or a lockout/tagout key beyond its rule. */
function keyCopiesVerdict(
  facts: InstalledSystemFacts,
  key: InstalledKey,
  entry: ReorderAsked['additionalKeys'][number],
  path: string,
  verdict: InstalledSystemVerdict,
): void {
  const reason = outOfService(key);
  if (reason) {
    verdict.problems.push(`${path}.keySymbol: ${reason}: no more copies of it are cut`);
    return;
  }
  if (key.lockout?.heldBy === 'worker') {
    const copies = key.keysCut + entry.quantity;
    if (copies > 2)
      verdict.problems.push(
        `${path}.quantity: ${key.keySymbol} is ${key.lockout.worker || 'a worker'}’s lockout/tagout key (${key.keysCut} cut): lockout/tagout locks have one key per lock, at most two with a reason`,
      );
    else if (copies === 2 && (entry.reason ?? '').trim() === '')
      verdict.problems.push(
        `${path}.reason: Lockout/tagout locks have one key per lock: record why a second key of ${key.keySymbol} is needed`,
      );
    return;
  }
  if (key.kind === 'change') return;
  const unexcepted = lockoutSetsUnder(facts, key).filter((lockSet) => !lockSet.lockout!.supervisorMasterKey);
  if (unexcepted.length > 0)
    verdict.problems.push(
      `${path}.keySymbol: ${keyLabel(key)} opens the lockout/tagout locks of ${unexcepted.map((lockSet) => lockSet.name).join(', ')}, where no supervisor master key is recorded: no copy of it is cut`,
    );
  else if (lockoutSetsUnder(facts, key).length > 0)
    verdict.warnings.push(
      `${keyLabel(key)} is a lockout/tagout supervisor master key: it opens workers’ safety locks and is held by a supervisor under the customer’s written removal procedure.`,
    );
}

/**
 * Locks added to an installed lock set: not under a key out of service, not into a set a lost key's
 * remedy replaced, not opening to a keyed-alike set's key out of service; into a lockout/tagout set
 * keyed alike (one worker's), the keys cut with them are more copies of the worker's key.
 */
function addLocksProblems(
  facts: InstalledSystemFacts,
  lockSet: InstalledSystemFacts['lockSets'][number],
  entry: ReorderAsked['addLocks'][number],
  path: string,
): string[] {
  const problem = placeProblem(facts, lockSet.masterKeyID);
  if (problem) return [`${path}.lockSetID: ${lockSet.name}: ${problem}`];
  if (lockSet.replacedBy)
    return [
      `${path}.lockSetID: ${lockSet.name} was replaced because a lost key opens it: new locks join a set of its replacement instead`,
    ];
  const setKey =
    lockSet.keyOption === 'KA' && entry.setNumber !== null
      ? keyBySymbol(facts, lockSet.setKeys?.[entry.setNumber - 1])
      : undefined;
  if (!setKey) return [];
  const reason = outOfService(setKey);
  if (reason) return [`${path}.setNumber: ${reason}, and locks added to set ${entry.setNumber} would open to it`];
  if (!lockSet.lockout) return [];
  const copies = setKey.keysCut + (entry.keys ?? 1);
  if (copies > 2 || (copies === 2 && lockSet.lockout.secondKeyReason.trim() === ''))
    return [
      `${path}.keys: ${lockSet.name} is ${lockSet.lockout.oneWorkerName || 'one worker'}’s lockout/tagout set: its key ${setKey.keySymbol} is cut ${setKey.keysCut} times, and added locks cut ${entry.keys ?? 1} more. Lockout/tagout locks have one key per set, a second only with a reason recorded on the set: add the locks as a lock set of their own`,
    ];
  return [];
}

/**
 * What the installed system's rules say of a reorder request, before its tree is built: keys out of
 * service and what they open, one line per key symbol, and the lockout/tagout key rules.
 */
export function reorderVerdict(facts: InstalledSystemFacts, request: ReorderAsked): InstalledSystemVerdict {
  const verdict: InstalledSystemVerdict = { problems: [], warnings: [] };
  const seen = new Map<string, number>();
  request.additionalKeys.forEach((entry, index) => {
    const path = `additionalKeys[${index}]`;
    const first = seen.get(entry.keySymbol);
    if (first !== undefined) {
      verdict.problems.push(
        `${path}.keySymbol: ${entry.keySymbol} is ordered already in additionalKeys[${first}]: order each key once, with its whole quantity`,
      );
      return;
    }
    seen.set(entry.keySymbol, index);
    const key = keyBySymbol(facts, entry.keySymbol);
    if (key) keyCopiesVerdict(facts, key, entry, path, verdict);
  });
  request.addLocks.forEach((entry, index) => {
    const lockSet = facts.lockSets.find((candidate) => candidate.lockSetID === entry.lockSetID);
    if (lockSet) verdict.problems.push(...addLocksProblems(facts, lockSet, entry, `addLocks[${index}]`));
  });
  request.newLockSets.forEach((entry, index) => {
    const problem = placeProblem(facts, entry.masterKeyID);
    if (problem) verdict.problems.push(`newLockSets[${index}].masterKeyID: ${problem}`);
  });
  request.newMasterKeys.forEach((_entry, index) => {
    const problem = placeProblem(facts, null);
    if (problem) verdict.problems.push(`newMasterKeys[${index}]: ${problem}`);
  });
  return verdict;
}

/** Whether a copy of the key may be handed out: not when the key is retired (its locks were replaced). */
export function handOutProblem(key: InstalledKey): string | null {
  if (!key.retiredBy) return null;
  return `${outOfService(key)}: its copies are not handed out`;
}

import {
  reorderAskedOf,
  reorderVerdict,
  type InstalledKey,
  type InstalledLockSystem,
  type InstalledSystemFacts,
  type OrderLockSystem,
} from '@keyplan/domain';
import type { Db } from '../db/database.ts';
import { findInstalledCharting, findInstalledKeyCode } from '../charting/key-code.repository.ts';
import { appErrors } from '../errors.ts';
import { listCopies } from './key-register/key-register.repository.ts';
import { markReplacedLocks } from './key-register/replaced-locks.ts';
import { loadInstalledTree, type InstalledTree } from './installed-tree.ts';
import { listLockSystemOrders } from '../lock-trees/lock-system.repository.ts';
import { createLockSystemService } from './lock-system.service.ts';

/**
 * The installed system as the customer has it (issue 42): what a lost key's delivered remedy
 * replaced and retired (issue 28), and each key's copies reported lost in the key register. What
 * `GET /customers/{ccid}/lock-systems` answers, and what the installed system's rules are asked about.
 */
export async function withKeyState(db: Db, system: InstalledLockSystem): Promise<InstalledLockSystem> {
  const marked = await markReplacedLocks(db, system);
  const lost = new Map<string, number>();
  for (const copy of await listCopies(db, system.lockSystemID))
    if (copy.state === 'lost') lost.set(copy.key_symbol, (lost.get(copy.key_symbol) ?? 0) + 1);
  if (lost.size === 0) return marked;
  // A key reported lost whose order SAP rejected (or that was canceled) later is still out there:
  // it stays among the keys, none cut by an installed order, so nothing new opens to it.
  const withdrawn: InstalledKey[] = [];
  for (const symbol of lost.keys()) {
    if (marked.keys.some((key) => key.keySymbol === symbol)) continue;
    const found = await findInstalledKeyCode(
      db,
      system.ccid,
      { lockSystemId: system.lockSystemID, keySymbol: symbol },
      { withdrawn: true },
    );
    if (!found) continue;
    withdrawn.push({
      keySymbol: symbol,
      kind: found.code.node_kind,
      name: system.masterKeys.find((masterKey) => masterKey.keySymbol === symbol)?.name ?? symbol,
      blindCode: found.code.blind_code,
      keysCut: 0,
    });
  }
  return {
    ...marked,
    keys: [...marked.keys, ...withdrawn].map((key) => ({ ...key, lostCopies: lost.get(key.keySymbol) ?? 0 })),
  };
}

/** One installed system with its key state (see `withKeyState`); 404 for an unknown one. */
export async function loadInstalledState(db: Db, lockSystemId: string): Promise<InstalledLockSystem> {
  const system = await createLockSystemService(db).findInstalledSystem(lockSystemId);
  if (!system) throw appErrors.notFound(`No installed lock system has id ${lockSystemId}.`);
  return withKeyState(db, system);
}

/** The facts the installed system's rules decide on: its key state and each lock set's lockout/tagout settings. */
export function installedFacts(
  system: InstalledLockSystem,
  tree: Pick<InstalledTree, 'lockSets'>,
  masterKeyed: boolean,
): InstalledSystemFacts {
  return {
    masterKeyed,
    keys: system.keys,
    masterKeys: system.masterKeys,
    lockSets: system.lockSets.map((lockSet) => ({
      ...lockSet,
      lockout: tree.lockSets.get(lockSet.lockSetID)?.lockSet.lockout,
    })),
  };
}

/** Whether the installed system is master-keyed: it has a keying plan, or master or grand master codes. */
export async function isMasterKeyed(db: Db, lockSystemId: string): Promise<boolean> {
  const { plan, codes } = await findInstalledCharting(db, lockSystemId);
  return plan !== null || codes.some((code) => code.node_kind !== 'change');
}

/**
 * What the installed system's rules say now of a saved reorder (issue 42), each problem in plain
 * words: a key may have been reported lost, or a lock set replaced, since the reorder was created.
 */
export async function savedReorderProblems(db: Db, lockSystemId: string, reorder: OrderLockSystem): Promise<string[]> {
  const installed = await loadInstalledTree(db, await listLockSystemOrders(db, [lockSystemId]));
  if (!installed) return [];
  const system = await loadInstalledState(db, lockSystemId);
  const facts = installedFacts(system, installed, await isMasterKeyed(db, lockSystemId));
  return reorderVerdict(facts, reorderAskedOf(reorder, facts)).problems.map((problem) =>
    problem.replace(/^[\w.[\]]+: /, ''),
  );
}

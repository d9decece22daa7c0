import { parseBitting, type Bitting } from '@keyplan/domain';
import type { Db } from '../db/database.ts';
import type { LoadedTree } from '../lock-trees/tree-rows.ts';
import type { Planned } from './chart-import-rows.ts';
import { codeKey } from './chart-places.ts';
import { locksOpeningToOthers } from './key-choice-control.ts';
import type { KeyCodeRow } from './key-code.repository.ts';

/** A change key of the system after the import, with the master key above its lock (null directly under the GMK). */
interface ChangeKey {
  bitting: Bitting;
  masterKeyId: string | null;
  /** The planned entry that gives it, when the import does. */
  entry?: Planned;
}

/**
 * Key control of an import (decision 0045): every lock an imported code shapes — a change key's
 * lock with the master and grand master keys above it, or the locks under an imported master or
 * grand master key — must not open to a key issued to another system. Master and grand master keys
 * are judged first (each against the locks under it, with every change key the system holds or the
 * file gives), then change keys against the keys above them that stand. Answers the entries kept;
 * `refuse` is told of the others with the owner of a key that would open their lock.
 */
export async function judgeLocks(
  trx: Db,
  bucketId: string,
  orderLockSystemId: string,
  tree: LoadedTree,
  codes: readonly KeyCodeRow[],
  entries: readonly Planned[],
  refuse: (entry: Planned, holderCcid: string) => void,
): Promise<Planned[]> {
  const masterOf = new Map<string, string | null>();
  for (const masterKey of tree.masterKeys)
    for (const lockSet of masterKey.lockSets) masterOf.set(lockSet.lockSetID, masterKey.masterKeyID);
  for (const lockSet of tree.noKeyLockSets) masterOf.set(lockSet.lockSetID, null);
  const keyAt = new Map<string, { bitting: Bitting; entry?: Planned }>();
  const changeKeys: ChangeKey[] = [];
  for (const code of codes) {
    const bitting = parseBitting(code.bitting)!;
    if (code.node_kind !== 'change') keyAt.set(codeKey(code), { bitting });
    else if (masterOf.has(code.node_id)) changeKeys.push({ bitting, masterKeyId: masterOf.get(code.node_id)! });
  }
  for (const entry of entries) {
    const bitting = parseBitting(entry.bitting)!;
    if (entry.place.node_kind !== 'change') keyAt.set(codeKey(entry.place), { bitting, entry });
    else changeKeys.push({ bitting, masterKeyId: entry.masterKeyId, entry });
  }
  const above = (masterKeyId: string | null) =>
    [
      masterKeyId
        ? keyAt.get(codeKey({ node_kind: 'master', node_id: masterKeyId, set_number: null, lock_number: null }))
        : undefined,
      keyAt.get(
        codeKey({
          node_kind: 'grandMaster',
          node_id: tree.grandMasterKey.grandMasterKeyID,
          set_number: null,
          lock_number: null,
        }),
      ),
    ].filter((key) => key !== undefined);
  const refused = new Set<Planned>();
  const judge = async (locks: { keys: { bitting: Bitting; entry?: Planned }[]; blame: Planned }[]) => {
    const opening = await locksOpeningToOthers(
      trx,
      bucketId,
      [orderLockSystemId],
      locks.map((lock) => lock.keys.map((key) => key.bitting)),
    );
    for (const [position, ccid] of opening) {
      const { blame } = locks[position]!;
      if (refused.has(blame)) continue;
      refused.add(blame);
      refuse(blame, ccid);
    }
  };
  // The keys above first: every lock under an imported master or grand master key.
  await judge(
    changeKeys.flatMap((change) => {
      const keys = [{ bitting: change.bitting, entry: change.entry }, ...above(change.masterKeyId)];
      return keys.flatMap((key) =>
        key.entry && key.entry.place.node_kind !== 'change' ? [{ keys, blame: key.entry }] : [],
      );
    }),
  );
  for (const [place, key] of keyAt) if (key.entry && refused.has(key.entry)) keyAt.delete(place);
  // Then each imported change key under the keys above it that stand.
  await judge(
    changeKeys.flatMap((change) =>
      change.entry ? [{ keys: [{ bitting: change.bitting }, ...above(change.masterKeyId)], blame: change.entry }] : [],
    ),
  );
  return entries.filter((entry) => !refused.has(entry));
}

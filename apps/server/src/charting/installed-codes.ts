import type { KeyingPlan } from '@keyplan/domain';
import type { Db } from '../db/database.ts';
import type { LoadedTree } from '../lock-trees/tree-rows.ts';
import { findInstalledCharting, type KeyCodeRow } from './key-code.repository.ts';
import { listSystemChartCodes, listSystemCodes, type ChartCodeRow } from './system-codes.repository.ts';

/** The codes a system is charted and shown with (see {@link chartingCodes}). */
export interface ChartingCodes {
  /** What its chart shows: its own codes and, for a reorder, the installed codes its nodes stand for. */
  chartCodes: KeyCodeRow[];
  /** What issuing must know: `chartCodes` and every other code of the installed system. */
  allCodes: KeyCodeRow[];
  /** The keying plan: the system's own, or for a reorder the installed system's. */
  plan: KeyingPlan | null;
  /** Order lock systems whose codes and blocks are this system's own (key control exempts them). */
  ownSystems: string[];
}

/**
 * A reorder's nodes stand for the installed system's keys (decision 0018): its grand master and
 * master keys (`addToKeyId`) and the sets its keyed-alike add-ons join (`addToLockSetId`,
 * `addToSetNumber`). Their codes are the installed ones, re-placed on the reorder's nodes ("aliases"),
 * so that charting issues codes only where nothing stands for one and the chart shows them. Answers
 * the aliases and the ids of the installed rows they stand for.
 */
function aliasInstalledCodes(
  tree: LoadedTree,
  installed: readonly KeyCodeRow[],
): { aliases: KeyCodeRow[]; aliased: Set<number> } {
  const aliases: KeyCodeRow[] = [];
  const aliased = new Set<number>();
  const alias = (code: KeyCodeRow | undefined, place: Partial<KeyCodeRow>) => {
    if (!code) return;
    aliases.push({ ...code, ...place });
    aliased.add(code.id);
  };
  const find = (kind: KeyCodeRow['node_kind'], nodeId: string, setNumber: number | null = null) =>
    installed.find(
      (code) =>
        code.node_kind === kind &&
        code.node_id === nodeId &&
        code.set_number === setNumber &&
        (kind !== 'change' || code.lock_number === null),
    );
  const grandMaster = tree.grandMasterKey;
  if (grandMaster.addToSystem && grandMaster.addToKeyId) {
    alias(find('grandMaster', grandMaster.addToKeyId), { node_id: grandMaster.grandMasterKeyID });
    // The uncut master slot over lock sets directly under the grand master key.
    alias(find('master', grandMaster.addToKeyId), { node_id: grandMaster.grandMasterKeyID });
  }
  for (const masterKey of tree.masterKeys)
    if (masterKey.addToSystem && masterKey.addToKeyId)
      alias(find('master', masterKey.addToKeyId), { node_id: masterKey.masterKeyID });
  for (const lockSet of [...tree.masterKeys.flatMap((masterKey) => masterKey.lockSets), ...tree.noKeyLockSets])
    if (lockSet.keyOption === 'KA' && lockSet.addToLockSetId && lockSet.addToSetNumber !== null)
      alias(find('change', lockSet.addToLockSetId, lockSet.addToSetNumber), {
        node_id: lockSet.lockSetID,
        set_number: 1,
        lock_number: null,
      });
  return { aliases, aliased };
}

/** The codes, plan and own systems a system is charted against: its own, or for a reorder the installed system's. */
export async function chartingCodes(
  db: Db,
  context: { plan: KeyingPlan | null; lockSystemId: string | null; isAddToSystem: boolean },
  orderLockSystemId: string,
  tree: LoadedTree,
): Promise<ChartingCodes> {
  if (!context.isAddToSystem || !context.lockSystemId) {
    const codes = await listSystemCodes(db, orderLockSystemId);
    return { chartCodes: codes, allCodes: codes, plan: context.plan, ownSystems: [orderLockSystemId] };
  }
  const installed = await findInstalledCharting(db, context.lockSystemId);
  const own = installed.codes.filter((code) => code.order_lock_system_id === orderLockSystemId);
  const others = installed.codes.filter((code) => code.order_lock_system_id !== orderLockSystemId);
  const { aliases, aliased } = aliasInstalledCodes(tree, others);
  const chartCodes = [...own, ...aliases];
  return {
    chartCodes,
    allCodes: [...chartCodes, ...others.filter((code) => !aliased.has(code.id))],
    plan: installed.plan,
    ownSystems: installed.orderLockSystemIds,
  };
}

/**
 * The codes a system's key chart shows (see {@link chartingCodes}), read with the chart's columns
 * only: for the chart and its files, which issue nothing (issue 44).
 */
export async function chartViewCodes(
  db: Db,
  context: { plan: KeyingPlan | null; lockSystemId: string | null; isAddToSystem: boolean },
  orderLockSystemId: string,
  tree: LoadedTree,
): Promise<Pick<ChartingCodes, 'plan'> & { chartCodes: ChartCodeRow[]; allCodes: ChartCodeRow[] }> {
  if (context.isAddToSystem && context.lockSystemId) return chartingCodes(db, context, orderLockSystemId, tree);
  const codes = await listSystemChartCodes(db, orderLockSystemId);
  return { chartCodes: codes, allCodes: codes, plan: context.plan };
}

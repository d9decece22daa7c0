import { changeKeySymbol, parseBitting, type ChartImportReport } from '@keyplan/domain';
import { loadLookups } from '../catalog/catalog.repository.ts';
import type { Db } from '../db/database.ts';
import { advanceOrderVersion, requireVersion } from '../lock-trees/order-version.ts';
import { isFullyCoded, missingCodes, planImportRows, type Planned } from './chart-import-rows.ts';
import { judgeLocks } from './chart-import-locks.ts';
import { changeKeyCounter, codeKey } from './chart-places.ts';
import { codeRow, type CodeOwner } from './code-allocation.ts';
import { reservedByOthers, reserveSystemBlocks } from './reserved-blocks.ts';
import type { ChartFileRow } from './chart-file-reader.ts';
import { editableContext, insertCheckedCodes } from './key-code-writes.ts';
import { listSystemCodes } from './system-codes.repository.ts';
import {
  describeLockSystem,
  findIssued,
  loadSystemTree,
  lockBucket,
  markLockSetsCharted,
  type NewKeyCodeRow,
} from './key-code.repository.ts';

/** Who imports: admins may learn where a refused bitting is issued; everyone else learns only that it is not available. */
export interface ChartImportCaller {
  actor: string;
  isAdmin: boolean;
  /** Told of each bitting refused because another system holds it (who tried, which, whose). */
  onWithheld?: (details: { actor: string; bitting: string; holderCcid: string; ccid: string }) => void;
}

/** What a rep reads when a bitting is issued elsewhere: nothing about where, or that it is. */
export const NOT_AVAILABLE_REASON = 'bitting: not available for this system (an administrator can say why)';

/**
 * Imports a customer's existing chart (DESIGN §3 "Charting file"): each lock row gives a lock set
 * (by name), a set (default 1), a lock (KD) and a bitting; `Master` and `Grand master` rows give the
 * bittings of the keys above the locks (see `planImportRows`). A row is refused, with the reason, when
 * its place is not in the system, the bitting breaks the bucket's rules, the bitting is issued
 * already or lies in another system's block, or a lock it shapes (with the keys above or below it
 * that the system holds or the file gives) would open to a key issued to another system (said to
 * admins only: to anyone else it is 'not available', so that the import is no oracle of who holds
 * which bitting; each such refusal is logged). Accepted codes are registered as 'imported'; lock
 * sets become charted when every lock and every key above them has a code, and the report says what
 * is still missing. Accepted rows, charted flags and the version bump are written in one
 * transaction; refused rows write nothing.
 */
async function importChart(
  db: Db,
  orderLockSystemId: string,
  rows: readonly ChartFileRow[],
  expectedVersion: number,
  caller: ChartImportCaller,
): Promise<ChartImportReport> {
  const actor = caller.actor;
  return db.transaction().execute(async (trx) => {
    const context = await editableContext(trx, orderLockSystemId);
    await lockBucket(trx, context.bucketType);
    requireVersion(context.version, expectedVersion);
    const tree = await loadSystemTree(trx, orderLockSystemId, context.orderId);
    const bucket = (await loadLookups(trx)).keycodebuckettype.find((entry) => entry.id === context.bucketType);
    if (!bucket) throw new Error(`unknown key code bucket ${context.bucketType}`);
    const codes = await listSystemCodes(trx, orderLockSystemId);
    const plannedRows = planImportRows(rows, tree, codes, bucket);
    const refused = [...plannedRows.refused];
    let accepted = plannedRows.alreadyHeld;

    const issued = await findIssued(
      trx,
      bucket.id,
      plannedRows.planned.map((entry) => entry.bitting),
    );
    // A bitting inside another system's master-keyed block would open that system's locks.
    const reserved = await reservedByOthers(trx, bucket, [orderLockSystemId]);
    const withhold = (entry: Planned, holderCcid: string, adminReason: string) => {
      if (holderCcid !== context.ccid)
        caller.onWithheld?.({ actor, bitting: entry.bitting, holderCcid, ccid: context.ccid });
      const reason = caller.isAdmin ? adminReason : NOT_AVAILABLE_REASON;
      for (const row of entry.rows)
        refused.push({ row: row.row, lockSet: row.lockSet, bitting: entry.bitting, reason });
    };
    // Admins learn where a refused bitting is (docs/key-codes.md): the customer and the system, by name and SAP order.
    const where = async (holderCcid: string, holderSystemId: string) =>
      caller.isAdmin
        ? ` (customer ${holderCcid.replace(/^0+(?=\d)/, '')}, ${await describeLockSystem(trx, holderSystemId)})`
        : '';
    const holders = new Map<string, string>();
    for (const entry of plannedRows.planned) {
      const holder = issued.get(entry.bitting);
      if (holder && holder.ccid !== context.ccid)
        holders.set(entry.bitting, await where(holder.ccid, holder.orderLockSystemId));
    }
    const free = plannedRows.planned.filter((entry) => {
      const holder = issued.get(entry.bitting);
      if (holder) {
        withhold(
          entry,
          holder.ccid,
          holder.ccid === context.ccid
            ? 'already issued to this customer in another system'
            : `already issued to another customer${holders.get(entry.bitting) ?? ''}`,
        );
        return false;
      }
      const opens = reserved.index.firstContaining(parseBitting(entry.bitting)!);
      if (opens < 0) return true;
      const holderCcid = reserved.owners[opens]!.ccid;
      withhold(
        entry,
        holderCcid,
        `opens master-keyed locks of ${holderCcid === context.ccid ? 'another system of this customer' : 'another customer'}`,
      );
      return false;
    });
    const lockRefusal = (entry: Planned, holderCcid: string) =>
      withhold(
        entry,
        holderCcid,
        entry.place.node_kind === 'change'
          ? 'bitting: its lock, pinned for the keys above it, would open to a key issued to another system'
          : 'bitting: the locks it opens, pinned for it, would open to a key issued to another system',
      );
    const keepers = await judgeLocks(trx, bucket.id, orderLockSystemId, tree, codes, free, lockRefusal);

    const owner: CodeOwner = { ccid: context.ccid, orderLockSystemId, issuedBy: actor, source: 'imported' };
    const nextNumber = changeKeyCounter(codes);
    const issuedAt = new Date().toISOString();
    const newRows: NewKeyCodeRow[] = keepers.map((entry) => {
      accepted += entry.rows.length;
      const symbol =
        entry.place.node_kind === 'change' ? changeKeySymbol(entry.symbol, nextNumber(entry.symbol)) : entry.symbol;
      return codeRow(bucket.id, owner, { ...entry.place, key_symbol: symbol }, entry.bitting, issuedAt);
    });
    refused.sort((a, b) => a.row - b.row);
    const coded = new Set([...codes.map(codeKey), ...newRows.map(codeKey)]);
    const missing = missingCodes(tree, coded);
    if (newRows.length === 0) return { version: context.version, accepted, chartedLockSets: [], refused, missing };

    await advanceOrderVersion(trx, context.orderId, expectedVersion);
    await insertCheckedCodes(trx, bucket.id, newRows);
    const lockSets = [
      ...tree.masterKeys.flatMap((masterKey) =>
        masterKey.lockSets.map((lockSet) => ({ lockSet, masterKeyId: masterKey.masterKeyID as string | null })),
      ),
      ...tree.noKeyLockSets.map((lockSet) => ({ lockSet, masterKeyId: null })),
    ];
    const nowCharted = lockSets
      .filter(({ lockSet, masterKeyId }) => !lockSet.charted && isFullyCoded(tree, lockSet, masterKeyId, coded))
      .map(({ lockSet }) => lockSet);
    await markLockSetsCharted(
      trx,
      orderLockSystemId,
      nowCharted.map((lockSet) => lockSet.lockSetID),
    );
    await reserveSystemBlocks(
      trx,
      { bucket, ccid: context.ccid, orderLockSystemId },
      tree,
      await listSystemCodes(trx, orderLockSystemId),
    );
    return {
      version: expectedVersion + 1,
      accepted,
      chartedLockSets: nowCharted.map((lockSet) => lockSet.lockSetName),
      refused,
      missing,
    };
  });
}

/** Imports of customers' charts, bound to a database. */
export function createChartImportService(db: Db) {
  return {
    /** See `importChart`: accepted rows, charted flags and the version bump in one transaction. */
    importChart: (
      orderLockSystemId: string,
      rows: readonly ChartFileRow[],
      expectedVersion: number,
      caller: ChartImportCaller,
    ): Promise<ChartImportReport> => importChart(db, orderLockSystemId, rows, expectedVersion, caller),
  };
}

import {
  bittingViolations,
  changeKeySymbol,
  GRAND_MASTER_KEY_SYMBOL,
  parseBitting,
  type ChartImportReport,
  type LockSetOutput,
} from '@keyplan/domain';
import { loadLookups } from '../catalog/catalog.repository.ts';
import type { Db } from '../db/database.ts';
import { advanceOrderVersion, requireVersion } from '../orders/order-version.ts';
import {
  changeCodePlaces,
  changeKeyCounter,
  codeKey,
  codesByPlace,
  locksPerSet,
  masterSymbolsOf,
} from './chart-places.ts';
import { codeRow, type CodeOwner } from './code-allocation.ts';
import { locksOpeningToOthers } from './key-choice-control.ts';
import { reservedByOthers, reserveSystemBlocks } from './key-control.ts';
import type { ChartFileRow } from './chart-file-reader.ts';
import { editableContext, insertCheckedCodes } from './charting.service.ts';
import {
  findIssued,
  listSystemCodes,
  loadSystemTree,
  lockBucket,
  markLockSetsCharted,
  type NewKeyCodeRow,
} from './key-code.repository.ts';

type Refusal = ChartImportReport['refused'][number];

/** A code place the file gives a bitting, with the rows that give it (a KA set's locks share one). */
interface Planned {
  lockSet: LockSetOutput;
  parentSymbol: string;
  /** The lock set's master key, or null directly under the grand master key. */
  masterKeyId: string | null;
  place: ReturnType<typeof changeCodePlaces>[number];
  bitting: string;
  rows: ChartFileRow[];
}

/** Who imports: admins may learn where a refused bitting is issued; everyone else learns only that it is not available. */
export interface ChartImportCaller {
  actor: string;
  isAdmin: boolean;
  /** Told of each bitting refused because another system holds it (who tried, which, whose). */
  onWithheld?: (details: { actor: string; bitting: string; holderCcid: string; ccid: string }) => void;
}

/** What a rep reads when a bitting is issued elsewhere: nothing about where, or that it is. */
export const NOT_AVAILABLE_REASON = 'bitting: not available for this system (an administrator can say why)';

/** The bittings of the keys charted above a lock set's locks: its master key (when it has one) and the grand master key. */
function keysAbove(
  byPlace: ReadonlyMap<string, { bitting: string }>,
  tree: { grandMasterKey: { grandMasterKeyID: string } },
  masterKeyId: string | null,
): number[][] {
  const place = (node_kind: 'master' | 'grandMaster', node_id: string) =>
    byPlace.get(codeKey({ node_kind, node_id, set_number: null, lock_number: null }));
  return [
    masterKeyId ? place('master', masterKeyId) : undefined,
    place('grandMaster', tree.grandMasterKey.grandMasterKeyID),
  ].flatMap((code) => (code ? [parseBitting(code.bitting)!] : []));
}

const whole = (text: string) => (/^\d+$/.test(text) ? Number(text) : Number.NaN);

/**
 * Imports a customer's existing chart (DESIGN §3 "Charting file"): each row gives a lock set (by
 * name), a set (default 1), a lock (KD) and a bitting. A row is refused, with the reason, when the
 * lock set or lock is not in the system, the bitting breaks the bucket's rules, or the bitting is
 * issued already (said to admins only: to anyone else it is 'not available', so that the import is no
 * oracle of who holds which bitting; each such refusal is logged). Accepted codes are registered
 * as 'imported'; lock sets whose every lock then has a code become charted. Accepted rows, charted
 * flags and the version bump are written in one transaction; refused rows write nothing.
 */
export async function importChart(
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
    const byPlace = codesByPlace(codes);
    const ownBittings = new Map(codes.map((code) => [code.bitting, codeKey(code)]));
    const masterSymbols = masterSymbolsOf(tree, byPlace);
    const lockSetsByName = new Map<
      string,
      { lockSet: LockSetOutput; parentSymbol: string; masterKeyId: string | null }
    >();
    for (const masterKey of tree.masterKeys)
      for (const lockSet of masterKey.lockSets)
        lockSetsByName.set(lockSet.lockSetName.trim().toUpperCase(), {
          lockSet,
          parentSymbol: masterSymbols.get(masterKey.masterKeyID)!,
          masterKeyId: masterKey.masterKeyID,
        });
    for (const lockSet of tree.noKeyLockSets)
      lockSetsByName.set(lockSet.lockSetName.trim().toUpperCase(), {
        lockSet,
        parentSymbol: GRAND_MASTER_KEY_SYMBOL,
        masterKeyId: null,
      });

    const refused: Refusal[] = [];
    const planned = new Map<string, Planned>();
    const placeOfBitting = new Map<string, string>();
    let accepted = 0;
    const refuse = (row: ChartFileRow, reason: string, bitting = row.bitting) =>
      refused.push({ row: row.row, lockSet: row.lockSet, bitting, reason });

    for (const row of rows) {
      if (row.level !== '' && row.level.toLowerCase() !== 'lock') continue; // key rows of an exported chart
      const found = lockSetsByName.get(row.lockSet.toUpperCase());
      if (!found) {
        refuse(row, row.lockSet === '' ? 'lock set: is required' : 'lock set: no lock set of this name in the system');
        continue;
      }
      const { lockSet } = found;
      const sets = locksPerSet(lockSet);
      const setNumber = row.set === '' ? 1 : whole(row.set);
      if (!(setNumber >= 1 && setNumber <= sets.length)) {
        refuse(row, `set: must be a whole number from 1 to ${sets.length}`);
        continue;
      }
      const lockNumber = lockSet.keyOption === 'KA' ? null : whole(row.lock);
      if (lockNumber !== null && !(lockNumber >= 1 && lockNumber <= sets[setNumber - 1]!)) {
        refuse(
          row,
          row.lock === ''
            ? 'lock: is required for a keyed-different lock set'
            : `lock: must be a whole number from 1 to ${sets[setNumber - 1]} in set ${setNumber}`,
        );
        continue;
      }
      const text = row.bittingIsNumber ? row.bitting.padStart(bucket.pins, '0') : row.bitting.toUpperCase();
      const bitting = parseBitting(text);
      if (!bitting) {
        refuse(row, 'bitting: must be one character per cut, 0–9 or A–F', text);
        continue;
      }
      const violations = bittingViolations(bitting, bucket);
      if (violations.length > 0) {
        refuse(row, `bitting: ${violations.join('; ')}`, text);
        continue;
      }
      const place = {
        node_kind: 'change' as const,
        node_id: lockSet.lockSetID,
        set_number: setNumber,
        lock_number: lockNumber,
      };
      const key = codeKey(place);
      const existing = byPlace.get(key);
      if (existing) {
        if (existing.bitting === text) accepted += 1;
        else
          refuse(
            row,
            `${lockNumber === null ? 'the set' : 'the lock'} already has key code ${existing.blind_code}`,
            text,
          );
        continue;
      }
      const earlier = planned.get(key);
      if (earlier && earlier.bitting !== text) {
        refuse(
          row,
          `row ${earlier.rows[0]!.row} gives ${lockNumber === null ? 'this set' : 'this lock'} another bitting`,
          text,
        );
        continue;
      }
      const elsewhere = placeOfBitting.get(text) ?? ownBittings.get(text);
      if (elsewhere !== undefined && elsewhere !== key) {
        refuse(row, 'bitting: already issued in this system, to another key', text);
        continue;
      }
      if (earlier) earlier.rows.push(row);
      else
        planned.set(key, {
          lockSet,
          parentSymbol: found.parentSymbol,
          masterKeyId: found.masterKeyId,
          place,
          bitting: text,
          rows: [row],
        });
      placeOfBitting.set(text, key);
    }

    const issued = await findIssued(
      trx,
      bucket.id,
      [...planned.values()].map((entry) => entry.bitting),
    );
    // A bitting inside another system's master-keyed block would open that system's locks.
    const reserved = await reservedByOthers(trx, bucket, [orderLockSystemId]);
    // Under master and grand master keys charted before, each imported code shapes a lock at once.
    const entries = [...planned.values()];
    const opensToOthers = await locksOpeningToOthers(
      trx,
      bucket.id,
      [orderLockSystemId],
      entries.map((entry) => [parseBitting(entry.bitting)!, ...keysAbove(byPlace, tree, entry.masterKeyId)]),
    );
    const owner: CodeOwner = { ccid: context.ccid, orderLockSystemId, issuedBy: actor, source: 'imported' };
    const nextNumber = changeKeyCounter(codes);
    const issuedAt = new Date().toISOString();
    const newRows: NewKeyCodeRow[] = [];
    for (const [position, entry] of entries.entries()) {
      const holder = issued.get(entry.bitting);
      if (holder) {
        if (holder.ccid !== context.ccid)
          caller.onWithheld?.({ actor, bitting: entry.bitting, holderCcid: holder.ccid, ccid: context.ccid });
        const reason = !caller.isAdmin
          ? NOT_AVAILABLE_REASON
          : holder.ccid === context.ccid
            ? 'already issued to this customer in another system'
            : 'already issued to another customer';
        for (const row of entry.rows) refuse(row, reason, entry.bitting);
        continue;
      }
      const opens = reserved.index.firstContaining(parseBitting(entry.bitting)!);
      if (opens >= 0) {
        const holderCcid = reserved.owners[opens]!.ccid;
        if (holderCcid !== context.ccid)
          caller.onWithheld?.({ actor, bitting: entry.bitting, holderCcid, ccid: context.ccid });
        const reason = !caller.isAdmin
          ? NOT_AVAILABLE_REASON
          : `opens master-keyed locks of ${holderCcid === context.ccid ? 'another system of this customer' : 'another customer'}`;
        for (const row of entry.rows) refuse(row, reason, entry.bitting);
        continue;
      }
      if (opensToOthers.has(position)) {
        const reason = !caller.isAdmin
          ? NOT_AVAILABLE_REASON
          : 'bitting: its lock, pinned for the master keys charted above it, would open to a key issued to another system';
        for (const row of entry.rows) refuse(row, reason, entry.bitting);
        continue;
      }
      accepted += entry.rows.length;
      newRows.push(
        codeRow(
          bucket.id,
          owner,
          { ...entry.place, key_symbol: changeKeySymbol(entry.parentSymbol, nextNumber(entry.parentSymbol)) },
          entry.bitting,
          issuedAt,
        ),
      );
    }
    refused.sort((a, b) => a.row - b.row);
    if (newRows.length === 0) return { version: context.version, accepted, chartedLockSets: [], refused };

    await advanceOrderVersion(trx, context.orderId, expectedVersion);
    await insertCheckedCodes(trx, bucket.id, newRows);
    const coded = new Set([...byPlace.keys(), ...newRows.map(codeKey)]);
    const touched = new Map([...planned.values()].map((entry) => [entry.lockSet.lockSetID, entry.lockSet]));
    const nowCharted = [...touched.values()].filter(
      (lockSet) => !lockSet.charted && changeCodePlaces(lockSet).every((place) => coded.has(codeKey(place))),
    );
    await markLockSetsCharted(
      trx,
      orderLockSystemId,
      nowCharted.map((lockSet) => lockSet.lockSetID),
    );
    await reserveSystemBlocks(
      trx,
      { bucketType: bucket.id, ccid: context.ccid, orderLockSystemId },
      tree,
      await listSystemCodes(trx, orderLockSystemId),
    );
    return {
      version: expectedVersion + 1,
      accepted,
      chartedLockSets: nowCharted.map((lockSet) => lockSet.lockSetName),
      refused,
    };
  });
}

import { isEditableStatus, isOrderLockSystemStatus, statusLabel, type OrderLockSystemStatus } from '@keyplan/domain';
import type { Db } from '../db/database.ts';
import { appErrors } from '../errors.ts';
import { newBlindCode } from './code-allocation.ts';
import { ConcurrentIssueError } from './concurrent-issue-error.ts';
import { insertCodes } from './key-code-insert.repository.ts';
import { findChartingContext, findIssued, type NewKeyCodeRow } from './key-code.repository.ts';

/* Write helpers shared by charting and chart imports (both run them inside their transaction). */

/** The context of a system that may be charted (or imported into) now: found, editable. */
export async function editableContext(db: Db, orderLockSystemId: string) {
  const context = await findChartingContext(db, orderLockSystemId);
  if (!context) throw appErrors.notFound(`No lock system has id ${orderLockSystemId}.`);
  const status = context.status as OrderLockSystemStatus;
  if (!isOrderLockSystemStatus(status) || !isEditableStatus(status))
    throw appErrors.conflict(`This system is ${statusLabel(status)}: its key codes can no longer be changed.`);
  return context;
}

/** Inserts rows whose bittings were checked free; new blind codes for any that met a used one. */
export async function insertCheckedCodes(trx: Db, bucketType: string, rows: readonly NewKeyCodeRow[]): Promise<void> {
  let pending = rows;
  while (pending.length > 0) {
    const inserted = await insertCodes(trx, pending);
    const missed = pending.filter((row) => !inserted.has(row.bitting));
    if (missed.length === 0) return;
    if (
      (
        await findIssued(
          trx,
          bucketType,
          missed.map((row) => row.bitting),
        )
      ).size > 0
    )
      throw new ConcurrentIssueError('a bitting was issued concurrently');
    pending = missed.map((row) => ({ ...row, blind_code: newBlindCode() }));
  }
}

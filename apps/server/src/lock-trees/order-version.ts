import type { Db } from '../db/database.ts';
import { appErrors } from '../errors.ts';
import { advanceVersion, type OrderChanges } from './order.repository.ts';

/**
 * The one owner of an order's version (DESIGN §3 "Concurrency"): every write names the version the
 * person started from, and a stale one is refused with the same error everywhere.
 */
export function requireVersion(current: number, expectedVersion: number): void {
  if (current !== expectedVersion) throw appErrors.staleVersion();
}

/** Moves the order from `expectedVersion` to the next one with `changes`, inside `trx`; stale → 409 and nothing written. */
export async function advanceOrderVersion(
  trx: Db,
  orderId: string,
  expectedVersion: number,
  changes: OrderChanges = {},
): Promise<number> {
  if (!(await advanceVersion(trx, orderId, expectedVersion, changes))) throw appErrors.staleVersion();
  return expectedVersion + 1;
}

import { randomUUID } from 'node:crypto';
import { copyLockSystemTree, type LockSystemTree } from '@keyplan/domain';
import type { Db } from '../db/database.ts';
import type { LogoTable } from '../db/schema.ts';
import { findLogosOf, insertLogo } from '../logos/logo.repository.ts';

/** A lock system's tree ready to be written as a new system, with the logos it carries. */
export interface SystemCopy {
  tree: LockSystemTree;
  logos: { row: LogoTable; copyId: string }[];
}

/** Copies a system's tree (new ids, not charted) and plans the copies of its logos. */
export async function prepareSystemCopy(db: Db, orderLockSystemId: string, tree: LockSystemTree): Promise<SystemCopy> {
  const logos = (await findLogosOf(db, orderLockSystemId)).map((row) => ({ row, copyId: randomUUID() }));
  const logoIds = new Map(logos.map(({ row, copyId }) => [row.logo_id, copyId]));
  return { tree: copyLockSystemTree(tree, randomUUID, logoIds), logos };
}

/** Writes the logo copies for the new system, inside the transaction that creates it. */
export async function insertLogoCopies(
  trx: Db,
  copy: SystemCopy,
  orderLockSystemId: string,
  actor: string,
): Promise<void> {
  const now = new Date().toISOString();
  for (const { row, copyId } of copy.logos) {
    await insertLogo(trx, {
      ...row,
      logo_id: copyId,
      order_lock_system_id: orderLockSystemId,
      created_by: actor,
      created_at: now,
    });
  }
}

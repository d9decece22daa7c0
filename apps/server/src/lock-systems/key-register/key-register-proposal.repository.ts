import type { Selectable } from 'kysely';
import { keyRegisterActionSchema, type KeyRegisterAction, type KeyRegisterProposal } from '@keyplan/domain';
import type { Db } from '../../db/database.ts';
import type { KeyRegisterProposalTable } from '../../db/schema.ts';

const toProposal = (row: Selectable<KeyRegisterProposalTable>): KeyRegisterProposal => ({
  id: Number(row.id),
  keySymbol: row.key_symbol,
  copyNumber: row.copy_number,
  change: keyRegisterActionSchema.parse(JSON.parse(row.action_json)),
  proposedBy: row.proposed_by,
  proposedAt: row.proposed_at,
  status: row.status,
  decidedBy: row.decided_by,
  decidedAt: row.decided_at,
  decisionNote: row.decision_note,
});

/** The installed system of an order (the one a guest key opens), or undefined before it is installed. */
export async function findSystemOfOrder(db: Db, orderId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('order_lock_systems')
    .select('lock_system_id')
    .where('order_id', '=', orderId)
    .where('lock_system_id', 'is not', null)
    .executeTakeFirst();
  return row?.lock_system_id ?? undefined;
}

/** The proposals of an installed system's register, newest first. */
export async function listProposals(db: Db, lockSystemId: string): Promise<KeyRegisterProposal[]> {
  const rows = await db
    .selectFrom('key_register_proposals')
    .selectAll()
    .where('lock_system_id', '=', lockSystemId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toProposal);
}

export interface NewProposal {
  lockSystemId: string;
  orderId: string;
  keySymbol: string;
  copyNumber: number;
  change: KeyRegisterAction;
  proposedBy: string;
}

/** Records a pending proposal; answers its id. */
export async function insertProposal(db: Db, proposal: NewProposal): Promise<number> {
  const { id } = await db
    .insertInto('key_register_proposals')
    .values({
      lock_system_id: proposal.lockSystemId,
      order_id: proposal.orderId,
      key_symbol: proposal.keySymbol,
      copy_number: proposal.copyNumber,
      action_json: JSON.stringify(proposal.change),
      proposed_by: proposal.proposedBy,
      proposed_at: new Date().toISOString(),
      status: 'pending',
      decided_by: null,
      decided_at: null,
      decision_note: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

/** Records the rep's decision on a pending proposal; false when it was decided already (another rep was first). */
export async function decideProposal(
  db: Db,
  id: number,
  status: 'accepted' | 'declined',
  actor: string,
  note: string,
): Promise<boolean> {
  const result = await db
    .updateTable('key_register_proposals')
    .set({ status, decided_by: actor, decided_at: new Date().toISOString(), decision_note: note || null })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A claimed acceptance the register refused: the proposal is pending again. */
export async function reopenProposal(db: Db, id: number): Promise<void> {
  await db
    .updateTable('key_register_proposals')
    .set({ status: 'pending', decided_by: null, decided_at: null, decision_note: null })
    .where('id', '=', id)
    .execute();
}

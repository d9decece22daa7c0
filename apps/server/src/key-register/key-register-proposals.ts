import {
  applyKeyRegisterAction,
  keyRegisterActionSchema,
  NOT_HANDED_OUT,
  type KeyRegisterProposal,
  type KeyRegisterProposalRequest,
} from '@keyplan/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { KeyRegisterProposalTable } from '../db/schema.ts';
import { appErrors } from '../errors.ts';
import { findCopy, snapshotOf } from './key-register.repository.ts';
import type { KeyRegisterService } from './key-register.service.ts';

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

/**
 * Changes customers propose to the key register through their review access (issue 28, decision
 * 0028): kept pending until the rep accepts (the change is recorded, naming who proposed it) or
 * declines. A customer never changes the register themselves.
 */
export function createKeyRegisterProposals(db: Db, register: KeyRegisterService) {
  /** The installed system of the order a guest key opens. */
  async function systemOfOrder(orderId: string): Promise<string> {
    const row = await db
      .selectFrom('order_lock_systems')
      .select('lock_system_id')
      .where('order_id', '=', orderId)
      .where('lock_system_id', 'is not', null)
      .executeTakeFirst();
    if (!row?.lock_system_id) throw appErrors.notFound('This order has no installed lock system yet.');
    return row.lock_system_id;
  }

  async function list(lockSystemId: string): Promise<KeyRegisterProposal[]> {
    const rows = await db
      .selectFrom('key_register_proposals')
      .selectAll()
      .where('lock_system_id', '=', lockSystemId)
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toProposal);
  }

  /** Refuses a change the copy's state refuses now (409), as the rep's acceptance would. */
  async function checkApplies(
    lockSystemId: string,
    keySymbol: string,
    copyNumber: number,
    change: KeyRegisterProposal['change'],
  ) {
    const before = snapshotOf(await findCopy(db, lockSystemId, keySymbol, copyNumber)) ?? NOT_HANDED_OUT;
    const result = applyKeyRegisterAction(before, change, new Date().toISOString().slice(0, 10));
    if ('refused' in result) {
      if (result.refused.startsWith('on: ')) throw appErrors.validation([`change.${result.refused}`]);
      throw appErrors.conflict(`${keySymbol} copy ${copyNumber}: ${result.refused}`);
    }
  }

  return {
    systemOfOrder,
    list,
    async registerOfOrder(orderId: string) {
      return register.register(await systemOfOrder(orderId));
    },
    async listOfOrder(orderId: string) {
      return list(await systemOfOrder(orderId));
    },
    async propose(orderId: string, request: KeyRegisterProposalRequest & { change: KeyRegisterProposal['change'] }) {
      const lockSystemId = await systemOfOrder(orderId);
      await register.keyOf(lockSystemId, request.keySymbol, request.copyNumber);
      await checkApplies(lockSystemId, request.keySymbol, request.copyNumber, request.change);
      const { id } = await db
        .insertInto('key_register_proposals')
        .values({
          lock_system_id: lockSystemId,
          order_id: orderId,
          key_symbol: request.keySymbol,
          copy_number: request.copyNumber,
          action_json: JSON.stringify(request.change),
          proposed_by: request.proposedBy,
          proposed_at: new Date().toISOString(),
          status: 'pending',
          decided_by: null,
          decided_at: null,
          decision_note: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return (await list(lockSystemId)).find((proposal) => proposal.id === Number(id))!;
    },
    /** The rep accepts (records the change) or declines a pending proposal; 409 once decided or when it no longer applies. */
    async decide(lockSystemId: string, id: number, decision: 'accept' | 'decline', note: string, actor: string) {
      const proposal = (await list(lockSystemId)).find((entry) => entry.id === id);
      if (!proposal) throw appErrors.notFound(`No proposal ${id} for this key register.`);
      if (proposal.status !== 'pending') throw appErrors.conflict(`This proposal was ${proposal.status} already.`);
      if (decision === 'accept')
        await register.apply(
          lockSystemId,
          proposal.keySymbol,
          proposal.copyNumber,
          { ...proposal.change, note: [proposal.change.note, note].filter(Boolean).join(' · ') },
          { actor, proposedBy: proposal.proposedBy },
        );
      await db
        .updateTable('key_register_proposals')
        .set({
          status: decision === 'accept' ? 'accepted' : 'declined',
          decided_by: actor,
          decided_at: new Date().toISOString(),
          decision_note: note || null,
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .execute();
      return (await list(lockSystemId)).find((entry) => entry.id === id)!;
    },
  };
}

export type KeyRegisterProposals = ReturnType<typeof createKeyRegisterProposals>;

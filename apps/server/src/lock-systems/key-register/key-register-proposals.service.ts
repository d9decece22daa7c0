import {
  applyKeyRegisterAction,
  lockoutHandOutProblem,
  NOT_HANDED_OUT,
  type KeyRegisterAction,
  type KeyRegisterProposal,
} from '@keyplan/domain';
import type { Db } from '../../db/database.ts';
import { appErrors } from '../../errors.ts';
import {
  decideProposal,
  reopenProposal,
  findSystemOfOrder,
  insertProposal,
  listProposals,
} from './key-register-proposal.repository.ts';
import { findCopy, snapshotOf } from './key-register.repository.ts';
import type { KeyRegisterService } from './key-register.service.ts';

/**
 * Changes customers propose to the key register through their review access (issue 28, decision
 * 0028): kept pending until the rep accepts (the change is recorded, naming who proposed it) or
 * declines. A customer never changes the register themselves.
 */
export function createKeyRegisterProposals(db: Db, register: KeyRegisterService) {
  /** The installed system of the order a guest key opens. */
  async function systemOfOrder(orderId: string): Promise<string> {
    const lockSystemId = await findSystemOfOrder(db, orderId);
    if (!lockSystemId) throw appErrors.notFound('This order has no installed lock system yet.');
    return lockSystemId;
  }

  const list = (lockSystemId: string) => listProposals(db, lockSystemId);

  /** Refuses a change the copy's state refuses now (409), as the rep's acceptance would. */
  async function checkApplies(lockSystemId: string, keySymbol: string, copyNumber: number, change: KeyRegisterAction) {
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
    async propose(
      orderId: string,
      request: { keySymbol: string; copyNumber: number; proposedBy: string; change: KeyRegisterAction },
    ): Promise<KeyRegisterProposal> {
      const lockSystemId = await systemOfOrder(orderId);
      const key = await register.keyOf(lockSystemId, request.keySymbol, request.copyNumber);
      const lockoutProblem = lockoutHandOutProblem(key.lockout, request.change);
      if (lockoutProblem) throw appErrors.validation([`change.${lockoutProblem}`]);
      await checkApplies(lockSystemId, request.keySymbol, request.copyNumber, request.change);
      const id = await insertProposal(db, { lockSystemId, orderId, ...request });
      return (await list(lockSystemId)).find((proposal) => proposal.id === id)!;
    },
    /** The rep accepts (records the change) or declines a pending proposal; 409 once decided or when it no longer applies. */
    async decide(lockSystemId: string, id: number, decision: 'accept' | 'decline', note: string, actor: string) {
      const proposal = (await list(lockSystemId)).find((entry) => entry.id === id);
      if (!proposal) throw appErrors.notFound(`No proposal ${id} for this key register.`);
      if (proposal.status !== 'pending') throw appErrors.conflict(`This proposal was ${proposal.status} already.`);
      // The decision is claimed first: of two reps deciding at once, one records it and the other
      // gets 409 (issue 42). An acceptance the copy's state then refuses leaves it pending again.
      const status = decision === 'accept' ? 'accepted' : 'declined';
      if (!(await decideProposal(db, id, status, actor, note)))
        throw appErrors.conflict('This proposal was decided already.');
      if (decision === 'accept')
        try {
          await register.apply(
            lockSystemId,
            proposal.keySymbol,
            proposal.copyNumber,
            { ...proposal.change, note: [proposal.change.note, note].filter(Boolean).join(' · ') },
            { actor, proposedBy: proposal.proposedBy },
          );
        } catch (error) {
          await reopenProposal(db, id);
          throw error;
        }
      return (await list(lockSystemId)).find((entry) => entry.id === id)!;
    },
  };
}

export type KeyRegisterProposals = ReturnType<typeof createKeyRegisterProposals>;

import {
  engravingNodes,
  engravingNote,
  formatTreeIssue,
  lockSystemTreeSchema,
  ORDER_LOCK_SYSTEM_STATUS as STATUS,
  statusLabel,
  validateLockSystemTree,
  withEngraving,
  type EngravingChange,
  type EngravingEdit,
  type EngravingEditField,
  type EngravingNode,
  type SafekeyOrder,
} from '@keyplan/domain';
import { loadLookups } from '../catalog/catalog.repository.ts';
import type { Db } from '../db/database.ts';
import { appErrors } from '../errors.ts';
import { changeStatus } from '../orders/order-status.ts';
import { advanceOrderVersion } from '../lock-trees/order-version.ts';
import { findLockSystemContext, loadOrder } from '../lock-trees/order.repository.ts';
import { insertEngravingChanges, listEngravingChanges, updateEngravingField } from './engraving.repository.ts';
import type { CancelPayload, EngravingUpdatePayload } from './follow-up-payload.ts';
import {
  deleteOutboxRows,
  insertOutboxRow,
  listOutboxRows,
  nextOutboxSequence,
  type OutboxRow,
} from './outbox.repository.ts';
import { followUpReference } from './submission-reference.ts';

/** The default rejection reason (`SalesDocumentRjcnReason`, customized in SAP as "Canceled in Keyplan") of a canceled Safekey line (SAP_REJECTION_REASON). */
const SAP_CANCEL_REJECTION_REASON = 'ZK';

/** A follow-up message for the worker, after the messages the system already has. */
async function queueFollowUp(
  trx: Db,
  context: { orderId: string; orderLockSystemId: string },
  kind: 'engravingUpdate' | 'cancel',
  payload: (sequence: number) => EngravingUpdatePayload | CancelPayload,
  actor: string,
): Promise<number> {
  const sequence = await nextOutboxSequence(trx, context.orderLockSystemId);
  const now = new Date().toISOString();
  await insertOutboxRow(trx, {
    order_lock_system_id: context.orderLockSystemId,
    sequence,
    order_id: context.orderId,
    kind,
    idempotency_reference: followUpReference(context.orderLockSystemId, sequence),
    payload_json: JSON.stringify(payload(sequence)),
    state: 'pending',
    attempts: 0,
    next_attempt_at: now,
    locked_by: null,
    locked_until: null,
    last_error_code: null,
    last_error: null,
    sap_number: null,
    created_by: actor,
    created_at: now,
    updated_at: now,
  });
  return sequence;
}

function submissionOf(rows: OutboxRow[]): OutboxRow | undefined {
  return rows.find((row) => row.sequence === 0);
}

/**
 * What happens to a system after it was submitted (issue 12): a failed send reopened for
 * correction, engraving edits sent to SAP as updates of the Safekey line, and cancellation, each
 * recorded in the status history or the engraving history and told to SAP through the outbox.
 */
export function createAfterSubmissionService(
  db: Db,
  worker: { kick(): void },
  options: { rejectionReason?: string } = {},
) {
  const rejectionReason = options.rejectionReason ?? SAP_CANCEL_REJECTION_REASON;
  async function contextOf(trx: Db, orderLockSystemId: string) {
    const context = await findLockSystemContext(trx, orderLockSystemId);
    if (!context) throw appErrors.notFound(`No lock system has id ${orderLockSystemId}.`);
    return context;
  }

  return {
    /**
     * A submission whose send failed and that SAP never received goes back to Ready, so the rep
     * can correct it and submit again; its messages are forgotten, its key codes kept.
     */
    async reopen(orderLockSystemId: string, expectedVersion: number, actor: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const context = await contextOf(trx, orderLockSystemId);
        if (context.status !== STATUS.Submitted && context.status !== STATUS.QuoteSubmitted)
          throw appErrors.conflict(
            `Only a submitted system whose send failed can be reopened; this one is ${statusLabel(context.status)}.`,
          );
        const rows = await listOutboxRows(trx, orderLockSystemId);
        const submission = submissionOf(rows);
        if (submission?.state !== 'failed' || rows.some((row) => row.state === 'sent'))
          throw appErrors.conflict(
            submission?.state === 'sent'
              ? 'SAP has this system already: it cannot be reopened (cancel it instead).'
              : `Only a failed send can be reopened; this one is ${submission?.state ?? 'not submitted'}.`,
          );
        await advanceOrderVersion(trx, context.orderId, expectedVersion);
        await deleteOutboxRows(trx, orderLockSystemId);
        await changeStatus(
          trx,
          orderLockSystemId,
          context.status,
          STATUS.Ready,
          actor,
          `Reopened for correction: the send to SAP failed (${submission.last_error_code ?? 'no code'}: ${submission.last_error ?? 'no message'})`,
        );
      });
    },

    /**
     * Cancels a Submitted order or a QuoteSubmitted quote with the person's reason; SAP is told
     * (its Safekey line rejected) through the outbox after anything still on its way there. The
     * key codes stay in the registry, never issued again.
     */
    async cancel(orderLockSystemId: string, reason: string, expectedVersion: number, actor: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const context = await contextOf(trx, orderLockSystemId);
        if (context.status !== STATUS.Submitted && context.status !== STATUS.QuoteSubmitted)
          throw appErrors.conflict(
            `Only a Submitted order or a QuoteSubmitted quote can be canceled; this one is ${statusLabel(context.status)}.`,
          );
        await advanceOrderVersion(trx, context.orderId, expectedVersion);
        await changeStatus(trx, orderLockSystemId, context.status, STATUS.Canceled, actor, reason);
        await queueFollowUp(
          trx,
          { orderId: context.orderId, orderLockSystemId },
          'cancel',
          () => ({ reason, rejectionReason }),
          actor,
        );
      });
      worker.kick();
    },

    /**
     * Changes engraving text of a Submitted (not yet Completed) order: only the text fields, under
     * the same rules as the editor (characters, line length, the font's limits per face); each
     * changed field is recorded with who and when, and the whole engraving goes to SAP as one
     * update of the Safekey line's note.
     */
    async editEngraving(orderLockSystemId: string, edit: EngravingEdit, actor: string): Promise<EngravingChange[]> {
      await db.transaction().execute(async (trx) => {
        const context = await contextOf(trx, orderLockSystemId);
        if (context.status !== STATUS.Submitted)
          throw appErrors.conflict(
            `Engraving can be changed only while an order is Submitted; this one is ${statusLabel(context.status)}.`,
          );
        const submission = submissionOf(await listOutboxRows(trx, orderLockSystemId));
        if (submission?.state === 'failed')
          throw appErrors.conflict(
            'The order did not reach SAP: send it again (or reopen it for correction) before changing its engraving.',
          );
        const order = (await loadOrder(trx, context.orderId)) as SafekeyOrder;
        const saved = order.orderLockSystems.find((system) => system.orderLockSystemID === orderLockSystemId)!;
        let tree = lockSystemTreeSchema.parse(saved);
        const nodes = new Map(engravingNodes(tree).map((node) => [node.nodeId, node]));
        const problems: string[] = [];
        const changed: { node: EngravingNode; field: EngravingEditField; before: string; after: string }[] = [];
        edit.changes.forEach((change, index) => {
          const node = nodes.get(change.nodeId);
          if (!node) {
            problems.push(`changes[${index}].nodeId: no lock set or key of this system has id ${change.nodeId}`);
            return;
          }
          const before = node.fields[change.field];
          if (before === undefined) {
            problems.push(`changes[${index}].field: ${node.name} is a key; only its keyText can be engraved`);
            return;
          }
          if (before === change.text) return;
          changed.push({ node, field: change.field, before, after: change.text });
          tree = withEngraving(tree, change.nodeId, change.field, change.text);
        });
        if (problems.length === 0 && changed.length === 0)
          problems.push('changes: nothing differs from the engraving that was sent');
        problems.push(
          ...validateLockSystemTree(tree, await loadLookups(trx), saved.systemBucketType)
            .filter((issue) => /Text\d?$/.test(issue.path) || issue.path.endsWith('.fontSize'))
            .map((issue) => `tree.${formatTreeIssue(issue)}`),
        );
        if (problems.length > 0) throw appErrors.validation(problems);

        await advanceOrderVersion(trx, context.orderId, edit.expectedVersion);
        for (const { node, field, after } of changed)
          await updateEngravingField(trx, orderLockSystemId, node, field, after);
        const now = new Date().toISOString();
        const sequence = await queueFollowUp(
          trx,
          { orderId: context.orderId, orderLockSystemId },
          'engravingUpdate',
          (next) => {
            const marker = `Keyplan engraving change ${next} (${followUpReference(orderLockSystemId, next)})`;
            return { marker, text: [marker, ...engravingNote(tree)].join('\n') };
          },
          actor,
        );
        await insertEngravingChanges(
          trx,
          changed.map(({ node, field, before, after }) => ({
            order_lock_system_id: orderLockSystemId,
            sequence,
            node_id: node.nodeId,
            node_name: node.name,
            field,
            before_text: before,
            after_text: after,
            changed_by: actor,
            changed_at: now,
          })),
        );
      });
      worker.kick();
      return listEngravingChanges(db, orderLockSystemId);
    },

    async engravingChanges(orderLockSystemId: string): Promise<EngravingChange[]> {
      await contextOf(db, orderLockSystemId);
      return listEngravingChanges(db, orderLockSystemId);
    },
  };
}

export type AfterSubmissionService = ReturnType<typeof createAfterSubmissionService>;

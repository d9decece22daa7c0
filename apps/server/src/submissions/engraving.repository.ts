import type { EngravingChange, EngravingEditField, EngravingNode } from '@keyplan/domain';
import type { Kysely } from 'kysely';
import type { Database, EngravingChangeTable } from '../db/schema.ts';

type Executor = Kysely<Database>;

const LOCK_SET_COLUMNS = {
  frontText1: 'front_text1',
  frontText2: 'front_text2',
  frontText3: 'front_text3',
  backText1: 'back_text1',
  backText2: 'back_text2',
  backText3: 'back_text3',
  leftText1: 'left_text1',
  leftText2: 'left_text2',
  rightText1: 'right_text1',
  rightText2: 'right_text2',
  keyText: 'key_text',
} as const satisfies Record<EngravingEditField, string>;

/** Writes one engraving field of a node of a system (the caller checked the field belongs to the node). */
export async function updateEngravingField(
  trx: Executor,
  orderLockSystemId: string,
  node: Pick<EngravingNode, 'nodeId' | 'kind'>,
  field: EngravingEditField,
  text: string,
): Promise<void> {
  if (node.kind === 'grandMasterKey') {
    await trx
      .updateTable('grand_master_keys')
      .set({ key_text: text })
      .where('order_lock_system_id', '=', orderLockSystemId)
      .where('grand_master_key_id', '=', node.nodeId)
      .execute();
  } else if (node.kind === 'masterKey') {
    await trx
      .updateTable('master_keys')
      .set({ key_text: text })
      .where('order_lock_system_id', '=', orderLockSystemId)
      .where('master_key_id', '=', node.nodeId)
      .execute();
  } else {
    await trx
      .updateTable('lock_sets')
      .set({ [LOCK_SET_COLUMNS[field]]: text })
      .where('order_lock_system_id', '=', orderLockSystemId)
      .where('lock_set_id', '=', node.nodeId)
      .execute();
  }
}

export async function insertEngravingChanges(trx: Executor, rows: Omit<EngravingChangeTable, 'id'>[]): Promise<void> {
  if (rows.length > 0) await trx.insertInto('engraving_changes').values(rows).execute();
}

/** The engraving changes of a system, oldest first, with where their SAP update stands. */
export async function listEngravingChanges(db: Executor, orderLockSystemId: string): Promise<EngravingChange[]> {
  const rows = await db
    .selectFrom('engraving_changes')
    .leftJoin('submission_outbox', (join) =>
      join
        .onRef('submission_outbox.order_lock_system_id', '=', 'engraving_changes.order_lock_system_id')
        .onRef('submission_outbox.sequence', '=', 'engraving_changes.sequence'),
    )
    .select([
      'engraving_changes.sequence',
      'engraving_changes.node_id',
      'engraving_changes.node_name',
      'engraving_changes.field',
      'engraving_changes.before_text',
      'engraving_changes.after_text',
      'engraving_changes.changed_by',
      'engraving_changes.changed_at',
      'submission_outbox.state',
    ])
    .where('engraving_changes.order_lock_system_id', '=', orderLockSystemId)
    .orderBy('engraving_changes.id')
    .execute();
  return rows.map((row) => ({
    sequence: row.sequence,
    nodeId: row.node_id,
    nodeName: row.node_name,
    field: row.field,
    before: row.before_text,
    after: row.after_text,
    changedBy: row.changed_by,
    changedAt: row.changed_at,
    sendState: row.state ?? 'pending',
  }));
}

import type { AdminAuditEntry } from '@keyplan/domain';
import type { Db } from '../db/database.ts';

/** One admin change as the audit records it. */
export interface AdminChange {
  actor: string;
  entityType: string;
  entityId: string;
  action: string;
  before: unknown;
  after: unknown;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));
const parse = (text: string | null) => (text === null ? null : (JSON.parse(text) as unknown));

/** Records an admin change; pass the transaction that makes the change, so both land or neither. */
export async function insertAdminChange(db: Db, change: AdminChange): Promise<void> {
  await db
    .insertInto('admin_audit')
    .values({
      actor: change.actor,
      at: new Date().toISOString(),
      entity_type: change.entityType,
      entity_id: change.entityId,
      action: change.action,
      before_json: json(change.before),
      after_json: json(change.after),
    })
    .execute();
}

/** A page of the audit, newest first, optionally of one entity type. */
export async function findAdminChanges(
  db: Db,
  { page, pageSize, entityType }: { page: number; pageSize: number; entityType?: string },
): Promise<{ items: AdminAuditEntry[]; total: number }> {
  let query = db.selectFrom('admin_audit');
  if (entityType) query = query.where('entity_type', '=', entityType);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.total),
    items: rows.map((row) => ({
      id: Number(row.id),
      actor: row.actor,
      at: row.at,
      entityType: row.entity_type,
      entityId: row.entity_id,
      action: row.action,
      before: parse(row.before_json),
      after: parse(row.after_json),
    })),
  };
}

/** Whether the audit holds a change of this entity with this action (e.g. a version's coming into force). */
export async function hasAdminChange(db: Db, entityType: string, entityId: string, action: string): Promise<boolean> {
  const row = await db
    .selectFrom('admin_audit')
    .select('id')
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', entityId)
    .where('action', '=', action)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

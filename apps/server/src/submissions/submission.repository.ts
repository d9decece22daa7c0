import {
  ORDER_LOCK_SYSTEM_STATUS as STATUS,
  quoteRequirementsSchema,
  type PricedLines,
  type QuoteRequirements,
} from '@keyplan/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

type Executor = Kysely<Database>;

/** The order and lock system a submission is about, with its outbox row when there is one. */
export async function findSubmissionContext(db: Executor, orderLockSystemId: string) {
  return db
    .selectFrom('order_lock_systems')
    .innerJoin('orders', 'orders.order_id', 'order_lock_systems.order_id')
    .leftJoin('submission_outbox', (join) =>
      join
        .onRef('submission_outbox.order_lock_system_id', '=', 'order_lock_systems.order_lock_system_id')
        .on('submission_outbox.sequence', '=', 0),
    )
    .select([
      'order_lock_systems.order_lock_system_id',
      'order_lock_systems.status',
      'order_lock_systems.lock_system_id',
      'order_lock_systems.is_add_to_system',
      'orders.order_id',
      'orders.order_type',
      'orders.version',
      'orders.ccid',
      'orders.sap_order_number',
      'orders.sap_line_number',
      'orders.quote_number',
      'orders.order_po_number',
      'orders.order_system_name',
      'orders.total_price_minor',
      'orders.currency',
      'orders.sales_area',
      'submission_outbox.id as outbox_id',
      'submission_outbox.kind',
      'submission_outbox.state',
      'submission_outbox.attempts',
      'submission_outbox.next_attempt_at',
      'submission_outbox.last_error_code',
      'submission_outbox.last_error',
      'submission_outbox.sap_number',
    ])
    .where('order_lock_systems.order_lock_system_id', '=', orderLockSystemId)
    .executeTakeFirst();
}

export type SubmissionContext = NonNullable<Awaited<ReturnType<typeof findSubmissionContext>>>;

/** The SAP numbers of a system's order (what a follow-up message is about). */
export async function findSapNumbers(db: Executor, orderLockSystemId: string) {
  return db
    .selectFrom('order_lock_systems')
    .innerJoin('orders', 'orders.order_id', 'order_lock_systems.order_id')
    .select(['orders.order_type', 'orders.sap_order_number', 'orders.sap_line_number', 'orders.quote_number'])
    .where('order_lock_systems.order_lock_system_id', '=', orderLockSystemId)
    .executeTakeFirst();
}

export async function findQuoteRequirements(
  db: Executor,
  orderLockSystemId: string,
): Promise<QuoteRequirements | undefined> {
  const row = await db
    .selectFrom('quote_requirements')
    .select('data_json')
    .where('order_lock_system_id', '=', orderLockSystemId)
    .executeTakeFirst();
  return row && quoteRequirementsSchema.parse(JSON.parse(row.data_json));
}

/** The quote requirements stored for an order, as they were saved. */
export async function findQuoteRequirementsOfOrder(
  db: Executor,
  orderId: string,
): Promise<QuoteRequirements | undefined> {
  const row = await db
    .selectFrom('quote_requirements')
    .select('data_json')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row && (JSON.parse(row.data_json) as QuoteRequirements);
}

export async function saveQuoteRequirements(
  trx: Executor,
  orderId: string,
  requirements: QuoteRequirements,
  actor: string,
): Promise<void> {
  const row = {
    order_id: orderId,
    data_json: JSON.stringify(requirements),
    updated_by: actor,
    updated_at: new Date().toISOString(),
  };
  const updated = await trx
    .updateTable('quote_requirements')
    .set(row)
    .where('order_lock_system_id', '=', requirements.orderLockSystemId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0)
    await trx
      .insertInto('quote_requirements')
      .values({ ...row, order_lock_system_id: requirements.orderLockSystemId })
      .execute();
}

/**
 * Submitted orders and quotes whose document SAP holds (the submission sent), those checked
 * longest ago first: what the completion check reads back from SAP.
 */
export async function findSystemsToCheck(db: Executor, limit: number, checkedBefore?: string) {
  let query = db
    .selectFrom('order_lock_systems')
    .innerJoin('orders', 'orders.order_id', 'order_lock_systems.order_id')
    .innerJoin('submission_outbox', (join) =>
      join
        .onRef('submission_outbox.order_lock_system_id', '=', 'order_lock_systems.order_lock_system_id')
        .on('submission_outbox.sequence', '=', 0)
        .on('submission_outbox.state', '=', 'sent'),
    )
    .select([
      'order_lock_systems.order_lock_system_id',
      'order_lock_systems.status',
      'orders.order_id',
      'orders.order_type',
      'orders.sap_order_number',
      'orders.sap_line_number',
      'orders.quote_number',
    ])
    .where('order_lock_systems.status', 'in', [STATUS.Submitted, STATUS.QuoteSubmitted])
    .where((eb) => eb.or([eb('orders.sap_order_number', 'is not', null), eb('orders.quote_number', 'is not', null)]))
    .orderBy((eb) => eb.fn.coalesce('order_lock_systems.sap_status_checked_at', eb.val('')))
    .limit(limit);
  if (checkedBefore !== undefined)
    query = query.where((eb) =>
      eb.or([
        eb('order_lock_systems.sap_status_checked_at', 'is', null),
        eb('order_lock_systems.sap_status_checked_at', '<', checkedBefore),
      ]),
    );
  return query.execute();
}

export async function markSapStatusChecked(db: Executor, orderLockSystemId: string, at: string): Promise<void> {
  await db
    .updateTable('order_lock_systems')
    .set({ sap_status_checked_at: at })
    .where('order_lock_system_id', '=', orderLockSystemId)
    .execute();
}

/**
 * Keeps the priced lines a system is submitted with (decision 0050), and makes the order's total
 * theirs: the total sent to SAP is the sum of the lines every later screen and document shows.
 */
export async function keepSubmittedPrice(
  trx: Executor,
  orderLockSystemId: string,
  orderId: string,
  lines: PricedLines,
): Promise<void> {
  await trx
    .updateTable('order_lock_systems')
    .set({ submitted_price_json: JSON.stringify(lines) })
    .where('order_lock_system_id', '=', orderLockSystemId)
    .execute();
  await trx
    .updateTable('orders')
    .set({ total_price_minor: lines.totalPrice })
    .where('order_id', '=', orderId)
    .execute();
}

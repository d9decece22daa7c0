import type { Kysely } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/* Finding an order by a reference people hold: a SAP order line, a quote number, a design id. */

type Executor = Kysely<Database>;

/** The order of a SAP order line. */
export async function findOrderIdBySapLine(db: Db, sapOrderNumber: string, sapLineNumber: string) {
  const row = await db
    .selectFrom('orders')
    .select('order_id')
    .where('sap_order_number', '=', sapOrderNumber)
    .where('sap_line_number', '=', sapLineNumber)
    .executeTakeFirst();
  return row?.order_id;
}

/** The order of a (normalized) quote number. */
export async function findOrderIdByQuoteNumber(db: Db, quoteNumber: string) {
  const row = await db
    .selectFrom('orders')
    .select('order_id')
    .where('quote_number', '=', quoteNumber)
    .executeTakeFirst();
  return row?.order_id;
}

/** The design with this design id. */
export async function findOrderIdByDesignId(db: Db, designId: number) {
  const row = await db
    .selectFrom('orders')
    .select('order_id')
    .where('id', '=', designId)
    .where('order_type', '=', 2)
    .executeTakeFirst();
  return row?.order_id;
}

/** The order a submitted quote was already transferred into, if any. */
export async function findOrderIdTransferredFrom(db: Executor, quoteNumber: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('orders')
    .select('order_id')
    .where('quote_number_for_transfer', '=', quoteNumber)
    .executeTakeFirst();
  return row?.order_id;
}

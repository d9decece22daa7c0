import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database>;
export type DocumentCategory = 'order' | 'quotation';
type Json = Record<string, unknown>;

/** First numbers of the stand-in's ranges: sales orders 0000000001…, quotations 2000000001…. */
const NUMBER_BASE: Record<DocumentCategory, number> = { order: 0, quotation: 2_000_000_000 };

export interface StoredDocument {
  header: Json;
  items: Json[];
}

/**
 * A number of a category (CHAR10, zero-padded) after the documents it has, `skip` further on: the
 * caller skips on when the unique constraint says the number is taken (by a concurrent create, or
 * an order a Safekey line update created under SAP's own number).
 */
export async function nextDocumentNumber(db: Executor, category: DocumentCategory, skip = 0): Promise<string> {
  const row = await db
    .selectFrom('sap_sales_documents')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('category', '=', category)
    .executeTakeFirstOrThrow();
  return String(NUMBER_BASE[category] + Number(row.count) + 1 + skip).padStart(10, '0');
}

export async function insertDocument(
  db: Executor,
  category: DocumentCategory,
  number: string,
  header: Json,
  items: Json[],
  itemKey: string,
): Promise<void> {
  await db
    .insertInto('sap_sales_documents')
    .values({
      category,
      document_number: number,
      header_json: JSON.stringify(header),
      reference: typeof header.AssignmentReference === 'string' ? header.AssignmentReference : null,
      created_at: new Date().toISOString(),
    })
    .execute();
  if (items.length > 0) {
    await db
      .insertInto('sap_sales_document_items')
      .values(
        items.map((item) => ({
          category,
          document_number: number,
          item_number: String(item[itemKey]),
          item_json: JSON.stringify(item),
        })),
      )
      .execute();
  }
}

async function itemsOf(db: Executor, category: DocumentCategory, numbers: string[]): Promise<Map<string, Json[]>> {
  const byNumber = new Map<string, Json[]>();
  if (numbers.length === 0) return byNumber;
  const rows = await db
    .selectFrom('sap_sales_document_items')
    .selectAll()
    .where('category', '=', category)
    .where('document_number', 'in', numbers)
    .orderBy('item_number')
    .execute();
  for (const row of rows)
    byNumber.set(row.document_number, [
      ...(byNumber.get(row.document_number) ?? []),
      JSON.parse(row.item_json) as Json,
    ]);
  return byNumber;
}

/** Documents of a category, optionally only those carrying a reference; oldest first. */
export async function listDocuments(
  db: Executor,
  category: DocumentCategory,
  reference?: string,
): Promise<StoredDocument[]> {
  let query = db.selectFrom('sap_sales_documents').selectAll().where('category', '=', category);
  if (reference !== undefined) query = query.where('reference', '=', reference);
  const rows = await query.orderBy('id').execute();
  const items = await itemsOf(
    db,
    category,
    rows.map((row) => row.document_number),
  );
  return rows.map((row) => ({
    header: JSON.parse(row.header_json) as Json,
    items: items.get(row.document_number) ?? [],
  }));
}

export async function findDocument(
  db: Executor,
  category: DocumentCategory,
  number: string,
): Promise<StoredDocument | undefined> {
  const row = await db
    .selectFrom('sap_sales_documents')
    .selectAll()
    .where('category', '=', category)
    .where('document_number', '=', number)
    .executeTakeFirst();
  if (!row) return undefined;
  const items = await itemsOf(db, category, [number]);
  return { header: JSON.parse(row.header_json) as Json, items: items.get(number) ?? [] };
}

export async function saveHeader(
  db: Executor,
  category: DocumentCategory,
  number: string,
  header: Json,
): Promise<void> {
  await db
    .updateTable('sap_sales_documents')
    .set({ header_json: JSON.stringify(header) })
    .where('category', '=', category)
    .where('document_number', '=', number)
    .execute();
}

export async function saveItem(
  db: Executor,
  category: DocumentCategory,
  number: string,
  itemNumber: string,
  item: Json,
): Promise<void> {
  const updated = await db
    .updateTable('sap_sales_document_items')
    .set({ item_json: JSON.stringify(item) })
    .where('category', '=', category)
    .where('document_number', '=', number)
    .where('item_number', '=', itemNumber)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await db
      .insertInto('sap_sales_document_items')
      .values({ category, document_number: number, item_number: itemNumber, item_json: JSON.stringify(item) })
      .execute();
  }
}

import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { ReviewResponseTable } from '../db/schema.ts';

export type ReviewResponseRow = Selectable<ReviewResponseTable>;

export async function insertReviewResponse(db: Db, row: Insertable<ReviewResponseTable>): Promise<void> {
  await db.insertInto('review_responses').values(row).execute();
}

/** An order's approvals and comments, newest first. */
export async function listReviewResponses(db: Db, orderId: string): Promise<ReviewResponseRow[]> {
  return db
    .selectFrom('review_responses')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
}

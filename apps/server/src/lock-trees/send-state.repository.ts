import { combineSendStates, type SendState } from '@keyplan/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

type Executor = Kysely<Database>;

/** The send state of each system (null before submission), from its messages in the outbox. */
export async function findSendStates(db: Executor, orderLockSystemIds: string[]): Promise<Map<string, SendState>> {
  const states = new Map<string, SendState>(orderLockSystemIds.map((id) => [id, null]));
  if (orderLockSystemIds.length === 0) return states;
  const rows = await db
    .selectFrom('submission_outbox')
    .select(['order_lock_system_id', 'state', 'last_error_code', 'last_error'])
    .where('order_lock_system_id', 'in', orderLockSystemIds)
    .orderBy('sequence')
    .execute();
  for (const id of orderLockSystemIds) {
    const messages = rows
      .filter((row) => row.order_lock_system_id === id)
      .map((row) => ({
        state: row.state,
        error: row.last_error_code ? { code: row.last_error_code, message: row.last_error ?? '' } : null,
      }));
    states.set(id, combineSendStates(messages));
  }
  return states;
}

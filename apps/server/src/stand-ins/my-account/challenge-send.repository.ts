import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** A limit on the codes sent under one key: at most `max` per `windowMs`, at least `intervalMs` apart. */
export interface SendLimit {
  key: string;
  max: number;
  windowMs: number;
  intervalMs: number;
}

export type SendVerdict = { admitted: true } | { admitted: false; retryAfterMs: number };

class Refused extends Error {}

/**
 * Counts one send under the key if its limit allows it, in one upsert whose condition is checked
 * against the row as it is when the upsert takes it (PostgreSQL locks the row; SQLite has one
 * writer), so concurrent senders on any number of instances never pass the limit between them.
 */
async function admitOne(db: Db, limit: SendLimit, now: number): Promise<boolean> {
  const windowOver = now - limit.windowMs;
  const row = await db
    .insertInto('issuer_challenge_sends')
    .values({ send_key: limit.key, window_start: now, sends: 1, last_at: now })
    .onConflict((conflict) =>
      conflict
        .column('send_key')
        .doUpdateSet({
          window_start: sql<number>`case when issuer_challenge_sends.window_start <= ${windowOver} then ${now} else issuer_challenge_sends.window_start end`,
          sends: sql<number>`case when issuer_challenge_sends.window_start <= ${windowOver} then 1 else issuer_challenge_sends.sends + 1 end`,
          last_at: now,
        })
        .where('issuer_challenge_sends.last_at', '<=', now - limit.intervalMs)
        .where((eb) =>
          eb.or([
            eb('issuer_challenge_sends.window_start', '<=', windowOver),
            eb('issuer_challenge_sends.sends', '<', limit.max),
          ]),
        ),
    )
    .returning('sends')
    .executeTakeFirst();
  return row !== undefined;
}

/** How long until the key's limit lets another send through. */
async function waitOf(db: Db, limit: SendLimit, now: number): Promise<number> {
  const row = await db
    .selectFrom('issuer_challenge_sends')
    .selectAll()
    .where('send_key', '=', limit.key)
    .executeTakeFirst();
  if (!row) return 0;
  const lastAt = Number(row.last_at);
  const windowStart = Number(row.window_start);
  const untilInterval = lastAt + limit.intervalMs - now;
  const windowFull = Number(row.sends) >= limit.max && windowStart > now - limit.windowMs;
  return Math.max(untilInterval, windowFull ? windowStart + limit.windowMs - now : 0, 0);
}

/** Counts one send under every key, or under none when any key's limit refuses it. */
export async function admitSend(db: Db, limits: SendLimit[], now: number): Promise<SendVerdict> {
  let refusedBy: SendLimit | undefined;
  try {
    await db.transaction().execute(async (trx) => {
      for (const limit of limits) {
        if (await admitOne(trx, limit, now)) continue;
        refusedBy = limit;
        throw new Refused();
      }
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
  }
  if (!refusedBy) return { admitted: true };
  return { admitted: false, retryAfterMs: Math.max(await waitOf(db, refusedBy, now), 1000) };
}

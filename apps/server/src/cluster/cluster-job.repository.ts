import type { Db } from '../db/database.ts';

/** The job of the SAP status check. */
export const SAP_STATUS_JOB = 'sap-status-check';
/** The job that puts price book versions dated for later in force. */
export const PRICE_BOOK_ACTIVATION_JOB = 'price-book-activation';

/**
 * Takes the job's next round for `holder` when it is due and nobody runs one (or its runner's
 * lease ran out): one conditional UPDATE, so of several instances asking at once one gets it. The
 * next round is then due `intervalMs` after `now`, whoever runs it. The first round of a new job
 * is due `intervalMs` after the first instance asked.
 */
export async function claimJobRound(
  db: Db,
  job: { name: string; holder: string; intervalMs: number; leaseMs: number },
  now = new Date(),
): Promise<boolean> {
  const at = now.toISOString();
  await db
    .insertInto('cluster_jobs')
    .values({
      name: job.name,
      holder: null,
      running_until: null,
      next_run_at: new Date(now.getTime() + job.intervalMs).toISOString(),
    })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const result = await db
    .updateTable('cluster_jobs')
    .set({
      holder: job.holder,
      running_until: new Date(now.getTime() + job.leaseMs).toISOString(),
      next_run_at: new Date(now.getTime() + job.intervalMs).toISOString(),
    })
    .where('name', '=', job.name)
    .where('next_run_at', '<=', at)
    .where((eb) => eb.or([eb('running_until', 'is', null), eb('running_until', '<=', at)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Keeps the holder's round its own `leaseMs` longer; false when it lost it (its lease ran out and another took it). */
export async function renewJobRound(db: Db, name: string, holder: string, leaseMs: number): Promise<boolean> {
  const result = await db
    .updateTable('cluster_jobs')
    .set({ running_until: new Date(Date.now() + leaseMs).toISOString() })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .where('running_until', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends the holder's round: another instance may take the next one when it is due. */
export async function finishJobRound(db: Db, name: string, holder: string): Promise<void> {
  await db
    .updateTable('cluster_jobs')
    .set({ running_until: null })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .execute();
}

import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { claimJobRound, finishJobRound, PRICE_BOOK_ACTIVATION_JOB } from '../cluster/cluster-job.repository.ts';
import type { Db } from '../db/database.ts';
import type { PriceBookAdminService } from './price-book-admin.service.ts';

/**
 * Every `intervalMs`, lets a price book version dated for later reprice its currency's drafts once
 * it is in force (decision 0020). One round at a time, and one across every instance over the
 * database: a round is taken in `cluster_jobs` first (decision 0031), so that two instances never
 * both reprice and record the same version. Stop waits for nothing but the timer.
 */
export function createPriceBookActivationWorker(
  db: Db,
  priceBooks: PriceBookAdminService,
  log: FastifyBaseLogger,
  { intervalMs = 60_000, holder = `activation-${randomUUID()}` }: { intervalMs?: number; holder?: string } = {},
) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  const job = { name: PRICE_BOOK_ACTIVATION_JOB, holder, intervalMs, leaseMs: 60_000 };
  const round = async () => {
    try {
      if (await claimJobRound(db, job))
        try {
          await activate();
        } finally {
          await finishJobRound(db, job.name, holder);
        }
    } catch (error) {
      log.error({ err: error }, 'price book activation failed');
    }
    if (!stopped) timer = setTimeout(() => void round(), Math.min(intervalMs, 10_000));
  };
  const activate = async () => {
    for (const { currency, version, repricedDrafts } of await priceBooks.activateDueVersions())
      log.info({ currency, version, repricedDrafts: repricedDrafts.length }, 'price book version in force');
  };
  return {
    start() {
      stopped = false;
      timer = setTimeout(() => void round(), 0);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

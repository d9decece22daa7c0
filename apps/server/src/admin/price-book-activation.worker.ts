import type { FastifyBaseLogger } from 'fastify';
import type { PriceBookAdminService } from './price-book-admin.service.ts';

/**
 * Every `intervalMs`, lets a price book version dated for later reprice its currency's drafts once
 * it is in force (decision 0020). One round at a time; stop waits for nothing but the timer.
 */
export function createPriceBookActivationWorker(
  priceBooks: PriceBookAdminService,
  log: FastifyBaseLogger,
  { intervalMs = 60_000 }: { intervalMs?: number } = {},
) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  const round = async () => {
    try {
      for (const { currency, version, repricedDrafts } of await priceBooks.activateDueVersions())
        log.info({ currency, version, repricedDrafts: repricedDrafts.length }, 'price book version in force');
    } catch (error) {
      log.error({ err: error }, 'price book activation failed');
    }
    if (!stopped) timer = setTimeout(() => void round(), intervalMs);
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

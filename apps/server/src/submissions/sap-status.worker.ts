import { canTransition, ORDER_LOCK_SYSTEM_STATUS as STATUS, ORDER_TYPE } from '@keyplan/domain';
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import { claimJobRound, finishJobRound, renewJobRound, SAP_STATUS_JOB } from '../cluster/cluster-job.repository.ts';
import type { Db } from '../db/database.ts';
import { changeStatus } from '../orders/order-status.ts';
import { findLockSystemContext, recordSapDocument } from '../lock-trees/order.repository.ts';
import type { SapClient, SapSalesDocument } from '../sap/sap-client.ts';
import { findSystemsToCheck, markSapStatusChecked } from './submission.repository.ts';

/** Who the status history names when SAP's own status moved a system. */
const SAP_ACTOR = 'SAP';

export interface SapStatusWorkerOptions {
  /** How often SAP is asked about submitted documents. */
  intervalMs?: number;
  /** Documents read per query; a round reads every submitted document once, batch after batch. */
  batchSize?: number;
  /** How long a round stays this instance's without renewal: a dead holder's round is taken over after it. */
  leaseMs?: number;
  /** Who this instance is in `cluster_jobs`. */
  holder?: string;
}

/** A round's lease; renewed every third of it while the round lasts. */
const STATUS_ROUND_LEASE_MS = 15_000;

/**
 * What SAP's status of a document means for the system (decision 0025): Canceled when the Safekey
 * item is rejected (`SalesDocumentRjcnReason`) or every item is (`OverallSDDocumentRejectionSts`
 * C); Completed when an order is completely processed (`OverallSDProcessStatus` C), completely
 * delivered (`OverallDeliveryStatus` C) and its order-related billing, where it has any, complete
 * (`OverallOrdReltdBillgStatus` C or not relevant); else nothing yet.
 */
function sapOutcome(
  document: SapSalesDocument,
  isQuote: boolean,
  safekeyItem = '10',
): { to: typeof STATUS.Completed | typeof STATUS.Canceled; reason: string } | undefined {
  const kind = isQuote ? 'quotation' : 'sales order';
  const item = document.items.find((candidate) => candidate.item === safekeyItem);
  if (document.rejectionStatus === 'C' || item?.rejectionReason)
    return { to: STATUS.Canceled, reason: `Rejected in SAP (${kind} ${document.number})` };
  const billed = document.billingStatus === 'C' || document.billingStatus.trim() === '';
  if (!isQuote && document.processStatus === 'C' && document.deliveryStatus === 'C' && billed)
    return { to: STATUS.Completed, reason: `Delivered and billed in SAP (sales order ${document.number})` };
  return undefined;
}

/**
 * The completion check: reads the SAP document of each submitted order or quote back through
 * OData, those checked longest ago first, and moves a delivered and billed order to Completed, a
 * document SAP rejected to Canceled (recorded with SAP as the actor and why). However many
 * instances run it, one round runs per interval across them all (decision 0031): an instance takes
 * the round in `cluster_jobs` before reading anything, and a round reads each document once.
 */
export function createSapStatusWorker(
  db: Db,
  sap: Pick<SapClient, 'getDocument'>,
  log: FastifyBaseLogger,
  options: SapStatusWorkerOptions = {},
) {
  const intervalMs = options.intervalMs ?? 60_000;
  const batchSize = options.batchSize ?? 20;
  const leaseMs = options.leaseMs ?? STATUS_ROUND_LEASE_MS;
  const holder = options.holder ?? `status-${randomUUID()}`;
  // Instances look often whether a round is due, so that one is never late by more than this.
  const pollMs = Math.max(250, Math.min(intervalMs / 4, 10_000));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  async function check(system: Awaited<ReturnType<typeof findSystemsToCheck>>[number]): Promise<boolean> {
    const isQuote = system.order_type === ORDER_TYPE.Quote;
    const number = isQuote ? system.quote_number : system.sap_order_number;
    const document = number ? await sap.getDocument(isQuote ? 'quotation' : 'order', number) : undefined;
    const outcome = document && sapOutcome(document, isQuote, isQuote ? '10' : (system.sap_line_number ?? '10'));
    await db.transaction().execute(async (trx) => {
      await markSapStatusChecked(trx, system.order_lock_system_id, new Date().toISOString());
      // Read again inside the transaction: a person may have canceled it meanwhile.
      const current = (await findLockSystemContext(trx, system.order_lock_system_id))?.status;
      if (!outcome || current === undefined || current === outcome.to || !canTransition(current, outcome.to)) return;
      await changeStatus(trx, system.order_lock_system_id, current, outcome.to, SAP_ACTOR, outcome.reason);
      // The version moves on so that open screens see the new status.
      await recordSapDocument(trx, system.order_id, {}, { setDateIfMissing: null });
    });
    if (outcome) log.info({ orderLockSystemId: system.order_lock_system_id, to: outcome.to }, outcome.reason);
    return outcome !== undefined;
  }

  /** One round: reads every submitted document not read since the round began; answers how many systems changed status. */
  async function runOnce(): Promise<number> {
    const startedAt = new Date().toISOString();
    const tried = new Set<string>();
    let changed = 0;
    for (;;) {
      const batch = (await findSystemsToCheck(db, batchSize, startedAt)).filter(
        (system) => !tried.has(system.order_lock_system_id),
      );
      // What failed stays unread and first in line: the next round tries it again.
      if (batch.length === 0) return changed;
      for (const system of batch) {
        tried.add(system.order_lock_system_id);
        try {
          if (await check(system)) changed += 1;
        } catch (error) {
          log.warn({ err: error, orderLockSystemId: system.order_lock_system_id }, 'SAP status check failed');
        }
      }
    }
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void round(), delayMs);
  }

  /** Runs a round if this instance takes it in `cluster_jobs`, renewing the lease while it lasts. */
  async function claimedRound(): Promise<number> {
    if (!(await claimJobRound(db, { name: SAP_STATUS_JOB, holder, intervalMs, leaseMs }))) return 0;
    const renewal = setInterval(() => {
      renewJobRound(db, SAP_STATUS_JOB, holder, leaseMs).catch((error: unknown) =>
        log.warn({ err: error }, 'renewing the SAP status round failed'),
      );
    }, leaseMs / 3);
    try {
      return await runOnce();
    } finally {
      clearInterval(renewal);
      await finishJobRound(db, SAP_STATUS_JOB, holder);
    }
  }

  async function round() {
    if (running) return;
    running = claimedRound().catch((error: unknown) => {
      log.error({ err: error }, 'the SAP status check failed a round');
      return 0;
    });
    await running;
    running = undefined;
    schedule(pollMs);
  }

  return {
    start() {
      stopped = false;
      schedule(pollMs);
    },
    /** Checks now (after the stand-in's status switch). */
    async checkNow(): Promise<number> {
      if (running) await running;
      return runOnce();
    },
    /** Stops looking for rounds; a round in progress ends and gives its lease back. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    runOnce,
    holder,
  };
}

import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import {
  ORDER_TYPE,
  normalizeQuoteNumber,
  normalizeSapOrderNumber,
  RETRY_BASE_DELAY_MS,
  SUBMISSION_MAX_ATTEMPTS,
  type Telemetry,
} from '@keyplan/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { SapError } from '../sap/sap-error.ts';
import { recordSapDocument } from '../lock-trees/order.repository.ts';
import {
  claimDueRows,
  findOutboxRow,
  finishClaim,
  releaseLeases,
  renewLease,
  type OutboxRow,
} from './outbox.repository.ts';
import { submissionPayloadSchema } from './submission-payload.ts';
import type { SapTarget } from './follow-up-payload.ts';
import type { SapSender, SentDocument } from './sap-sender.ts';
import { findSapNumbers } from './submission.repository.ts';
import { idempotencyReference } from './submission-reference.ts';

export interface SubmissionWorkerOptions {
  /** Delay before the first retry, doubled for each next one (SPEC §9: 1000 ms). */
  baseDelayMs?: number;
  /** How often the worker looks for due rows when nothing kicks it. */
  pollIntervalMs?: number;
  /**
   * How long a claimed row stays this worker's without a heartbeat; a row whose lease ran out (its
   * worker died) is taken again. The worker renews it every third of this while it sends.
   */
  leaseMs?: number;
  /** How many rows one worker sends at once, so that one slow SAP call does not hold the others back. */
  concurrency?: number;
  workerId?: string;
  /** Where sent and failed submissions are reported as events (Application Insights when configured). */
  telemetry?: Pick<Telemetry, 'event'>;
}

/** A dead worker's rows wait at most this long; a live one renews its lease every third of it. */
const DEFAULT_LEASE_MS = 15_000;
/** Rows one worker sends at once. */
const DEFAULT_CONCURRENCY = 4;

/**
 * Who holds a row, as `locked_by` shows it: host, process id and a random part (64 characters at
 * most), so that an operator (or a test) can tell which instance is sending it.
 */
function defaultWorkerId(): string {
  return `${hostname().slice(0, 40)}/${process.pid}/${randomUUID().slice(0, 8)}`;
}

/** This worker's lease ran out and another worker took the row: it must not write to SAP. */
class LeaseLostError extends Error {}

/** Delay after the given failed attempt (1-based): base × 2^(attempt − 1). */
export function retryDelayMs(attempt: number, baseDelayMs = RETRY_BASE_DELAY_MS): number {
  return baseDelayMs * 2 ** (attempt - 1);
}

const FOLLOW_UPS: ReadonlySet<OutboxRow['kind']> = new Set(['engravingUpdate', 'cancel']);

/** Where a follow-up message goes: the SAP document of the system's submission, as known now. */
async function targetOf(db: Db, row: OutboxRow): Promise<SapTarget | undefined> {
  if (!FOLLOW_UPS.has(row.kind)) return undefined;
  const numbers = await findSapNumbers(db, row.order_lock_system_id);
  const quote = numbers?.order_type === ORDER_TYPE.Quote;
  const submission = await findOutboxRow(db, row.order_lock_system_id);
  const soldToParty = submission ? submissionPayloadSchema.parse(JSON.parse(submission.payload_json)).soldToParty : '';
  return {
    category: quote ? 'quotation' : 'order',
    number: (quote ? numbers?.quote_number : numbers?.sap_order_number) ?? null,
    item: (quote ? null : numbers?.sap_line_number) ?? '10',
    reference: idempotencyReference(row.order_lock_system_id),
    soldToParty,
    queuedAt: submission?.created_at ?? row.created_at,
  };
}

/** Writes what SAP holds onto the order: numbers, date; the version moves on so open editors see it. */
async function recordSent(trx: Db, row: OutboxRow, document: SentDocument): Promise<void> {
  if (FOLLOW_UPS.has(row.kind)) return;
  const now = new Date().toISOString();
  const changes =
    row.kind === 'order'
      ? {
          sap_order_id: document.number,
          sap_order_number: normalizeSapOrderNumber(document.number),
          sap_order_date: document.date ?? now,
          sap_line_number: document.item ?? '10',
        }
      : row.kind === 'quote'
        ? { quote_number: normalizeQuoteNumber(document.number) }
        : {};
  await recordSapDocument(trx, row.order_id, changes, { setDateIfMissing: row.kind === 'lineUpdate' ? now : null });
}

/**
 * The outbox worker: claims due submissions (row locks on PostgreSQL, so N instances never send one
 * twice), sends each, and records the outcome. Retryable failures wait 1 s, 2 s, 4 s, 8 s, 16 s
 * (five retries); after the sixth attempt, or at once on an answer that retrying cannot change
 * (4xx, the charted-customer error), the row fails with SAP's code and message.
 */
export function createSubmissionWorker(
  db: Db,
  send: SapSender,
  log: FastifyBaseLogger,
  options: SubmissionWorkerOptions = {},
) {
  const baseDelayMs = options.baseDelayMs ?? RETRY_BASE_DELAY_MS;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  const workerId = options.workerId ?? defaultWorkerId();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;

  /** Keeps renewing a row's lease while it is being sent; stops when told, or when the lease was lost. */
  function heartbeat(row: OutboxRow): () => void {
    const interval = setInterval(() => {
      renewLease(db, row.id, workerId, leaseMs).then(
        (renewed) => {
          if (!renewed) clearInterval(interval);
        },
        (error: unknown) =>
          log.warn({ err: error, orderLockSystemId: row.order_lock_system_id }, 'lease renewal failed'),
      );
    }, leaseMs / 3);
    return () => clearInterval(interval);
  }

  async function process(row: OutboxRow): Promise<void> {
    const stopHeartbeat = heartbeat(row);
    try {
      const document = await send(
        row,
        async () => {
          if (!(await renewLease(db, row.id, workerId, leaseMs)))
            throw new LeaseLostError('the lease ran out before the write');
        },
        await targetOf(db, row),
      );
      await db.transaction().execute(async (trx) => {
        if (
          await finishClaim(trx, row.id, workerId, {
            state: 'sent',
            sap_number: document.number,
            next_attempt_at: null,
            last_error: null,
            last_error_code: null,
          })
        ) {
          await recordSent(trx, row, document);
        }
      });
      log.info(
        {
          orderLockSystemId: row.order_lock_system_id,
          kind: row.kind,
          sapNumber: document.number,
          attempts: row.attempts,
        },
        'submission sent to SAP',
      );
      options.telemetry?.event('SubmissionSent', {
        kind: row.kind,
        sapNumber: document.number,
        attempts: row.attempts,
      });
    } catch (error) {
      if (error instanceof LeaseLostError) {
        log.warn({ orderLockSystemId: row.order_lock_system_id }, 'submission left to the worker that took it over');
        return;
      }
      const sapError = error instanceof SapError ? error : new SapError(0, 'INTERNAL', (error as Error).message, true);
      const final = !sapError.retryable || row.attempts >= SUBMISSION_MAX_ATTEMPTS;
      await finishClaim(db, row.id, workerId, {
        state: final ? 'failed' : 'pending',
        next_attempt_at: final ? null : new Date(Date.now() + retryDelayMs(row.attempts, baseDelayMs)).toISOString(),
        last_error_code: sapError.code.slice(0, 64),
        last_error: sapError.message.slice(0, 1000),
      });
      log.warn(
        {
          orderLockSystemId: row.order_lock_system_id,
          attempts: row.attempts,
          final,
          code: sapError.code,
          status: sapError.status,
        },
        sapError.message,
      );
      if (final)
        options.telemetry?.event('SubmissionFailed', {
          kind: row.kind,
          code: sapError.code,
          status: sapError.status,
          attempts: row.attempts,
        });
    } finally {
      stopHeartbeat();
    }
  }

  /**
   * Claims up to `concurrency` due rows and sends them side by side, each under its own renewed
   * lease; answers how many rows it took.
   */
  async function runOnce(): Promise<number> {
    const rows = await claimDueRows(db, workerId, new Date(), leaseMs, concurrency);
    await Promise.all(rows.map((row) => process(row)));
    return rows.length;
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void loop(), delayMs);
  }

  async function loop(): Promise<void> {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        let taken: number;
        do {
          again = false;
          taken = await runOnce();
        } while (!stopped && (taken > 0 || again));
      } catch (error) {
        log.error({ err: error }, 'the submission worker failed a round');
      }
    })();
    await running;
    running = undefined;
    schedule(pollIntervalMs);
  }

  return {
    workerId,
    start() {
      stopped = false;
      schedule(0);
    },
    /** Looks for work now (after a submission or a retry). */
    kick() {
      if (running) again = true;
      else schedule(0);
    },
    /** Stops polling and waits for the round in progress: the sends under way finish. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    /** Gives back the rows still being sent (a shutdown whose grace ran out): another instance sends them. */
    releaseLeases: () => releaseLeases(db, workerId),
    runOnce,
  };
}

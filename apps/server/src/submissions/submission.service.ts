import {
  describeLockoutIssue,
  engravingNote,
  lockoutIssues,
  lockoutNote,
  formatTreeIssue,
  isOrderLockSystemStatus,
  lockSystemTreeSchema,
  pricedLinesOf,
  ORDER_LOCK_SYSTEM_STATUS as STATUS,
  ORDER_TYPE,
  SAP_CHARTED_CUSTOMER_ERROR_CODE,
  statusLabel,
  SUBMISSION_MAX_ATTEMPTS,
  type OrderLockSystemStatus,
  type QuoteRequirements,
  type SubmissionKind,
  type SubmissionState,
  validateLockSystemTree,
} from '@keyplan/domain';
import { loadLookups } from '../catalog/catalog.repository.ts';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/dialect.ts';
import { appErrors } from '../errors.ts';
import type { FeatureFlagService } from '../feature-flags/feature-flag.service.ts';
import { createChartingService } from '../charting/charting.service.ts';
import { ConcurrentIssueError } from '../charting/concurrent-issue-error.ts';
import { changeStatus } from '../orders/order-status.ts';
import { findReorderOrigin } from '../lock-trees/lock-system.repository.ts';
import { savedReorderProblems } from '../lock-systems/installed-state.ts';
import { createLockSystemService } from '../lock-systems/lock-system.service.ts';
import { advanceOrderVersion, requireVersion } from '../lock-trees/order-version.ts';
import { loadOrder } from '../lock-trees/order.repository.ts';
import { priceTree } from '../orders/order-pricing.ts';
import { idempotencyReference } from './submission-reference.ts';
import { findOutboxRow, insertOutboxRow, listOutboxRows, requeueFailed, type OutboxRow } from './outbox.repository.ts';
import type { SubmissionPayload } from './submission-payload.ts';
import {
  findQuoteRequirements,
  findSubmissionContext,
  keepSubmittedPrice,
  type SubmissionContext,
} from './submission.repository.ts';

const TRANSACTION_ATTEMPTS = 3;

function asStatus(value: number): OrderLockSystemStatus {
  if (!isOrderLockSystemStatus(value)) throw new Error(`unknown order lock system status ${value}`);
  return value;
}

function kindOf(context: SubmissionContext): SubmissionKind {
  if (context.order_type === ORDER_TYPE.Quote) return 'quote';
  return context.sap_order_number && context.sap_line_number ? 'lineUpdate' : 'order';
}

function errorOf(row: Pick<OutboxRow, 'last_error_code' | 'last_error'>) {
  return row.last_error_code ? { code: row.last_error_code, message: row.last_error ?? '' } : null;
}

/** The API's view of a submission and what followed it. */
function toState(context: SubmissionContext, rows: OutboxRow[], chartedCustomerMessage: string): SubmissionState {
  const status = asStatus(context.status);
  const lastError = errorOf(context);
  return {
    orderLockSystemID: context.order_lock_system_id,
    orderID: context.order_id,
    kind: (context.kind ?? kindOf(context)) as SubmissionKind,
    state: context.state ?? 'pending',
    attempts: context.attempts ?? 0,
    maxAttempts: SUBMISSION_MAX_ATTEMPTS,
    nextAttemptAt: context.state === 'pending' ? context.next_attempt_at : null,
    lastError,
    chartedCustomerMissing: lastError?.code === chartedCustomerMessage,
    sapOrderNumber: context.sap_order_number,
    quoteNumber: context.quote_number,
    status,
    statusLabel: statusLabel(status),
    followUps: rows
      .filter((row) => row.sequence > 0)
      .map((row) => ({
        sequence: row.sequence,
        kind: row.kind as 'engravingUpdate' | 'cancel',
        state: row.state,
        attempts: row.attempts,
        lastError: errorOf(row),
      })),
  };
}

function quoteNote(requirements: QuoteRequirements): string {
  const person = (who: QuoteRequirements['shipToAttention']) => `${who.firstName} ${who.lastName} <${who.email}>`;
  return [
    `Attention: ${person(requirements.shipToAttention)}`,
    `Contact: ${person(requirements.soldToContact)}`,
    `Reference: ${requirements.soldToReferenceNumber}`,
  ].join('\n');
}

/**
 * Submission of a lock system to SAP through the outbox: the checks, charting (orders get their
 * key codes at submission at the latest), the status change and the outbox row commit together;
 * the worker sends later.
 */
export function createSubmissionService(
  db: Db,
  worker: { kick(): void },
  featureFlags: Pick<FeatureFlagService, 'isEnabled'>,
  options: { chartedCustomerMessage?: string } = {},
) {
  const chartedCustomerMessage = options.chartedCustomerMessage ?? SAP_CHARTED_CUSTOMER_ERROR_CODE;
  async function state(orderLockSystemId: string): Promise<SubmissionState> {
    const context = await findSubmissionContext(db, orderLockSystemId);
    if (!context) throw appErrors.notFound(`No lock system has id ${orderLockSystemId}.`);
    if (context.outbox_id === null) throw appErrors.notFound('This system has not been submitted.');
    return toState(context, await listOutboxRows(db, orderLockSystemId), chartedCustomerMessage);
  }

  async function submitIn(trx: Db, orderLockSystemId: string, expectedVersion: number, actor: string): Promise<void> {
    const context = await findSubmissionContext(trx, orderLockSystemId);
    if (!context) throw appErrors.notFound(`No lock system has id ${orderLockSystemId}.`);
    if (context.order_type === ORDER_TYPE.Design)
      throw appErrors.conflict('A design is not submitted to SAP: make it an order or a quote first.');
    const status = asStatus(context.status);
    if (context.outbox_id !== null) throw appErrors.conflict('This system was already submitted.');
    requireVersion(context.version, expectedVersion);
    // Ready was earned at the last save; the catalog may have changed since.
    const system = (await loadOrder(trx, context.order_id))?.orderLockSystems.find(
      (candidate) => candidate.orderLockSystemID === orderLockSystemId,
    );
    const tree = system ? lockSystemTreeSchema.parse(system) : undefined;
    // Named before "not ready": a broken lockout/tagout rule is what keeps such a system from Ready.
    const lockout = tree ? lockoutIssues(tree) : [];
    if (lockout.length > 0)
      throw appErrors.lockoutRules(
        lockout.map((issue) => `tree.${formatTreeIssue({ ...issue, message: describeLockoutIssue(tree!, issue) })}`),
      );
    if (status !== STATUS.Ready)
      throw appErrors.conflict(
        `Only a system that is ready (valid and priced) can be submitted; this one is ${statusLabel(status)} (${status}).`,
      );
    // A reorder asks the installed system's rules again: a key may have been lost since it was created (issue 42).
    if (context.is_add_to_system && context.lock_system_id && system) {
      const changed = await savedReorderProblems(trx, context.lock_system_id, system);
      if (changed.length > 0)
        throw appErrors.conflict(
          `This reorder can no longer be submitted: the installed system changed since it was created. ${changed.join(' ')}`,
        );
    }
    const kind = kindOf(context);
    const problems: string[] = [];
    const requirements = kind === 'quote' ? await findQuoteRequirements(trx, orderLockSystemId) : undefined;
    if (kind === 'quote' && !requirements) problems.push('quoteRequirements: are required before a quote is submitted');
    const lookups = await loadLookups(trx);
    if (system && tree)
      problems.push(
        ...validateLockSystemTree(tree, lookups, system.systemBucketType).map(
          (issue) => `tree.${formatTreeIssue(issue)}`,
        ),
      );
    // The lines priced now are what SAP is sent and what every later screen and document shows.
    const price = tree ? await priceTree(trx, tree, context.currency) : undefined;
    if (!price?.priced) problems.push('totalPrice: the system must be priced before it is submitted');
    const area = lookups.salesareas.find((item) => item.id === (requirements?.salesArea ?? context.sales_area));
    if (!area) problems.push(`salesArea: must be one of ${lookups.salesareas.map((item) => item.id).join(', ')}`);
    if (problems.length > 0 || !area || !price?.priced) throw appErrors.validation(problems);

    let version = expectedVersion;
    if (kind !== 'quote') {
      await createChartingService(trx).chartSystemIn(orderLockSystemId, actor, { expectedVersion: version });
      version += 1;
    }
    await advanceOrderVersion(trx, context.order_id, version);
    const target = kind === 'quote' ? STATUS.QuoteSubmitted : STATUS.Submitted;
    await changeStatus(trx, orderLockSystemId, status, target, actor);
    await keepSubmittedPrice(trx, orderLockSystemId, context.order_id, pricedLinesOf(price));
    // The customer's installed system begins with its first order (reorders add to it later).
    if (kind !== 'quote') await createLockSystemService(trx).recordInstalledSystem(orderLockSystemId, actor);
    const origin = await findReorderOrigin(trx, orderLockSystemId);

    const payload: SubmissionPayload = {
      salesArea: {
        salesOrganization: area.salesOrganization,
        distributionChannel: area.distributionChannel,
        division: area.division,
      },
      soldToParty: requirements?.soldTo ?? context.ccid,
      purchaseOrderByCustomer: requirements?.soldToReferenceNumber || context.order_po_number,
      currency: context.currency,
      totalPriceMinor: price.totalPrice,
      systemName: context.order_system_name,
      ...(kind === 'lineUpdate'
        ? { sapLine: { salesOrder: context.sap_order_number!, salesOrderItem: context.sap_line_number! } }
        : {}),
      ...(requirements ? { quote: { shipToParty: requirements.shipTo, note: quoteNote(requirements) } } : {}),
      ...(origin ? { originalSalesOrder: origin.salesOrder, installedSystemName: origin.systemName } : {}),
      ...(tree ? { engraving: [...engravingNote(tree), ...lockoutNote(tree)] } : {}),
    };
    const now = new Date().toISOString();
    // A quote its requirements keep out of SAP is done at once: nothing is sent.
    const keptOut = requirements?.submitToSAP === false;
    await insertOutboxRow(trx, {
      order_lock_system_id: orderLockSystemId,
      order_id: context.order_id,
      kind,
      idempotency_reference: idempotencyReference(orderLockSystemId),
      payload_json: JSON.stringify(payload),
      state: keptOut ? 'sent' : 'pending',
      attempts: 0,
      next_attempt_at: keptOut ? null : now,
      locked_by: null,
      locked_until: null,
      last_error_code: null,
      last_error: null,
      sap_number: null,
      created_at: now,
      updated_at: now,
    });
  }

  return {
    /** Records the intent to send a Ready system to SAP (Ready → Submitted or QuoteSubmitted) and wakes the worker. */
    async submit(orderLockSystemId: string, expectedVersion: number, actor: string): Promise<SubmissionState> {
      const context = await findSubmissionContext(db, orderLockSystemId);
      if (context?.order_type === ORDER_TYPE.Quote && !(await featureFlags.isEnabled('quoting'))) {
        throw appErrors.quotingDisabled();
      }
      for (let attempt = 1; ; attempt += 1) {
        try {
          await db.transaction().execute((trx) => submitIn(trx, orderLockSystemId, expectedVersion, actor));
          break;
        } catch (error) {
          // Another server issued one of the new key codes, or submitted the same system, at the same moment.
          if (attempt < TRANSACTION_ATTEMPTS && (isUniqueViolation(error) || error instanceof ConcurrentIssueError))
            continue;
          throw error;
        }
      }
      worker.kick();
      return state(orderLockSystemId);
    },

    state,

    /** Sends a failed submission again from the first attempt; the reference look-up still prevents doubles. */
    async retry(orderLockSystemId: string): Promise<SubmissionState> {
      const row = await findOutboxRow(db, orderLockSystemId);
      if (!row) throw appErrors.notFound('This system has not been submitted.');
      if (!(await requeueFailed(db, orderLockSystemId)))
        throw appErrors.conflict(`Only a failed submission can be retried; this one is ${row.state}.`);
      worker.kick();
      return state(orderLockSystemId);
    },
  };
}

export type SubmissionService = ReturnType<typeof createSubmissionService>;

import { randomUUID } from 'node:crypto';
import {
  bucketChangeProblem,
  lockSystemTreeSchema,
  ORDER_LOCK_SYSTEM_STATUS as STATUS,
  ORDER_TYPE,
  canTransition,
  createDefaultTree,
  deriveSku,
  summarizeLockSet,
  formatTreeIssue,
  lockSetsWithPaths,
  offeredLookups,
  retiredChoiceIssues,
  retiredHeaderProblems,
  statusLabel,
  validateLockSystemTree,
  type CreateOrder,
  type LockSystemTree,
  type Lookups,
  type OrderHeader,
  type RetiredLookupIds,
  type OrderLockSystemStatus,
  type SafekeyOrder,
  type SavedLockSystem,
  type SaveLockSystemTree,
  type UpdateOrderHeader,
} from '@keyplan/domain';
import { loadLookups } from '../catalog/catalog.repository.ts';
import { findRetiredLookupIds } from '../catalog/lookup-item.repository.ts';
import { findCustomer } from '../customers/customer.repository.ts';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/dialect.ts';
import type { SapReferenceCheck } from './sap-reference-check.ts';
import { appErrors } from '../errors.ts';
import { deleteUnusedLogos, findLogoIdsOf } from '../logos/logo.repository.ts';
import type { FeatureFlagService } from '../feature-flags/feature-flag.service.ts';
import { insertNewOrder, type NewOrder } from './new-order.ts';
import { changeStatus, moveStatus, requireEditable } from './order-status.ts';
import { earnsReady, pricePerOf, priceTree, totalOf } from './order-pricing.ts';
import { advanceOrderVersion } from './order-version.ts';
import * as orders from './order.repository.ts';
import { insertLogoCopies, prepareSystemCopy, type SystemCopy } from './system-copy.ts';
import { listSystemCodes } from '../charting/key-code.repository.ts';
import { describeRecharting, rechartingsOf } from '../charting/recharting.ts';
import { treeToRows } from './tree-rows.ts';

const ORDER_TYPES = { order: ORDER_TYPE.Order, quote: ORDER_TYPE.Quote, design: ORDER_TYPE.Design } as const;

/** The header's references must exist and agree: sales area, its currency, the key code bucket. */
function checkHeader(header: OrderHeader, lookups: Lookups): string[] {
  const problems: string[] = [];
  const area = lookups.salesareas.find((item) => item.id === header.salesArea);
  if (!area) problems.push(`salesArea: must be one of ${lookups.salesareas.map((item) => item.id).join(', ')}`);
  else if (area.currency !== header.currency)
    problems.push(`currency: must be ${area.currency}, the currency of sales area ${area.id}`);
  if (!lookups.keycodebuckettype.some((bucket) => bucket.id === header.systemBucketType)) {
    problems.push(
      `systemBucketType: must be one of ${lookups.keycodebuckettype.map((bucket) => bucket.id).join(', ')}`,
    );
  }
  return problems;
}

function checkReferences(input: CreateOrder): string[] {
  const problems: string[] = [];
  if (input.orderType === 'design') {
    for (const field of ['sapOrderNumber', 'sapLineNumber', 'quoteNumber'] as const) {
      if (input[field] !== null) problems.push(`${field}: a design is not tied to SAP`);
    }
  }
  if (input.orderType === 'quote' && (input.sapOrderNumber !== null || input.sapLineNumber !== null)) {
    problems.push('sapOrderNumber: a quote carries a quote number, not an order number');
  }
  if (input.orderType === 'order' && input.quoteNumber !== null)
    problems.push('quoteNumber: an order carries an order number, not a quote number');
  if ((input.sapOrderNumber === null) !== (input.sapLineNumber === null)) {
    problems.push(
      input.sapOrderNumber === null
        ? 'sapOrderNumber: is required with a line number'
        : 'sapLineNumber: is required with an order number',
    );
  }
  return problems;
}

/** How long an uploaded logo may wait in an unsaved draft before a save of its system drops it. */
export const UNUSED_LOGO_GRACE_MS = 24 * 60 * 60 * 1000;

/** The logos a tree's lock sets refer to, with the field that refers to each. */
function logoReferences(tree: LockSystemTree): { path: string; logoId: string }[] {
  return lockSetsWithPaths(tree).flatMap(({ lockSet, path }) =>
    (['logoFront', 'logoBack'] as const)
      .filter((field) => lockSet[field] !== null)
      .map((field) => ({ path: `tree.${path}.${field}`, logoId: lockSet[field]! })),
  );
}

/** The tree with each lock set's `charted` as stored: true only for the charted ones. */
function keepCharted(tree: LockSystemTree, charted: Set<string>): LockSystemTree {
  const fix = (lockSet: LockSystemTree['noKeyLockSets'][number]) =>
    lockSet.charted === charted.has(lockSet.lockSetID) ? lockSet : { ...lockSet, charted: !lockSet.charted };
  return {
    ...tree,
    masterKeys: tree.masterKeys.map((masterKey) => ({ ...masterKey, lockSets: masterKey.lockSets.map(fix) })),
    noKeyLockSets: tree.noKeyLockSets.map(fix),
  };
}

/** Orders, quotes and designs with their lock systems: creation, loading, saving, statuses. */
export function createOrderService(
  db: Db,
  featureFlags: FeatureFlagService,
  options: { sapReferences?: SapReferenceCheck } = {},
) {
  async function load(orderId: string): Promise<SafekeyOrder> {
    const order = await orders.loadOrder(db, orderId);
    if (!order) throw appErrors.notFound(`No order has id ${orderId}.`);
    return order;
  }

  async function loadFound(orderId: string | undefined, what: string): Promise<SafekeyOrder> {
    if (!orderId) throw appErrors.notFound(`No system was found for ${what}.`);
    return load(orderId);
  }

  /**
   * A save never drops key codes silently (issue 12): a charted lock set that moves to another
   * master key is refused; one whose locks lose their codes (fewer locks, another key option,
   * deleted) needs the person's confirmation, naming what leaves the chart and how much of it was
   * imported. Answers the lock sets that stay charted: those with new locks wait for the next charting.
   */
  async function checkRecharting(
    orderLockSystemId: string,
    orderId: string,
    sent: LockSystemTree,
    charted: Set<string>,
    confirmed: boolean,
  ): Promise<Set<string>> {
    if (charted.size === 0) return charted;
    const stored = (await orders.loadOrder(db, orderId))?.orderLockSystems.find(
      (system) => system.orderLockSystemID === orderLockSystemId,
    );
    if (!stored) return charted;
    const changes = rechartingsOf(
      lockSystemTreeSchema.parse(stored),
      sent,
      charted,
      await listSystemCodes(db, orderLockSystemId),
    );
    const moved = changes.filter((change) => change.masterMoved);
    if (moved.length > 0) throw appErrors.chartedLockSetMoved(moved.map(describeRecharting));
    if (!confirmed && changes.some((change) => change.codesDropped > 0))
      throw appErrors.rechartingNeedsConfirmation(changes.map(describeRecharting));
    const waiting = new Set(changes.filter((change) => change.newPlaces > 0).map((change) => change.lockSetID));
    return new Set([...charted].filter((id) => !waiting.has(id)));
  }

  /** Logos a tree refers to must have been uploaded to the same lock system. */
  async function unknownLogos(orderLockSystemId: string, tree: LockSystemTree): Promise<string[]> {
    const references = logoReferences(tree);
    if (references.length === 0) return [];
    const known = await findLogoIdsOf(db, orderLockSystemId);
    return references
      .filter(({ logoId }) => !known.has(logoId))
      .map(({ path }) => `${path}: no such logo was uploaded to this system`);
  }

  /**
   * Retired lookup items a saved tree chooses anew (decision 0022), as `tree.` problems; the
   * stored tree is read only when the tree uses a retired item at all.
   */
  async function retiredChoices(orderId: string, orderLockSystemId: string, tree: LockSystemTree): Promise<string[]> {
    const retired = await findRetiredLookupIds(db);
    if (retiredChoiceIssues(tree, undefined, retired).length === 0) return [];
    const stored = (await load(orderId)).orderLockSystems.find(
      (system) => system.orderLockSystemID === orderLockSystemId,
    );
    return retiredChoiceIssues(tree, stored && lockSystemTreeSchema.parse(stored), retired).map(
      (issue) => `tree.${formatTreeIssue(issue)}`,
    );
  }

  /**
   * The checks of a new system's header (no newly chosen retired item), customer, SAP references
   * and the quoting gate; answers the lookups and the retired ids.
   */
  async function checkedCreation(input: CreateOrder): Promise<{ lookups: Lookups; retired: RetiredLookupIds }> {
    const [lookups, retired] = await Promise.all([loadLookups(db), findRetiredLookupIds(db)]);
    const problems = [
      ...checkHeader(input, lookups),
      ...retiredHeaderProblems(input, undefined, retired),
      ...checkReferences(input),
    ];
    const customer = await findCustomer(db, input.ccid);
    if (!customer) problems.push(`ccid: no customer has ccid ${input.ccid}`);
    if (problems.length > 0) throw appErrors.validation(problems);
    if (input.orderType === 'quote' && !(await featureFlags.isEnabled('quoting'))) throw appErrors.quotingDisabled();
    // A link names a SAP document: it must exist, be the customer's and have the line (issue 30).
    const sap = options.sapReferences;
    if (sap && input.sapOrderNumber && input.sapLineNumber)
      await sap.checkSalesOrderLine(input.ccid, input.sapOrderNumber, input.sapLineNumber);
    if (sap && input.quoteNumber) await sap.checkQuotation(input.ccid, input.quoteNumber);
    return { lookups, retired };
  }

  /** Writes a new system from its header and tree in one transaction; a taken SAP line or quote number → 409. */
  async function insertCreated(
    input: CreateOrder,
    copy: SystemCopy,
    advanceWhenReady: boolean,
    actor: string,
  ): Promise<SafekeyOrder> {
    const area = (await loadLookups(db)).salesareas.find((item) => item.id === input.salesArea)!;
    const order: NewOrder = {
      ...input,
      orderType: ORDER_TYPES[input.orderType],
      quoteNumberForTransfer: null,
      companyID: area.salesOrganization,
      tree: copy.tree,
      pricing: await priceTree(db, copy.tree, input.currency),
      advanceWhenReady,
    };
    let orderId: string;
    try {
      orderId = await db.transaction().execute(async (trx) => {
        const created = await insertNewOrder(trx, order, actor);
        await insertLogoCopies(trx, copy, created.orderLockSystemId, actor);
        return created.orderId;
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw appErrors.conflict(
          input.quoteNumber
            ? `Quote ${input.quoteNumber} already has a system.`
            : `SAP order ${input.sapOrderNumber} line ${input.sapLineNumber} already has a system.`,
        );
      }
      throw error;
    }
    return load(orderId);
  }

  return {
    /**
     * A new order, quote or design with the default tree (SPEC §4 "new order / quote / design"):
     * Ready at once when that tree is valid and priced, so that it can be submitted without an edit.
     */
    async create(input: CreateOrder, actor: string): Promise<SafekeyOrder> {
      const { lookups, retired } = await checkedCreation(input);
      const tree = createDefaultTree(offeredLookups(lookups, retired), input.systemBucketType, randomUUID);
      return insertCreated(input, { tree, logos: [] }, true, actor);
    },

    /**
     * A new order, quote or design with a copy of another system's tree (new ids, not charted, its
     * logos copied), for the same or another customer: how a design becomes an order or a quote
     * (DESIGN §2 flow 4) and how a system is copied. Ready at once when the copy is valid and priced.
     */
    async copy(sourceOrderId: string, input: CreateOrder, actor: string): Promise<SafekeyOrder> {
      const source = (await load(sourceOrderId)).orderLockSystems[0];
      if (!source) throw appErrors.notFound(`Order ${sourceOrderId} has no lock system to copy.`);
      const { lookups } = await checkedCreation(input);
      const problem = bucketChangeProblem(source, lookups, source.systemBucketType, input.systemBucketType);
      if (problem) throw appErrors.validation([`systemBucketType: ${problem}`]);
      const copy = await prepareSystemCopy(db, source.orderLockSystemID, lockSystemTreeSchema.parse(source));
      return insertCreated(input, copy, true, actor);
    },

    get: load,

    /** Systems of any customer by a reference a rep has at hand (SAP order, quote, PO number, design id). */
    findSystems(query: string) {
      return orders.findSystemsByReference(db, query.trim());
    },

    async getBySapLine(sapOrderNumber: string, sapLineNumber: string) {
      return loadFound(
        await orders.findOrderIdBySapLine(db, sapOrderNumber, sapLineNumber),
        `SAP order ${sapOrderNumber} line ${sapLineNumber}`,
      );
    },

    async getByQuoteNumber(quoteNumber: string) {
      return loadFound(await orders.findOrderIdByQuoteNumber(db, quoteNumber), `quote ${quoteNumber}`);
    },

    async getByDesignId(designId: number) {
      return loadFound(await orders.findOrderIdByDesignId(db, designId), `design ${designId}`);
    },

    async listSystems(ccid: string, filter: orders.SystemFilter) {
      if (!(await findCustomer(db, ccid))) throw appErrors.notFound(`No customer has ccid ${ccid}.`);
      return orders.listSystems(db, ccid, filter);
    },

    async statusHistory(orderLockSystemId: string) {
      if (!(await orders.findLockSystemContext(db, orderLockSystemId)))
        throw appErrors.notFound(`No lock system has id ${orderLockSystemId}.`);
      return orders.listStatusHistory(db, orderLockSystemId);
    },

    /**
     * Saves a whole tree against the version the person started from: validated, priced and
     * written in one transaction, or not at all (stale version → 409).
     */
    async saveTree(
      orderLockSystemId: string,
      { expectedVersion, tree: sent, confirmRecharting }: SaveLockSystemTree,
      actor: string,
    ): Promise<SavedLockSystem> {
      const context = await orders.findLockSystemContext(db, orderLockSystemId);
      if (!context) throw appErrors.notFound(`No lock system has id ${orderLockSystemId}.`);
      requireEditable(context.status);
      if (context.isAddToSystem)
        throw appErrors.conflict(
          'This system is a reorder: its lock sets and keys stand for the installed system’s. Delete it and order again on Reorder Locks to change it.',
        );
      // Charting (assigning or importing key codes) decides `charted`, never the client.
      const charted = await orders.findChartedLockSetIds(db, orderLockSystemId);
      const tree = keepCharted(
        sent,
        await checkRecharting(orderLockSystemId, context.orderId, sent, charted, confirmRecharting === true),
      );
      const issues = validateLockSystemTree(tree, await loadLookups(db), context.bucketType).map(
        (issue) => `tree.${formatTreeIssue(issue)}`,
      );
      issues.push(...(await unknownLogos(orderLockSystemId, tree)));
      issues.push(...(await retiredChoices(context.orderId, orderLockSystemId, tree)));
      if (issues.length > 0) throw appErrors.validation(issues);
      const pricing = await priceTree(db, tree, context.currency);
      const target = earnsReady(tree, pricing) ? STATUS.Ready : STATUS.Started;
      const status = await db.transaction().execute(async (trx) => {
        await advanceOrderVersion(trx, context.orderId, expectedVersion, { total_price_minor: totalOf(pricing) });
        const current = (await orders.findLockSystemContext(trx, orderLockSystemId))!.status;
        requireEditable(current);
        await orders.replaceTreeRows(trx, orderLockSystemId, treeToRows(orderLockSystemId, tree, pricePerOf(pricing)));
        await deleteUnusedLogos(
          trx,
          orderLockSystemId,
          new Set(logoReferences(tree).map(({ logoId }) => logoId)),
          new Date(Date.now() - UNUSED_LOGO_GRACE_MS).toISOString(),
        );
        return moveStatus(trx, orderLockSystemId, current, target, actor);
      });
      const pricePer = pricePerOf(pricing);
      return {
        orderID: context.orderId,
        orderLockSystemID: orderLockSystemId,
        version: expectedVersion + 1,
        status,
        statusLabel: statusLabel(status),
        totalPrice: totalOf(pricing),
        lockSets: lockSetsWithPaths(tree).map(({ lockSet }) => ({
          lockSetID: lockSet.lockSetID,
          sku: deriveSku(lockSet),
          setSummary: summarizeLockSet(lockSet),
          pricePer: pricePer(lockSet.lockSetID),
        })),
      };
    },

    /** Changes the system header; re-prices when the currency changes. */
    async updateHeader(orderId: string, input: UpdateOrderHeader): Promise<SafekeyOrder> {
      const current = await load(orderId);
      const system = current.orderLockSystems[0];
      if (system) requireEditable(system.status);
      const [lookups, retired] = await Promise.all([loadLookups(db), findRetiredLookupIds(db)]);
      const kept = {
        salesArea: current.salesArea,
        systemBucketType: system?.systemBucketType ?? input.systemBucketType,
      };
      const problems = [...checkHeader(input, lookups), ...retiredHeaderProblems(input, kept, retired)];
      const bucketProblem = system
        ? bucketChangeProblem(system, lookups, system.systemBucketType, input.systemBucketType)
        : null;
      if (bucketProblem) problems.push(`systemBucketType: ${bucketProblem}`);
      if (problems.length > 0) throw appErrors.validation(problems);
      const pricing = system ? await priceTree(db, system, input.currency) : undefined;
      const area = lookups.salesareas.find((item) => item.id === input.salesArea)!;
      await db.transaction().execute(async (trx) => {
        await advanceOrderVersion(trx, orderId, input.expectedVersion, {
          order_system_name: input.orderSystemName,
          order_po_number: input.orderPONumber,
          currency: input.currency,
          sales_area: input.salesArea,
          company_id: area.salesOrganization,
          comments: input.comments,
          total_price_minor: totalOf(pricing),
        });
        if (system) {
          await orders.setBucketType(trx, system.orderLockSystemID, input.systemBucketType);
          await orders.replaceTreeRows(
            trx,
            system.orderLockSystemID,
            treeToRows(system.orderLockSystemID, system, pricePerOf(pricing)),
          );
        }
      });
      return load(orderId);
    },

    /** Moves one lock system to another status, only as DESIGN §3 allows; recorded. */
    async transition(orderLockSystemId: string, to: OrderLockSystemStatus, actor: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const context = await orders.findLockSystemContext(trx, orderLockSystemId);
        if (!context) throw appErrors.notFound(`No lock system has id ${orderLockSystemId}.`);
        await changeStatus(trx, orderLockSystemId, context.status, to, actor);
      });
    },

    /** Deletes an order: every lock system goes to Deleted, if all of them may. */
    async delete(orderId: string, actor: string): Promise<SafekeyOrder> {
      await db.transaction().execute(async (trx) => {
        const systems = await orders.findLockSystemIds(trx, orderId);
        if (systems.length === 0) throw appErrors.notFound(`No order has id ${orderId}.`);
        for (const system of systems) {
          if (!canTransition(system.status, STATUS.Deleted)) {
            throw appErrors.conflict(`This system is ${statusLabel(system.status)} and cannot be deleted.`);
          }
        }
        for (const system of systems)
          await changeStatus(trx, system.orderLockSystemId, system.status, STATUS.Deleted, actor);
      });
      return load(orderId);
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;

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
  retiredHeaderProblems,
  statusLabel,
  validateLockSystemTree,
  type CreateOrder,
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
import { deleteUnusedLogos } from '../logos/logo.repository.ts';
import type { FeatureFlagService } from '../feature-flags/feature-flag.service.ts';
import { insertNewOrder, type NewOrder } from './new-order.ts';
import { changeStatus, moveStatus, requireEditable } from './order-status.ts';
import { earnsReady, pricePerOf, priceTree, totalOf } from './order-pricing.ts';
import { advanceOrderVersion } from '../lock-trees/order-version.ts';
import * as orders from '../lock-trees/order.repository.ts';
import * as orderReferences from './order-reference.repository.ts';
import { listStatusHistory } from './status-history.repository.ts';
import * as systemSearch from './system-search.repository.ts';
import { insertLogoCopies, prepareSystemCopy, type SystemCopy } from './system-copy.ts';
import { treeToRows } from '../lock-trees/tree-rows.ts';
import { checkHeader, checkedCreation } from './order-checks.ts';
import { checkRecharting, keepCharted, logoReferences, retiredChoices, unknownLogos } from './tree-save-checks.ts';

const ORDER_TYPES = { order: ORDER_TYPE.Order, quote: ORDER_TYPE.Quote, design: ORDER_TYPE.Design } as const;

/** How long an uploaded logo may wait in an unsaved draft before a save of its system drops it. */
const UNUSED_LOGO_GRACE_MS = 24 * 60 * 60 * 1000;

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
      const { lookups, retired } = await checkedCreation(db, featureFlags, options.sapReferences, input);
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
      const { lookups } = await checkedCreation(db, featureFlags, options.sapReferences, input);
      const problem = bucketChangeProblem(source, lookups, source.systemBucketType, input.systemBucketType);
      if (problem) throw appErrors.validation([`systemBucketType: ${problem}`]);
      const copy = await prepareSystemCopy(db, source.orderLockSystemID, lockSystemTreeSchema.parse(source));
      return insertCreated(input, copy, true, actor);
    },

    get: load,

    /** Systems of any customer by a reference a rep has at hand (SAP order, quote, PO number, design id). */
    findSystems(query: string) {
      return systemSearch.findSystemsByReference(db, query.trim());
    },

    async getBySapLine(sapOrderNumber: string, sapLineNumber: string) {
      return loadFound(
        await orderReferences.findOrderIdBySapLine(db, sapOrderNumber, sapLineNumber),
        `SAP order ${sapOrderNumber} line ${sapLineNumber}`,
      );
    },

    async getByQuoteNumber(quoteNumber: string) {
      return loadFound(await orderReferences.findOrderIdByQuoteNumber(db, quoteNumber), `quote ${quoteNumber}`);
    },

    async getByDesignId(designId: number) {
      return loadFound(await orderReferences.findOrderIdByDesignId(db, designId), `design ${designId}`);
    },

    async listSystems(ccid: string, filter: systemSearch.SystemFilter) {
      if (!(await findCustomer(db, ccid))) throw appErrors.notFound(`No customer has ccid ${ccid}.`);
      return systemSearch.listSystems(db, ccid, filter);
    },

    async statusHistory(orderLockSystemId: string) {
      if (!(await orders.findLockSystemContext(db, orderLockSystemId)))
        throw appErrors.notFound(`No lock system has id ${orderLockSystemId}.`);
      return listStatusHistory(db, orderLockSystemId);
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
        await checkRecharting(db, orderLockSystemId, context.orderId, sent, charted, confirmRecharting === true),
      );
      const issues = validateLockSystemTree(tree, await loadLookups(db), context.bucketType).map(
        (issue) => `tree.${formatTreeIssue(issue)}`,
      );
      issues.push(...(await unknownLogos(db, orderLockSystemId, tree)));
      issues.push(...(await retiredChoices(db, context.orderId, orderLockSystemId, tree)));
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

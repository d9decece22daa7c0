import { randomUUID } from 'node:crypto';
import {
  isEditableStatus,
  lockSetsWithPaths,
  lockSystemTreeSchema,
  ORDER_LOCK_SYSTEM_STATUS as STATUS,
  ORDER_TYPE,
  priceLockSystem,
  statusLabel,
  type LockSet,
  type LockSystemTree,
  type QuoteRequirements,
  type SaveQuoteRequirements,
  type StoredQuoteRequirements,
} from '@keyplan/domain';
import { loadLookups, loadPriceBook, loadQuantityTiers } from '../catalog/catalog.repository.ts';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/dialect.ts';
import { appErrors } from '../errors.ts';
import { staleVersion } from '../charting/charting.service.ts';
import {
  advanceVersion,
  findLockSystemIds,
  findOrderRow,
  insertOrder,
  insertOrderLockSystem,
  loadOrder,
  replaceTreeRows,
  setStatus,
} from '../orders/order.repository.ts';
import { treeToRows } from '../orders/tree-rows.ts';
import { saveQuoteRequirements } from './submission.repository.ts';

/** A copy of a tree with new node ids, lock sets not charted (the new system gets its own key codes). */
function copyTree(tree: LockSystemTree, logoIds: Map<string, string>): LockSystemTree {
  const lockSet = (set: LockSet): LockSet => ({
    ...set,
    lockSetID: randomUUID(),
    charted: false,
    logoFront: set.logoFront && (logoIds.get(set.logoFront) ?? null),
    logoBack: set.logoBack && (logoIds.get(set.logoBack) ?? null),
  });
  return {
    ...tree,
    grandMasterKey: { ...tree.grandMasterKey, grandMasterKeyID: randomUUID() },
    masterKeys: tree.masterKeys.map((masterKey) => ({
      ...masterKey,
      masterKeyID: randomUUID(),
      lockSets: masterKey.lockSets.map(lockSet),
    })),
    noKeyLockSets: tree.noKeyLockSets.map(lockSet),
  };
}

/** Quote requirements (SPEC §3) and the transfer of a submitted quote into an order (DESIGN §2 flow 3). */
export function createQuoteService(db: Db) {
  async function quoteOrder(orderId: string) {
    const order = await findOrderRow(db, orderId);
    if (!order) throw appErrors.notFound(`No order has id ${orderId}.`);
    if (order.order_type !== ORDER_TYPE.Quote)
      throw appErrors.conflict('Quote requirements and transfers belong to quotes; this is not a quote.');
    return order;
  }

  return {
    async requirements(orderId: string): Promise<StoredQuoteRequirements> {
      const order = await quoteOrder(orderId);
      const row = await db
        .selectFrom('quote_requirements')
        .select('data_json')
        .where('order_id', '=', orderId)
        .executeTakeFirst();
      if (!row) throw appErrors.notFound('This quote has no quote requirements yet.');
      return { ...(JSON.parse(row.data_json) as QuoteRequirements), version: order.version };
    },

    /** Stores the requirements against the order's version (stale → 409), while the quote is a draft. */
    async saveRequirements(
      orderId: string,
      { expectedVersion, ...requirements }: SaveQuoteRequirements,
      actor: string,
    ): Promise<StoredQuoteRequirements> {
      await quoteOrder(orderId);
      const systems = await findLockSystemIds(db, orderId);
      const system = systems.find((candidate) => candidate.orderLockSystemId === requirements.orderLockSystemId);
      const problems: string[] = [];
      if (!system) problems.push('orderLockSystemId: is not a lock system of this quote');
      const { salesareas } = await loadLookups(db);
      if (!salesareas.some((area) => area.id === requirements.salesArea))
        problems.push(`salesArea: must be one of ${salesareas.map((area) => area.id).join(', ')}`);
      if (problems.length > 0 || !system) throw appErrors.validation(problems);
      if (!isEditableStatus(system.status))
        throw appErrors.conflict(
          `This quote is ${statusLabel(system.status)}: its requirements can no longer be changed.`,
        );
      await db.transaction().execute(async (trx) => {
        if (!(await advanceVersion(trx, orderId, expectedVersion))) throw staleVersion();
        await saveQuoteRequirements(trx, orderId, requirements, actor);
      });
      return { ...requirements, version: expectedVersion + 1 };
    },

    /** A new order from a submitted quote: header and a copy of the tree (new ids), priced, Ready when it can be. */
    async transferToOrder(orderId: string, actor: string) {
      await quoteOrder(orderId);
      const quote = await loadOrder(db, orderId);
      const system = quote?.orderLockSystems[0];
      if (!quote || !system) throw appErrors.notFound(`No order has id ${orderId}.`);
      if (system.status !== STATUS.QuoteSubmitted)
        throw appErrors.conflict(
          `Only a submitted quote can be transferred into an order; this one is ${statusLabel(system.status)}.`,
        );
      if (!quote.quoteNumber)
        throw appErrors.conflict('The quote has no quote number from SAP yet; transfer it once SAP has answered.');
      const already = await db
        .selectFrom('orders')
        .select('order_id')
        .where('quote_number_for_transfer', '=', quote.quoteNumber)
        .executeTakeFirst();
      if (already)
        throw appErrors.conflict(`Quote ${quote.quoteNumber} was already transferred into order ${already.order_id}.`);

      const logos = await db
        .selectFrom('logos')
        .selectAll()
        .where('order_lock_system_id', '=', system.orderLockSystemID)
        .execute();
      const logoIds = new Map(logos.map((logo) => [logo.logo_id, randomUUID()]));
      const tree = copyTree(lockSystemTreeSchema.parse(system), logoIds);
      const [book, tiers] = await Promise.all([loadPriceBook(db, quote.currency), loadQuantityTiers(db)]);
      const pricing = priceLockSystem(tree, book, tiers);
      const newOrderId = randomUUID();
      const newSystemId = randomUUID();
      const now = new Date().toISOString();
      try {
        await db.transaction().execute(async (trx) => {
          await insertOrder(trx, {
            order_id: newOrderId,
            order_type: ORDER_TYPE.Order,
            ccid: quote.ccid,
            sap_order_id: null,
            sap_order_number: null,
            sap_order_date: null,
            sap_line_number: null,
            quote_number: null,
            quote_number_for_transfer: quote.quoteNumber,
            order_po_number: quote.orderPONumber,
            comments: quote.comments,
            order_system_name: quote.orderSystemName,
            total_price_minor: pricing.priced ? pricing.totalPrice : null,
            currency: quote.currency,
            sales_area: quote.salesArea,
            company_id: quote.companyID,
            version: 1,
            created_by: actor,
            created_at: now,
            updated_at: now,
          });
          await insertOrderLockSystem(trx, {
            order_lock_system_id: newSystemId,
            order_id: newOrderId,
            position: 0,
            status: STATUS.Created,
            system_bucket_type: system.systemBucketType,
          });
          for (const logo of logos)
            await trx
              .insertInto('logos')
              .values({
                ...logo,
                logo_id: logoIds.get(logo.logo_id)!,
                order_lock_system_id: newSystemId,
                created_by: actor,
                created_at: now,
              })
              .execute();
          const pricePer = (lockSetId: string) =>
            pricing.priced ? (pricing.lockSets.get(lockSetId)?.pricePer ?? null) : null;
          await replaceTreeRows(trx, newSystemId, treeToRows(newSystemId, tree, pricePer));
          await setStatus(trx, newSystemId, null, STATUS.Created, actor);
          if (pricing.priced && lockSetsWithPaths(tree).length > 0) {
            await setStatus(trx, newSystemId, STATUS.Created, STATUS.Started, actor);
            await setStatus(trx, newSystemId, STATUS.Started, STATUS.Ready, actor);
          }
        });
      } catch (error) {
        // Another transfer of the same quote won the race.
        if (isUniqueViolation(error))
          throw appErrors.conflict(`Quote ${quote.quoteNumber} was already transferred into an order.`);
        throw error;
      }
      const order = await loadOrder(db, newOrderId);
      return { ...order!, quoteNumberForTransfer: quote.quoteNumber };
    },
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;

import {
  lockSetsWithPaths,
  lockSystemTreeSchema,
  type AdminPriceBooks,
  type CreatedPriceBookVersion,
  type NewPriceBookVersion,
  type PriceBookVersion,
  type RepricedDraft,
} from '@keyplan/domain';
import { loadQuantityTiers, loadSeededPriceBook } from '../catalog/catalog.repository.ts';
import {
  findDraftsInCurrency,
  findLatestPriceBookVersion,
  findPriceBookCurrencies,
  findPriceBookVersionInForce,
  findPriceBookVersions,
  insertPriceBookVersion,
  updateDraftPrices,
} from '../catalog/price-book-version.repository.ts';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/dialect.ts';
import { appErrors } from '../errors.ts';
import { loadOrder } from '../lock-trees/order.repository.ts';
import { pricePerOf, priceTree, totalOf } from '../orders/order-pricing.ts';
import { hasAdminChange, insertAdminChange } from '../audit/admin-audit.repository.ts';

const staleEdit = (currency: string, baseVersion: number, latest: number) =>
  appErrors.conflict(
    `The ${currency} price book has changed since you began: you started from version ${baseVersion}, the latest is version ${latest}. Reload and edit again.`,
  );

/**
 * Price books kept by admins (issue 17): immutable versions per currency, each in force from its
 * effective date. Drafts follow the version in force; systems past Ready keep the price they were
 * sent with, because repricing writes only rows still Created, Started or Ready.
 */
export function createPriceBookAdminService(db: Db) {
  /** Version 0: the seeded catalog tables, in force until a later version is. */
  const seededVersion = async (currency: string): Promise<PriceBookVersion | undefined> => {
    const priceBook = await loadSeededPriceBook(db, currency);
    if (!priceBook) return undefined;
    return {
      currency,
      version: 0,
      effectiveFrom: null,
      priceBook,
      quantityTiers: await loadQuantityTiers(db),
      createdBy: null,
      createdAt: null,
    };
  };

  /** Reprices every draft of a currency with the version in force now, inside `trx`. */
  const repriceDrafts = async (trx: Db, currency: string): Promise<RepricedDraft[]> => {
    const repriced: RepricedDraft[] = [];
    for (const draft of await findDraftsInCurrency(trx, currency)) {
      const order = await loadOrder(trx, draft.orderId);
      const system = order?.orderLockSystems.find((entry) => entry.orderLockSystemID === draft.orderLockSystemId);
      if (!system) continue;
      const tree = lockSystemTreeSchema.parse(system);
      const pricing = await priceTree(trx, tree, currency);
      const pricePer = pricePerOf(pricing);
      const lockSetIds = lockSetsWithPaths(tree).map(({ lockSet }) => lockSet.lockSetID);
      const written = await updateDraftPrices(
        trx,
        draft,
        totalOf(pricing),
        new Map(lockSetIds.map((id) => [id, pricePer(id)])),
      );
      if (written) repriced.push({ ...draft, totalBefore: draft.totalPrice, totalPrice: totalOf(pricing) });
    }
    return repriced;
  };

  /** One version of a currency (0: the seeded book); an unknown currency → 400, an unknown version → 409. */
  const findVersion = async (currency: string, version: number): Promise<PriceBookVersion> => {
    const seeded = await seededVersion(currency);
    if (!seeded) throw appErrors.validation([`currency: no price book is kept in ${currency}`]);
    const found =
      version === 0 ? seeded : (await findPriceBookVersions(db, currency)).find((entry) => entry.version === version);
    if (!found)
      throw appErrors.conflict(`The ${currency} price book has no version ${version}. Reload and edit again.`);
    return found;
  };

  return {
    /**
     * Reprices the drafts of every currency whose version in force was dated later than it was
     * made and has not yet repriced them (the audit's `inForce` row says it has), so drafts follow a
     * dated version once it starts. Run periodically; running twice reprices to the same prices.
     */
    async activateDueVersions(): Promise<{ currency: string; version: number; repricedDrafts: RepricedDraft[] }[]> {
      const activated = [];
      for (const currency of await findPriceBookCurrencies(db)) {
        const inForce = await findPriceBookVersionInForce(db, currency);
        if (!inForce || inForce.effectiveFrom <= inForce.createdAt) continue;
        const entityId = `${currency} v${inForce.version}`;
        if (await hasAdminChange(db, 'priceBook', entityId, 'inForce')) continue;
        const repricedDrafts = await db.transaction().execute(async (trx) => {
          const repriced = await repriceDrafts(trx, currency);
          await insertAdminChange(trx, {
            actor: 'system',
            entityType: 'priceBook',
            entityId,
            action: 'inForce',
            before: null,
            after: { version: inForce.version, effectiveFrom: inForce.effectiveFrom, repricedDrafts: repriced.length },
          });
          return repriced;
        });
        activated.push({ currency, version: inForce.version, repricedDrafts });
      }
      return activated;
    },

    /** Every currency's versions (newest first), the one in force and the drafts it prices. */
    async list(): Promise<AdminPriceBooks> {
      const currencies = await findPriceBookCurrencies(db);
      return {
        currencies: await Promise.all(
          currencies.map(async (currency) => {
            const [stored, inForce, seeded, drafts] = await Promise.all([
              findPriceBookVersions(db, currency),
              findPriceBookVersionInForce(db, currency),
              seededVersion(currency),
              findDraftsInCurrency(db, currency),
            ]);
            return {
              currency,
              inForceVersion: inForce?.version ?? 0,
              latestVersion: stored[0]?.version ?? 0,
              versions: [...stored, ...(seeded ? [seeded] : [])],
              drafts,
            };
          }),
        ),
      };
    },

    /**
     * A new version from the one the admin started from (`baseVersion`, which must still be the
     * latest: else 409). In force now (no date or a past one) it reprices the currency's drafts at
     * once and answers them; a later one reprices nothing yet.
     */
    async create(input: NewPriceBookVersion, actor: string): Promise<CreatedPriceBookVersion> {
      const base = await findVersion(input.currency, input.baseVersion);
      const now = new Date().toISOString();
      const effectiveFrom = input.effectiveFrom ? new Date(input.effectiveFrom).toISOString() : now;
      try {
        return await db.transaction().execute(async (trx) => {
          const latest = await findLatestPriceBookVersion(trx, input.currency);
          if (latest !== input.baseVersion) throw staleEdit(input.currency, input.baseVersion, latest);
          const created: PriceBookVersion = {
            currency: input.currency,
            version: latest + 1,
            effectiveFrom,
            priceBook: input.priceBook,
            quantityTiers: input.quantityTiers,
            createdBy: actor,
            createdAt: now,
          };
          await insertPriceBookVersion(trx, { ...created, effectiveFrom, createdBy: actor, createdAt: now });
          await insertAdminChange(trx, {
            actor,
            entityType: 'priceBook',
            entityId: `${input.currency} v${created.version}`,
            action: 'newVersion',
            before: { version: base.version, priceBook: base.priceBook, quantityTiers: base.quantityTiers },
            after: {
              version: created.version,
              effectiveFrom,
              priceBook: created.priceBook,
              quantityTiers: created.quantityTiers,
            },
          });
          const repricedDrafts = effectiveFrom <= now ? await repriceDrafts(trx, input.currency) : [];
          return { version: created, repricedDrafts };
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw staleEdit(input.currency, input.baseVersion, await findLatestPriceBookVersion(db, input.currency));
        }
        throw error;
      }
    },
  };
}

export type PriceBookAdminService = ReturnType<typeof createPriceBookAdminService>;

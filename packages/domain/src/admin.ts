import { z } from 'zod';
import { priceBookSchema, quantityTierSchema } from './catalog/catalog.ts';

/** What an admin change touched: the kinds of entity the audit records (issue 17). */
export const ADMIN_ENTITY_TYPES = ['featureFlag', 'priceBook', 'lookupItem', 'sapStandIn', 'issuerAccount'] as const;

/** One recorded admin change: who, when, what, the entity before and after (null when absent). */
const adminAuditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.string(),
  at: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  action: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

/** GET /admin/audit: the newest changes first, a page at a time. */
export const adminAuditPageSchema = z.object({
  items: z.array(adminAuditEntrySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type AdminAuditPage = z.infer<typeof adminAuditPageSchema>;

/** A feature flag as admins see it: its value and who set it when. */
export const adminFeatureFlagSchema = z.object({
  name: z.string(),
  enabled: z.boolean(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type AdminFeatureFlag = z.infer<typeof adminFeatureFlagSchema>;

/** Quantity tiers of a price book: at least one, each threshold once, in rising order. */
const priceBookTiersSchema = z
  .array(quantityTierSchema)
  .min(1)
  .superRefine((tiers, context) => {
    tiers.forEach((tier, index) => {
      if (index > 0 && tier.minLocks <= tiers[index - 1]!.minLocks)
        context.addIssue({
          code: 'custom',
          path: [index, 'minLocks'],
          message: 'must be greater than the tier before',
        });
    });
  });

/**
 * A price book version of one currency. Version 0 is the seeded catalog (no effective date); every
 * later version is an immutable copy with its own prices, in force from `effectiveFrom`.
 */
const priceBookVersionSchema = z.object({
  currency: z.string().length(3),
  version: z.number().int().nonnegative(),
  effectiveFrom: z.string().nullable(),
  priceBook: priceBookSchema,
  quantityTiers: z.array(quantityTierSchema),
  createdBy: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type PriceBookVersion = z.infer<typeof priceBookVersionSchema>;

/** A draft (Created, Started or Ready) that a price book of its currency prices. */
const pricedDraftSchema = z.object({
  orderId: z.uuid(),
  orderLockSystemId: z.uuid(),
  ccid: z.string(),
  orderSystemName: z.string(),
  totalPrice: z.number().int().nullable(),
});
export type PricedDraft = z.infer<typeof pricedDraftSchema>;

/** GET /admin/price-books: per currency, its versions (newest first), the one in force and its drafts. */
export const adminPriceBooksSchema = z.object({
  currencies: z.array(
    z.object({
      currency: z.string().length(3),
      inForceVersion: z.number().int().nonnegative(),
      latestVersion: z.number().int().nonnegative(),
      versions: z.array(priceBookVersionSchema),
      drafts: z.array(pricedDraftSchema),
    }),
  ),
});
export type AdminPriceBooks = z.infer<typeof adminPriceBooksSchema>;

/** POST /admin/price-books: a new version copied from `baseVersion` (the latest when the edit began). */
export const newPriceBookVersionSchema = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code'),
  baseVersion: z.number().int().nonnegative(),
  effectiveFrom: z.iso.datetime({ message: 'must be an ISO date and time' }).nullable().optional(),
  priceBook: priceBookSchema,
  quantityTiers: priceBookTiersSchema,
});
export type NewPriceBookVersion = z.infer<typeof newPriceBookVersionSchema>;

/** A draft repriced by a new version: its total before and after. */
const repricedDraftSchema = pricedDraftSchema.extend({ totalBefore: z.number().int().nullable() });
export type RepricedDraft = z.infer<typeof repricedDraftSchema>;

/** POST /admin/price-books answers the version and the drafts it repriced (none when it starts later). */
export const createdPriceBookVersionSchema = z.object({
  version: priceBookVersionSchema,
  repricedDrafts: z.array(repricedDraftSchema),
});
export type CreatedPriceBookVersion = z.infer<typeof createdPriceBookVersionSchema>;

/** A key code found in the registry by its blind code (admins): to whom, which system, when; never the bitting. */
export const issuedKeyCodeSchema = z.object({
  blindCode: z.string(),
  bucketType: z.string(),
  ccid: z.string(),
  customerName: z.string().nullable(),
  orderId: z.string().nullable(),
  orderLockSystemId: z.string(),
  orderSystemName: z.string().nullable(),
  sapOrderNumber: z.string().nullable(),
  nodeKind: z.enum(['grandMaster', 'master', 'change']),
  keySymbol: z.string().nullable(),
  source: z.enum(['generated', 'imported']),
  issuedBy: z.string(),
  issuedAt: z.string(),
});
export type IssuedKeyCode = z.infer<typeof issuedKeyCodeSchema>;

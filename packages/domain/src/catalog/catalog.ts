import { z } from 'zod';
import { lookupsSchema } from '../lookups.ts';

const money = z.number().int().nonnegative();

/** A price book of one currency; money in minor units (DESIGN §3). */
export const priceBookSchema = z.object({
  lockBase: z.record(z.string(), z.record(z.string(), money)),
  extras: z.object({
    key: money,
    masterKey: money,
    grandMasterKey: money,
    engravedLine: money,
    logoFace: money,
    keyText: money,
  }),
});

export const quantityTierSchema = z.object({
  minLocks: z.number().int().positive(),
  discountPercent: z.number().min(0).max(100),
});

export const catalogSchema = z.object({
  lookups: lookupsSchema,
  priceBooks: z.record(z.string().length(3), priceBookSchema),
  quantityTiers: z.array(quantityTierSchema).min(1),
  featureFlags: z.record(z.string(), z.boolean()),
});

export type PriceBook = z.infer<typeof priceBookSchema>;
export type QuantityTier = z.infer<typeof quantityTierSchema>;
export type Catalog = z.infer<typeof catalogSchema>;

/** GET /price-books/{currency}: what the browser needs to compute the live price. */
export const pricingSchema = z.object({
  currency: z.string().length(3),
  priceBook: priceBookSchema,
  quantityTiers: z.array(quantityTierSchema),
});

export type Pricing = z.infer<typeof pricingSchema>;

/** POST /order-lock-systems/{id}/logos answers the stored logo. */
export const storedLogoSchema = z.object({
  logoId: z.uuid(),
  contentType: z.enum(['image/png', 'image/jpeg']),
  size: z.number().int().positive(),
});

export type StoredLogo = z.infer<typeof storedLogoSchema>;

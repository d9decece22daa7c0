import { z } from 'zod';
import type { KeyLinePrice, LockSetPrice, SystemPrice } from './pricing.ts';

const money = z.number().int().nonnegative();

const lockSetLineSchema = z.object({
  lockSetID: z.string(),
  listPrice: money,
  pricePer: money,
  locks: z.number().int().nonnegative(),
  locksAmount: money,
  keyCount: z.number().int().nonnegative(),
  keyUnitPrice: money,
  keys: money,
  /** Absent in lines kept before decision 0070, and for lock sets without worker names. */
  workerNameEngraving: z
    .object({ quantity: z.number().int().nonnegative(), unitPrice: money, amount: money })
    .optional(),
  total: money,
});

const keyLineSchema = z.object({
  kind: z.enum(['grandMasterKey', 'masterKey', 'changeKey']),
  id: z.string(),
  quantity: z.number().int().nonnegative(),
  unitPrice: money,
  amount: money,
});

/**
 * The priced lines of a submitted system, as they were sent to SAP (decision 0050): every lock
 * set's locks and keys, every key line, the discount and the total. What was sent is a fact: every
 * later screen and document of the order shows these, never today's price book.
 */
export const pricedLinesSchema = z.object({
  lockSets: z.array(lockSetLineSchema),
  keyLines: z.array(keyLineSchema),
  totalLocks: z.number().int().nonnegative(),
  discountPercent: z.number().nonnegative(),
  totalPrice: money,
});

export type PricedLines = z.infer<typeof pricedLinesSchema>;

type PricedSystem = Extract<SystemPrice, { priced: true }>;

/** The lines of a priced system, to keep (JSON). */
export function pricedLinesOf(price: PricedSystem): PricedLines {
  return {
    lockSets: [...price.lockSets].map(([lockSetID, line]) => ({ lockSetID, ...line })),
    keyLines: price.keyLines.map((line) => ({ ...line })),
    totalLocks: price.totalLocks,
    discountPercent: price.discountPercent,
    totalPrice: price.totalPrice,
  };
}

/** Kept lines as the price the screens and documents read, exactly as the pricing function gave them. */
export function systemPriceOf(lines: PricedLines): PricedSystem {
  const lockSets = new Map<string, LockSetPrice>(lines.lockSets.map(({ lockSetID, ...line }) => [lockSetID, line]));
  const keyLines: KeyLinePrice[] = lines.keyLines.map((line) => ({ ...line }));
  const sumOf = (kind: KeyLinePrice['kind']) =>
    keyLines.reduce((sum, line) => (line.kind === kind ? sum + line.amount : sum), 0);
  return {
    priced: true,
    lockSets,
    masterKeys: sumOf('masterKey'),
    grandMasterKey: sumOf('grandMasterKey'),
    changeKeyOrders: sumOf('changeKey'),
    keyLines,
    totalPrice: lines.totalPrice,
    totalLocks: lines.totalLocks,
    discountPercent: lines.discountPercent,
  };
}

import { priceLockSystem, type LockSystemTree, type Pricing, type SystemPrice } from '@keyplan/domain';
import { useMemo } from 'react';
import { useDraft } from '../editor/draft-store.ts';
import { usePricing } from '../api/get-pricing.ts';

export type LivePrice = SystemPrice | { priced: false; reason: 'loading' };

let last: { tree: LockSystemTree; pricing: Pricing; price: SystemPrice } | null = null;

/**
 * The price of a tree, computed once per tree and price book: the save bar's total and the lock
 * set's price show the same draft, so a keystroke prices its 1,000 lock sets once, not once per
 * component.
 */
export function livePriceOf(tree: LockSystemTree, pricing: Pricing): SystemPrice {
  if (last?.tree !== tree || last.pricing !== pricing)
    last = { tree, pricing, price: priceLockSystem(tree, pricing.priceBook, pricing.quantityTiers) };
  return last.price;
}

/**
 * The draft's price, recomputed in the browser on every edit with the same domain function the
 * server stores prices with (DESIGN §3); a submitted system's, the lines sent to SAP (decision 0050).
 */
export function useLivePrice(): { price: LivePrice; currency: string | null } {
  const tree = useDraft((draft) => draft?.tree ?? null);
  const currency = useDraft((draft) => draft?.currency ?? null);
  const submitted = useDraft((draft) => draft?.submittedPrice ?? null);
  const pricing = usePricing(currency);
  const price = useMemo<LivePrice>(
    () => submitted ?? (tree && pricing.data ? livePriceOf(tree, pricing.data) : { priced: false, reason: 'loading' }),
    [submitted, tree, pricing.data],
  );
  return { price, currency };
}

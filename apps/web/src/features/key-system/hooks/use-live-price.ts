import { priceLockSystem, type SystemPrice } from '@keyplan/domain';
import { useMemo } from 'react';
import { useDraft } from '../editor/draft-store.ts';
import { usePricing } from '../api/get-pricing.ts';

export type LivePrice = SystemPrice | { priced: false; reason: 'loading' };

/**
 * The draft's price, recomputed in the browser on every edit with the same domain function the
 * server stores prices with (DESIGN §3).
 */
export function useLivePrice(): { price: LivePrice; currency: string | null } {
  const tree = useDraft((draft) => draft?.tree ?? null);
  const currency = useDraft((draft) => draft?.currency ?? null);
  const pricing = usePricing(currency);
  const price = useMemo<LivePrice>(() => {
    if (!tree || !pricing.data) return { priced: false, reason: 'loading' };
    return priceLockSystem(tree, pricing.data.priceBook, pricing.data.quantityTiers);
  }, [tree, pricing.data]);
  return { price, currency };
}

import type { LockSetPrice, MasterKey } from '@keyplan/domain';
import { useMemo } from 'react';
import { useFormat } from '../../../../i18n/use-format.ts';
import { useLivePrice } from '../../hooks/use-live-price.ts';

/** Live prices of the tree's nodes, in minor units of the order's currency (null while not priced). */
export interface NodePrices {
  currency: string | null;
  /** A lock set's total. */
  lockSet: (lockSetID: string) => number | null;
  /** A lock set's discounted price per lock, its keys and its total. */
  lockSetPrice: (lockSetID: string) => LockSetPrice | null;
  /** Its lock sets' totals plus its own keys (a reorder's stand-in: its spare keys), as the price's lines say. */
  masterKey: (masterKey: MasterKey) => number | null;
  system: number | null;
  discountPercent: number | null;
  /** Why the system has no price (e.g. a material without a price), null while loading or priced. */
  unpricedReason: string | null;
  /** Money for people in the language on show, e.g. $18.50; null when there is nothing to show. */
  format: (minorUnits: number | null) => string | null;
}

/**
 * The price (DESIGN §3 "Pricing") broken down by node for the hierarchy and the detail pane: a
 * draft's live price, a submitted system's lines as sent to SAP (decision 0050). Every figure is a
 * line of that price, never the price book of today, so the nodes add up to the total.
 */
export function useNodePrices(): NodePrices {
  const { price, currency } = useLivePrice();
  const { money } = useFormat();
  return useMemo<NodePrices>(() => {
    const priced = price.priced ? price : null;
    const lockSet = (id: string) => priced?.lockSets.get(id)?.total ?? null;
    const ownKeys = new Map(
      (priced?.keyLines ?? []).filter((line) => line.kind === 'masterKey').map((line) => [line.id, line.amount]),
    );
    return {
      currency,
      lockSet,
      lockSetPrice: (id) => priced?.lockSets.get(id) ?? null,
      masterKey: (masterKey) => {
        if (!priced) return null;
        // A master key that cuts no key has no line.
        return masterKey.lockSets.reduce(
          (sum, item) => sum + (lockSet(item.lockSetID) ?? 0),
          ownKeys.get(masterKey.masterKeyID) ?? 0,
        );
      },
      system: priced?.totalPrice ?? null,
      discountPercent: priced?.discountPercent ?? null,
      unpricedReason: !price.priced && price.reason !== 'loading' ? price.reason : null,
      format: (minorUnits) => (minorUnits === null || currency === null ? null : money(minorUnits, currency)),
    };
  }, [price, currency, money]);
}

/** Fixtures of the key system editor's tests: orders built from domain trees over the demo catalog. */
import { createDefaultTree, type LockSystemTree, type OrderLockSystemStatus, type SafekeyOrder } from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { buildSafekeyOrder as buildOrderOf, nextTestId } from './order-fixtures.ts';

export const DEMO_LOOKUPS = DEMO_CATALOG.lookups;

export { nextTestId };

/** The default tree (GRAND MASTER KEY → MASTER KEY 1 → LOCK SET 1) in bucket SP6. */
export function buildTree(): LockSystemTree {
  return createDefaultTree(DEMO_LOOKUPS, 'SP6', nextTestId);
}

/** An order whose one lock system holds `tree` (the default tree unless given). */
export function buildSafekeyOrder(
  tree: LockSystemTree = buildTree(),
  overrides: Partial<SafekeyOrder> = {},
  status: OrderLockSystemStatus = 1,
): SafekeyOrder {
  return buildOrderOf(tree, overrides, status);
}

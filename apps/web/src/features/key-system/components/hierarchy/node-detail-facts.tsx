import Box from '@mui/material/Box';
import { deriveSku, summarizeLockSet, type Color, type LockSystemTree } from '@keyplan/domain';
import { ColorSwatch } from './color-swatch.tsx';
import type { LocatedNode } from './locate-node.ts';
import { lockSetFigures, masterKeyFigures, systemFigures, type NodeFigures } from './node-figures.ts';
import type { Fact } from './node-facts.tsx';
import type { NodePrices } from './use-node-prices.ts';

const NOT_PRICED = 'not priced yet';

function countFacts(figures: NodeFigures, withLockSets: boolean): Fact[] {
  return [
    ...(withLockSets ? [{ label: 'Lock sets', value: figures.lockSets.toLocaleString('en-US') }] : []),
    { label: 'Locks', value: figures.locks.toLocaleString('en-US') },
    { label: 'Keys', value: figures.keys.toLocaleString('en-US') },
  ];
}

/** What the detail pane lists about a node: its counts, material and price. */
export function detailFacts(
  tree: LockSystemTree,
  node: LocatedNode,
  colors: ReadonlyMap<string, Color>,
  prices: NodePrices,
): Fact[] {
  switch (node.kind) {
    case 'grandMasterKey':
      return [
        { label: 'Master keys', value: tree.masterKeys.length.toLocaleString('en-US') },
        ...countFacts(systemFigures(tree), true),
        { label: 'System total', value: prices.format(prices.system) ?? NOT_PRICED },
      ];
    case 'masterKey':
      return [
        ...countFacts(masterKeyFigures(node.node), true),
        { label: 'Total', value: prices.format(prices.masterKey(node.node)) ?? NOT_PRICED },
      ];
    case 'lockSet': {
      const lockSet = node.node;
      const color = colors.get(lockSet.colorID);
      const price = prices.lockSetPrice(lockSet.lockSetID);
      return [
        { label: 'Master key', value: node.parent?.keyName ?? 'None (under the grand master key)' },
        { label: 'Sets', value: summarizeLockSet(lockSet) },
        { label: 'SKU', value: deriveSku(lockSet) },
        {
          label: 'Color',
          value: (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              <ColorSwatch hex={color?.hex ?? null} />
              {color?.name ?? lockSet.colorID}
            </Box>
          ),
        },
        ...countFacts(lockSetFigures(lockSet), false),
        { label: 'Price per lock', value: prices.format(price?.pricePer ?? null) ?? NOT_PRICED },
        { label: 'Keys price', value: prices.format(price?.keys ?? null) ?? NOT_PRICED },
        { label: 'Total', value: prices.format(price?.total ?? null) ?? NOT_PRICED },
      ];
    }
  }
}

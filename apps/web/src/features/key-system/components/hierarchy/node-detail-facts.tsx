import Box from '@mui/material/Box';
import { deriveSku, type Color, type LockSystemTree } from '@keyplan/domain';
import { lockSetSummary, type RuleTranslate } from '../../../../lib/rules/rule-text.ts';
import type { KeySystemTranslate } from '../../key-system-text.ts';
import { ColorSwatch } from './color-swatch.tsx';
import type { LocatedNode } from './locate-node.ts';
import { lockSetFigures, masterKeyFigures, systemFigures, type NodeFigures } from './node-figures.ts';
import type { Fact } from './node-facts.tsx';
import type { NodePrices } from './use-node-prices.ts';

/** What the facts are said with: the editor's words, the rules' (lock set summaries) and numbers. */
export interface FactWords {
  t: KeySystemTranslate;
  rules: RuleTranslate;
  number: (value: number) => string;
}

function countFacts(figures: NodeFigures, withLockSets: boolean, { t, number }: FactWords): Fact[] {
  return [
    ...(withLockSets ? [{ label: t('fact.lockSets'), value: number(figures.lockSets) }] : []),
    { label: t('fact.locks'), value: number(figures.locks) },
    { label: t('fact.keys'), value: number(figures.keys) },
  ];
}

/** What the detail pane lists about a node: its counts, material and price. */
export function detailFacts(
  tree: LockSystemTree,
  node: LocatedNode,
  colors: ReadonlyMap<string, Color>,
  prices: NodePrices,
  words: FactWords,
): Fact[] {
  const { t } = words;
  const notPriced = t('fact.notPricedYet');
  switch (node.kind) {
    case 'grandMasterKey':
      return [
        { label: t('fact.masterKeys'), value: words.number(tree.masterKeys.length) },
        ...countFacts(systemFigures(tree), true, words),
        { label: t('fact.systemTotal'), value: prices.format(prices.system) ?? notPriced },
      ];
    case 'masterKey':
      return [
        ...countFacts(masterKeyFigures(node.node), true, words),
        { label: t('fact.total'), value: prices.format(prices.masterKey(node.node)) ?? notPriced },
      ];
    case 'lockSet': {
      const lockSet = node.node;
      const color = colors.get(lockSet.colorID);
      const price = prices.lockSetPrice(lockSet.lockSetID);
      return [
        { label: t('fact.masterKey'), value: node.parent?.keyName ?? t('fact.noMasterKey') },
        { label: t('fact.sets'), value: lockSetSummary(lockSet, words.rules) },
        { label: t('fact.sku'), value: deriveSku(lockSet) },
        {
          label: t('fact.color'),
          value: (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              <ColorSwatch hex={color?.hex ?? null} />
              {color?.name ?? lockSet.colorID}
            </Box>
          ),
        },
        ...countFacts(lockSetFigures(lockSet), false, words),
        { label: t('fact.pricePerLock'), value: prices.format(price?.pricePer ?? null) ?? notPriced },
        { label: t('fact.keysPrice'), value: prices.format(price?.keys ?? null) ?? notPriced },
        { label: t('fact.total'), value: prices.format(price?.total ?? null) ?? notPriced },
      ];
    }
  }
}

import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LockSystemTree, TreeIssue } from '@keyplan/domain';
import { useFormat } from '../../../../i18n/use-format.ts';
import { useText } from '../../../../i18n/use-text.ts';
import { ruleMessage, ruleText } from '../../../../lib/rules/rule-text.ts';
import { keySystemText } from '../../key-system-text.ts';
import { NodeFacts } from '../hierarchy/node-facts.tsx';
import { systemFigures } from '../hierarchy/node-figures.ts';
import { useNodePrices } from '../hierarchy/use-node-prices.ts';
import { IssueList } from './issue-list.tsx';
import { namePaths } from './issue-labels.ts';

interface SummaryPanelProps {
  tree: LockSystemTree;
  issues: TreeIssue[];
  onSelect: (id: string) => void;
}

/** Totals of the whole system with its live price and quantity discount, and what is left to fix. */
export function SummaryPanel({ tree, issues, onSelect }: SummaryPanelProps) {
  // The keys this order cuts, as the hierarchy counts them (a reorder's stand-ins: their spare keys).
  const totals = { masterKeys: tree.masterKeys.length, ...systemFigures(tree) };
  const t = useText(keySystemText);
  const rules = useText(ruleText);
  const { number } = useFormat();
  const prices = useNodePrices();
  const discount = prices.discountPercent ?? 0;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="summary-heading" sx={{ p: 2, minWidth: 0 }}>
      <Stack spacing={2}>
        <Typography component="h2" variant="h6" id="summary-heading">
          {t('summary.title')}
        </Typography>
        <NodeFacts
          facts={[
            { label: t('fact.masterKeys'), value: number(totals.masterKeys) },
            { label: t('fact.lockSets'), value: number(totals.lockSets) },
            { label: t('fact.locks'), value: number(totals.locks) },
            { label: t('fact.keys'), value: number(totals.keys) },
            ...(discount > 0
              ? [
                  {
                    label: t('summary.quantityDiscount'),
                    value: t('summary.discountOnLocks', { discount: number(discount) }),
                  },
                ]
              : []),
            { label: t('summary.totalPrice'), value: prices.format(prices.system) ?? t('fact.notPricedYet') },
          ]}
        />
        {prices.unpricedReason ? (
          <Alert severity="error" variant="outlined">
            {t('summary.cannotBePriced', { reason: namePaths(tree, ruleMessage(prices.unpricedReason, rules)) })}
          </Alert>
        ) : null}
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('summary.issues')}
        </Typography>
        <IssueList tree={tree} issues={issues} onSelect={onSelect} />
      </Stack>
    </Paper>
  );
}

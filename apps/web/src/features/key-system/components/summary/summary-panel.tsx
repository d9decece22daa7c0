import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LockSystemTree, TreeIssue } from '@keyplan/domain';
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
  const prices = useNodePrices();
  const count = (value: number) => value.toLocaleString('en-US');
  const discount = prices.discountPercent ?? 0;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="summary-heading" sx={{ p: 2, minWidth: 0 }}>
      <Stack spacing={2}>
        <Typography component="h2" variant="h6" id="summary-heading">
          Summary
        </Typography>
        <NodeFacts
          facts={[
            { label: 'Master keys', value: count(totals.masterKeys) },
            { label: 'Lock sets', value: count(totals.lockSets) },
            { label: 'Locks', value: count(totals.locks) },
            { label: 'Keys', value: count(totals.keys) },
            ...(discount > 0 ? [{ label: 'Quantity discount', value: `${discount} % on locks` }] : []),
            { label: 'Total price', value: prices.format(prices.system) ?? 'not priced yet' },
          ]}
        />
        {prices.unpricedReason ? (
          <Alert severity="error" variant="outlined">
            The system cannot be priced: {namePaths(tree, prices.unpricedReason)}
          </Alert>
        ) : null}
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Issues
        </Typography>
        <IssueList tree={tree} issues={issues} onSelect={onSelect} />
      </Stack>
    </Paper>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { LockSystemTree, TreeIssue } from '@keyplan/domain';
import { useMemo, type ReactNode } from 'react';
import { useText } from '../../../../i18n/use-text.ts';
import { ruleText } from '../../../../lib/rules/rule-text.ts';
import { keySystemText } from '../../key-system-text.ts';
import { describeIssue } from './issue-labels.ts';

/** The text after a node's name in an item: a span of its own. */
const detail = (chunks: ReactNode[]) => <span>{chunks}</span>;

/** How many issues the panel lists; the rest are counted. */
export const ISSUES_SHOWN = 5;

/**
 * Master keys without lock sets: not an error (a new master key starts empty), but their keys
 * would open nothing, so the panel points them out, each selectable.
 */
function EmptyMasterKeys({ tree, onSelect }: { tree: LockSystemTree; onSelect: (id: string) => void }) {
  const t = useText(keySystemText);
  const empty = tree.masterKeys.filter((masterKey) => masterKey.lockSets.length === 0);
  if (empty.length === 0) return null;
  return (
    <Alert severity="info" variant="outlined" sx={{ mt: 1, '& .MuiAlert-message': { minWidth: 0 } }}>
      <Typography component="p" variant="body2" sx={{ fontWeight: 600 }}>
        {t('issues.emptyMasterKeys', { count: empty.length })}
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {empty.map((masterKey) => (
          <li key={masterKey.masterKeyID}>
            {t.rich('issues.emptyMasterKey', {
              detail,
              name: (
                <Link
                  component="button"
                  type="button"
                  variant="body2"
                  onClick={() => onSelect(masterKey.masterKeyID)}
                  aria-label={t('issues.selectEmpty', { name: masterKey.keyName })}
                  sx={{ fontWeight: 600, verticalAlign: 'baseline' }}
                >
                  {masterKey.keyName}
                </Link>
              ),
            })}
          </li>
        ))}
      </Box>
    </Alert>
  );
}

/**
 * The rules the draft breaks now, so the person sees why the system is not Ready; each names
 * its node and selects it when clicked. Master keys without lock sets are pointed out beside them.
 */
export function IssueList(props: { tree: LockSystemTree; issues: TreeIssue[]; onSelect: (id: string) => void }) {
  return (
    <>
      <RuleIssues {...props} pointsBelow={props.tree.masterKeys.some((masterKey) => masterKey.lockSets.length === 0)} />
      <EmptyMasterKeys tree={props.tree} onSelect={props.onSelect} />
    </>
  );
}

function RuleIssues({
  tree,
  issues,
  onSelect,
  pointsBelow,
}: {
  tree: LockSystemTree;
  issues: TreeIssue[];
  onSelect: (id: string) => void;
  /** Points to look at follow (empty master keys): then it is not "No issues". */
  pointsBelow: boolean;
}) {
  const t = useText(keySystemText);
  const rules = useText(ruleText);
  const shown = useMemo(
    () => issues.slice(0, ISSUES_SHOWN).map((issue) => describeIssue(tree, issue, { t, rules })),
    [tree, issues, t, rules],
  );
  if (issues.length === 0) {
    return (
      <Alert severity="success" variant="outlined">
        {pointsBelow ? t('issues.noneButBelow') : t('issues.none')}
      </Alert>
    );
  }
  return (
    <Alert severity="warning" variant="outlined" sx={{ '& .MuiAlert-message': { minWidth: 0 } }}>
      <Typography component="p" variant="body2" sx={{ fontWeight: 600 }}>
        {t('issues.toFix', { count: issues.length })}
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {shown.map((issue, index) => (
          <li key={index}>
            {t.rich('issues.item', {
              detail,
              text: issue.text,
              name: issue.nodeId ? (
                <Link
                  component="button"
                  type="button"
                  variant="body2"
                  onClick={() => onSelect(issue.nodeId!)}
                  sx={{ fontWeight: 600, verticalAlign: 'baseline' }}
                >
                  {issue.nodeName}
                </Link>
              ) : (
                <strong>{issue.nodeName}</strong>
              ),
            })}
          </li>
        ))}
      </Box>
      {issues.length > ISSUES_SHOWN ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('issues.more', { count: issues.length - ISSUES_SHOWN })}
        </Typography>
      ) : null}
    </Alert>
  );
}

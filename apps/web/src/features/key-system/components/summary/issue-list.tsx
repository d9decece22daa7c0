import { counted } from '@keyplan/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { LockSystemTree, TreeIssue } from '@keyplan/domain';
import { useMemo } from 'react';

import { describeIssue } from './issue-labels.ts';

/** How many issues the panel lists; the rest are counted. */
export const ISSUES_SHOWN = 5;

/**
 * Master keys without lock sets: not an error (a new master key starts empty), but their keys
 * would open nothing, so the panel points them out, each selectable.
 */
function EmptyMasterKeys({ tree, onSelect }: { tree: LockSystemTree; onSelect: (id: string) => void }) {
  const empty = tree.masterKeys.filter((masterKey) => masterKey.lockSets.length === 0);
  if (empty.length === 0) return null;
  return (
    <Alert severity="info" variant="outlined" sx={{ mt: 1, '& .MuiAlert-message': { minWidth: 0 } }}>
      <Typography component="p" variant="body2" sx={{ fontWeight: 600 }}>
        {empty.length === 1 ? 'A master key has' : `${empty.length} master keys have`} no lock sets
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {empty.map((masterKey) => (
          <li key={masterKey.masterKeyID}>
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={() => onSelect(masterKey.masterKeyID)}
              aria-label={`Select ${masterKey.keyName} (no lock sets)`}
              sx={{ fontWeight: 600, verticalAlign: 'baseline' }}
            >
              {masterKey.keyName}
            </Link>
            : <span>its keys would open nothing. Add a lock set under it, or delete it.</span>
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
  const shown = useMemo(() => issues.slice(0, ISSUES_SHOWN).map((issue) => describeIssue(tree, issue)), [tree, issues]);
  if (issues.length === 0) {
    return (
      <Alert severity="success" variant="outlined">
        {pointsBelow
          ? 'Nothing blocks the system: every lock set is complete and valid. Look at the point below.'
          : 'No issues: every lock set is complete and valid.'}
      </Alert>
    );
  }
  return (
    <Alert severity="warning" variant="outlined" sx={{ '& .MuiAlert-message': { minWidth: 0 } }}>
      <Typography component="p" variant="body2" sx={{ fontWeight: 600 }}>
        {counted(issues.length, 'issue')} to fix before the system is Ready
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {shown.map((issue, index) => (
          <li key={index}>
            {issue.nodeId ? (
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
            )}
            : <span>{issue.text}</span>
          </li>
        ))}
      </Box>
      {issues.length > ISSUES_SHOWN ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          and {counted(issues.length - ISSUES_SHOWN, 'more issue')}
        </Typography>
      ) : null}
    </Alert>
  );
}

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { describeLockoutIssue, lockSystemTreeOf, lockoutIssues, type SafekeyOrder } from '@keyplan/domain';
import { useMemo } from 'react';
import { useText } from '../../../i18n/use-text.ts';
import { submissionText } from '../submission-text.ts';

type ReviewSystem = SafekeyOrder['orderLockSystems'][number];

/**
 * The lockout/tagout rules a system breaks (decision 0035), each with its lock set, in plain
 * words: while one is broken without its recorded exception, the system cannot be submitted.
 */
export function LockoutIssues({ system }: { system: ReviewSystem }) {
  const t = useText(submissionText);
  const lines = useMemo(() => {
    const tree = lockSystemTreeOf(system);
    return lockoutIssues(tree).map((issue) => describeLockoutIssue(tree, issue));
  }, [system]);
  if (lines.length === 0) return null;
  return (
    <Alert severity="warning">
      <AlertTitle>{t('lockout.title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </Box>
    </Alert>
  );
}

import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { SubmissionState } from '../api/get-submission.ts';
import { progressText, retryNote } from '../submission-text.ts';

/** A submission on its way to SAP: the attempt, a progress bar, and why the last try failed. */
export function SubmissionProgress({ state }: { state: SubmissionState }) {
  const text = progressText(state);
  const note = retryNote(state);
  return (
    <Box role="status" aria-live="polite" sx={{ minWidth: 0 }}>
      <Typography sx={{ mb: 1 }}>{text}</Typography>
      <LinearProgress aria-label={text} />
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {note}
        </Typography>
      )}
    </Box>
  );
}

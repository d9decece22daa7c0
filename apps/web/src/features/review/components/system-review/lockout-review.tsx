import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LockSet } from '@keyplan/domain';
import { useReviewWords } from '../../review-text.ts';
import { lockoutLines } from './review-figures.ts';

/** A lockout/tagout set's mark, department, recorded exceptions and each lock's worker (decision 0035). */
export function LockoutReview({ lockSet }: { lockSet: LockSet }) {
  const [mark, ...lines] = lockoutLines(lockSet, useReviewWords());
  if (!mark) return null;
  return (
    <>
      <Typography component="h5" variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1.5 }}>
        {mark}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {lines.map((line, index) => (
          <Typography key={index} component="li" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {line}
          </Typography>
        ))}
      </Box>
    </>
  );
}

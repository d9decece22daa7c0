import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useReviewResponses } from '../api/get-review-responses.ts';
import { ResponseList } from './response-list.tsx';

/**
 * Staff see what the customer said: whether the present system is approved, every comment, and the
 * key register changes they proposed through the review (issue 47).
 */
export function ReviewResponsesSummary({
  orderId,
  registerProposals,
}: {
  orderId: string;
  registerProposals?: ReactNode;
}) {
  const responses = useReviewResponses(orderId, 'staff');
  if (!responses.data) return null;
  const { approved, responses: all } = responses.data;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        Customer&apos;s answer
      </Typography>
      {approved ? (
        <Alert severity="success">The customer approved the system as it is now.</Alert>
      ) : (
        <Alert severity="info">
          {all.some((response) => response.kind === 'approval')
            ? 'Changed since the customer approved it: a new approval is needed.'
            : 'The customer has not approved the system yet.'}
        </Alert>
      )}
      {all.length > 0 && <ResponseList responses={all} />}
      {registerProposals}
    </Stack>
  );
}

import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useReviewResponses } from '../api/get-review-responses.ts';
import { ResponseList } from './response-list.tsx';
import { useText } from '../../../i18n/use-text.ts';
import { reviewText } from '../review-text.ts';

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
  const t = useText(reviewText);
  const responses = useReviewResponses(orderId, 'staff');
  if (!responses.data) return null;
  const { approved, responses: all } = responses.data;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {t('answer.heading')}
      </Typography>
      {approved ? (
        <Alert severity="success">{t('answer.approved')}</Alert>
      ) : (
        <Alert severity="info">
          {all.some((response) => response.kind === 'approval') ? t('answer.changed') : t('answer.notApproved')}
        </Alert>
      )}
      {all.length > 0 && <ResponseList responses={all} />}
      {registerProposals}
    </Stack>
  );
}

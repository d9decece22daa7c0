import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ORDER_LOCK_SYSTEM_STATUS as STATUS, statusLabel, type OrderLockSystemStatus } from '@keyplan/domain';
import { statusLabelText } from '../../../components/ui/system-status/system-status-text.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useText } from '../../../i18n/use-text.ts';
import { useStatusHistory } from '../api/get-status-history.ts';
import { submissionText, type SubmissionKey, type SubmissionTranslate } from '../submission-text.ts';

/** Draft stages by what happened (SPEC §4 shows them all as Draft, as every badge does). */
const DRAFT_STAGES: Partial<Record<OrderLockSystemStatus, SubmissionKey>> = {
  [STATUS.Created]: 'history.created',
  [STATUS.Started]: 'history.edited',
  [STATUS.Ready]: 'history.ready',
};

/** A status as people read it here: the badge's label, a draft with its stage. */
function shown(status: OrderLockSystemStatus, t: SubmissionTranslate): string {
  const stage = DRAFT_STAGES[status];
  return stage ? t(stage) : statusLabelText(statusLabel(status));
}

/**
 * The system's status history (issue 12): each change with who made it, when and why, newest first,
 * with the labels the badges use (Draft, Submitted, …; a draft's stage in brackets).
 */
export function StatusHistory({ orderLockSystemId }: { orderLockSystemId: string }) {
  const t = useText(submissionText);
  const format = useFormat();
  const history = useStatusHistory(orderLockSystemId);
  let body;
  if (history.isPending) body = <Typography color="text.secondary">{t('history.loading')}</Typography>;
  else if (history.isError)
    body = <Typography color="text.secondary">{t('history.failed', { error: history.error.message })}</Typography>;
  else if (history.data.length === 0) body = <Typography color="text.secondary">{t('history.none')}</Typography>;
  else
    body = (
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {[...history.data].reverse().map((entry) => (
          <li key={`${entry.changedAt}-${entry.toStatus}`}>
            <Typography sx={{ fontWeight: 500 }}>
              {entry.fromStatus === null
                ? shown(entry.toStatus, t)
                : t('history.change', { from: shown(entry.fromStatus, t), to: shown(entry.toStatus, t) })}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('history.when', {
                when: Number.isNaN(new Date(entry.changedAt).getTime())
                  ? entry.changedAt
                  : format.dateTime(entry.changedAt),
                who: entry.changedBy,
              })}
            </Typography>
            {entry.reason && (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {t('history.why', { reason: entry.reason })}
              </Typography>
            )}
          </li>
        ))}
      </Stack>
    );
  return (
    <Paper component="section" variant="outlined" aria-labelledby="status-history-heading" sx={{ p: 2, minWidth: 0 }}>
      <Typography id="status-history-heading" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {t('history.heading')}
      </Typography>
      {body}
    </Paper>
  );
}

import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ORDER_LOCK_SYSTEM_STATUS as STATUS, statusLabel, type OrderLockSystemStatus } from '@keyplan/domain';
import { formatChangedAt } from '../../../lib/system-display.ts';
import { useStatusHistory } from '../api/get-status-history.ts';

/** Draft stages by what happened (SPEC §4 shows them all as Draft, as every badge does). */
const DRAFT_STAGES: Partial<Record<OrderLockSystemStatus, string>> = {
  [STATUS.Created]: 'Draft (created)',
  [STATUS.Started]: 'Draft (edited)',
  [STATUS.Ready]: 'Draft (ready to submit)',
};

/** A status as people read it here: the badge's label, a draft with its stage. */
const shown = (status: OrderLockSystemStatus) => DRAFT_STAGES[status] ?? statusLabel(status);

/**
 * The system's status history (issue 12): each change with who made it, when and why, newest first,
 * with the labels the badges use (Draft, Submitted, …; a draft's stage in brackets).
 */
export function StatusHistory({ orderLockSystemId }: { orderLockSystemId: string }) {
  const history = useStatusHistory(orderLockSystemId);
  let body;
  if (history.isPending) body = <Typography color="text.secondary">Loading the history…</Typography>;
  else if (history.isError)
    body = <Typography color="text.secondary">The history could not be loaded. {history.error.message}</Typography>;
  else if (history.data.length === 0) body = <Typography color="text.secondary">No status change yet.</Typography>;
  else
    body = (
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {[...history.data].reverse().map((entry) => (
          <li key={`${entry.changedAt}-${entry.toStatus}`}>
            <Typography sx={{ fontWeight: 500 }}>
              {entry.fromStatus === null
                ? shown(entry.toStatus)
                : `${shown(entry.fromStatus)} → ${shown(entry.toStatus)}`}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {formatChangedAt(entry.changedAt)} · {entry.changedBy}
            </Typography>
            {entry.reason && (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                Why: {entry.reason}
              </Typography>
            )}
          </li>
        ))}
      </Stack>
    );
  return (
    <Paper component="section" variant="outlined" aria-labelledby="status-history-heading" sx={{ p: 2, minWidth: 0 }}>
      <Typography id="status-history-heading" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        Status history
      </Typography>
      {body}
    </Paper>
  );
}

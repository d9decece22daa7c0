import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { EngravingEditField } from '@keyplan/domain';
import { SEND_STATE_LABELS } from '../../../components/ui/send-state.tsx';
import { formatChangedAt } from '../../../lib/system-display.ts';
import { useEngravingChanges } from '../api/engraving-changes.ts';
import { fieldLabel } from '../engraving-form.ts';
import { shownText } from './engraving-differences.tsx';

/** Who changed which engraving after submission, when, and where its update to SAP stands. */
export function EngravingHistory({ orderLockSystemId }: { orderLockSystemId: string }) {
  const history = useEngravingChanges(orderLockSystemId);
  let body;
  if (history.isPending) body = <Typography color="text.secondary">Loading the engraving history…</Typography>;
  else if (history.isError)
    body = <Typography color="text.secondary">The history could not be loaded. {history.error.message}</Typography>;
  else if (history.data.length === 0)
    body = <Typography color="text.secondary">No engraving was changed since the order was submitted.</Typography>;
  else
    body = (
      // On a phone the table scrolls sideways inside its own region, which the keyboard reaches too.
      <TableContainer role="region" aria-label="Engraving changes" tabIndex={0}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>When</TableCell>
              <TableCell>Who</TableCell>
              <TableCell>Where</TableCell>
              <TableCell>Change</TableCell>
              <TableCell>SAP update</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {[...history.data].reverse().map((change) => (
              <TableRow key={`${change.sequence}-${change.nodeId}-${change.field}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={change.changedAt}>{formatChangedAt(change.changedAt)}</time>
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{change.changedBy}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {change.nodeName} · {fieldLabel(change.field as EngravingEditField)}
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>
                  {shownText(change.before)} → {shownText(change.after)}
                </TableCell>
                <TableCell>
                  Update {change.sequence} · {SEND_STATE_LABELS[change.sendState]}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  return (
    <Paper component="section" variant="outlined" aria-labelledby="engraving-history" sx={{ p: 2, minWidth: 0 }}>
      <Typography id="engraving-history" component="h2" variant="h6" sx={{ mb: 1 }}>
        Engraving history
      </Typography>
      {body}
    </Paper>
  );
}

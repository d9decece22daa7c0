import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { EngravingEditField } from '@keyplan/domain';
import { useText } from '../../../i18n/use-text.ts';
import { libText } from '../../../lib/lib-text.ts';
import { formatChangedAt } from '../../../lib/system-display.ts';
import { engravingText } from '../engraving-text.ts';
import { useEngravingChanges } from '../api/engraving-changes.ts';
import { fieldLabel } from '../engraving-form.ts';
import { shownText } from './engraving-differences.tsx';

/** Who changed which engraving after submission, when, and where its update to SAP stands. */
export function EngravingHistory({ orderLockSystemId }: { orderLockSystemId: string }) {
  const t = useText(engravingText);
  const words = useText(libText);
  const history = useEngravingChanges(orderLockSystemId);
  let body;
  if (history.isPending) body = <Typography color="text.secondary">{t('history.loading')}</Typography>;
  else if (history.isError)
    body = <Typography color="text.secondary">{t('history.failed', { message: history.error.message })}</Typography>;
  else if (history.data.length === 0) body = <Typography color="text.secondary">{t('history.none')}</Typography>;
  else
    body = (
      // On a phone the table scrolls sideways inside its own region, which the keyboard reaches too.
      <TableContainer role="region" aria-label={t('history.table')} tabIndex={0}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('column.when')}</TableCell>
              <TableCell>{t('column.who')}</TableCell>
              <TableCell>{t('column.where')}</TableCell>
              <TableCell>{t('column.change')}</TableCell>
              <TableCell>{t('column.sapUpdate')}</TableCell>
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
                  {t('where', { node: change.nodeName, line: fieldLabel(change.field as EngravingEditField, words) })}
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>
                  {t('history.change', { before: shownText(change.before, t), after: shownText(change.after, t) })}
                </TableCell>
                <TableCell>
                  {t('history.update', { sequence: change.sequence, state: t(`sendState.${change.sendState}`) })}
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
        {t('history.title')}
      </Typography>
      {body}
    </Paper>
  );
}

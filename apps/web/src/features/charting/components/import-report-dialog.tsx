import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ChartImportReport } from '@keyplan/domain';

import { ScrollTable } from './scroll-table.tsx';
import { useText } from '../../../i18n/use-text.ts';
import { chartingText } from '../charting-text.ts';

type Refusals = ChartImportReport['refused'];

/** A cell of a refused row that had nothing in it. */
const NONE = '—';

function RefusedTable({ refused }: { refused: Refusals }) {
  const t = useText(chartingText);
  return (
    <ScrollTable label={t('report.refusedRows')} maxHeight={360}>
      <TableHead>
        <TableRow>
          <TableCell align="right">{t('column.row')}</TableCell>
          <TableCell>{t('column.lockSet')}</TableCell>
          <TableCell>{t('column.bitting')}</TableCell>
          <TableCell>{t('column.reason')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {refused.map((refusal) => (
          <TableRow key={`${refusal.row}-${refusal.reason}`}>
            <TableCell align="right">{refusal.row}</TableCell>
            <TableCell>{refusal.lockSet || NONE}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace' }}>{refusal.bitting || NONE}</TableCell>
            <TableCell sx={{ whiteSpace: 'normal !important', minWidth: 220 }}>{refusal.reason}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

/** On a phone each refused row reads top to bottom, its reason in full. */
function RefusedList({ refused }: { refused: Refusals }) {
  const t = useText(chartingText);
  return (
    <Box
      component="ul"
      aria-label={t('report.refusedRows')}
      sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}
    >
      {refused.map((refusal) => (
        <Box
          component="li"
          key={`${refusal.row}-${refusal.reason}`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
        >
          <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {t.rich('report.refusedRow', {
              row: refusal.row,
              lockSet: refusal.lockSet || t('report.noLockSet'),
              bitting: refusal.bitting || NONE,
              code: (chunks) => (
                <Box component="span" sx={{ fontFamily: 'monospace' }}>
                  {chunks}
                </Box>
              ),
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {refusal.reason}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** What an import did: rows accepted, lock sets it charted, what the system still lacks, and each refused row with its reason. */
export function ImportReportDialog({ report, onClose }: { report: ChartImportReport | null; onClose: () => void }) {
  // A phone gives the refused rows the whole screen.
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const t = useText(chartingText);
  return (
    <Dialog
      open={report !== null}
      onClose={onClose}
      aria-labelledby="import-report-title"
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
    >
      <DialogTitle id="import-report-title">{t('report.title')}</DialogTitle>
      {report ? (
        <DialogContent>
          <Stack spacing={2}>
            <Typography>{t('report.counts', { accepted: report.accepted, refused: report.refused.length })}</Typography>
            <div>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {t('report.nowCharted')}
              </Typography>
              <Typography>
                {report.chartedLockSets.length > 0 ? report.chartedLockSets.join(', ') : t('report.noneCharted')}
              </Typography>
            </div>
            {report.missing.length > 0 ? (
              <div>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {t('report.stillMissing')}
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 3 }}>
                  {report.missing.map((line) => (
                    <li key={line}>
                      <Typography>{line}</Typography>
                    </li>
                  ))}
                </Box>
              </div>
            ) : null}
            {report.refused.length > 0 ? (
              <div>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
                  {t('report.refusedRows')}
                </Typography>
                {fullScreen ? <RefusedList refused={report.refused} /> : <RefusedTable refused={report.refused} />}
              </div>
            ) : null}
          </Stack>
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

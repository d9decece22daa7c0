import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { systemDisplayName } from '../../../lib/system-display.ts';
import { useText } from '../../../i18n/use-text.ts';
import { useKeyOpens } from '../api/key-opens.ts';
import { systemsText } from '../systems-text.ts';
import { lockoutKeyText } from './lockout-key-text.ts';

/**
 * "What does this key open?" (issue 27): every lock of the customer the key operates, found by
 * simulating each lock's pins; locks it opens only by chance are marked.
 */
export function KeyOpensDialog({
  ccid,
  lockSystemId,
  keySymbol,
  onClose,
}: {
  ccid: string;
  lockSystemId: string;
  keySymbol: string;
  onClose: () => void;
}) {
  const t = useText(systemsText);
  const opens = useKeyOpens({ ccid, lockSystemId, keySymbol });
  return (
    <Dialog open onClose={onClose} aria-labelledby="key-opens-title" fullWidth maxWidth="md">
      <DialogTitle id="key-opens-title">{t('keys.whatOpensNamed', { symbol: keySymbol })}</DialogTitle>
      <DialogContent>
        {opens.isPending ? (
          <CircularProgress aria-label={t('opens.finding', { symbol: keySymbol })} />
        ) : opens.isError ? (
          <Alert severity="error">{t('opens.failed', { error: opens.error.message })}</Alert>
        ) : (
          <>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {t('opens.summary', {
                locks: opens.data.counts.locks,
                sets: opens.data.counts.lockSets,
                incidental: opens.data.counts.incidentalLocks,
                replaced: opens.data.counts.replacedLocks ?? 0,
              })}
            </Typography>
            {opens.data.key.lockout ? (
              <Alert severity={opens.data.key.lockout.heldBy === 'supervisor' ? 'warning' : 'info'} sx={{ mb: 2 }}>
                {opens.data.key.lockout.heldBy === 'supervisor'
                  ? t('lockout.withNote', {
                      description: lockoutKeyText(opens.data.key.lockout, t),
                      note: t('lockout.supervisorNote'),
                    })
                  : lockoutKeyText(opens.data.key.lockout, t)}
              </Alert>
            ) : null}
            <TableContainer tabIndex={0} role="region" aria-label={t('opens.region', { symbol: keySymbol })}>
              <Table size="small" aria-label={t('opens.label', { symbol: keySymbol })}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('opens.system')}</TableCell>
                    <TableCell>{t('opens.lockSet')}</TableCell>
                    <TableCell align="right">{t('opens.set')}</TableCell>
                    <TableCell align="right">{t('opens.lock')}</TableCell>
                    <TableCell>{t('opens.itsKey')}</TableCell>
                    <TableCell>{t('opens.how')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {opens.data.locks.map((lock) => (
                    <TableRow key={`${lock.orderLockSystemID}/${lock.lockSetID}/${lock.setNumber}/${lock.lockNumber}`}>
                      <TableCell>
                        {lock.sapOrderNumber
                          ? t('opens.systemSap', {
                              name: systemDisplayName(lock.lockSystemName),
                              order: lock.sapOrderNumber,
                            })
                          : systemDisplayName(lock.lockSystemName)}
                      </TableCell>
                      <TableCell component="th" scope="row">
                        {lock.lockSetName}
                      </TableCell>
                      <TableCell align="right">{lock.setNumber}</TableCell>
                      <TableCell align="right">{lock.lockNumber}</TableCell>
                      <TableCell>{lock.keySymbol ?? t('noValue')}</TableCell>
                      <TableCell>
                        {lock.opening === 'incidental' ? (
                          <Chip size="small" color="warning" label={t('opens.byChance')} />
                        ) : (
                          t('opens.byDesign')
                        )}
                        {lock.replacedBy ? (
                          <Chip
                            size="small"
                            sx={{ ml: 1 }}
                            label={t('opens.replacedChip', { order: lock.replacedBy.sapOrderNumber || 'none' })}
                          />
                        ) : null}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

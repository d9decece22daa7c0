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
import { describeLockoutKey, LOCKOUT_SUPERVISOR_KEY_NOTE, counted } from '@keyplan/domain';
import { systemDisplayName } from '../../../lib/system-display.ts';
import { useKeyOpens } from '../api/key-opens.ts';

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
  const opens = useKeyOpens({ ccid, lockSystemId, keySymbol });
  return (
    <Dialog open onClose={onClose} aria-labelledby="key-opens-title" fullWidth maxWidth="md">
      <DialogTitle id="key-opens-title">What key {keySymbol} opens</DialogTitle>
      <DialogContent>
        {opens.isPending ? (
          <CircularProgress aria-label={`Finding the locks key ${keySymbol} opens`} />
        ) : opens.isError ? (
          <Alert severity="error">The locks could not be found. {opens.error.message}</Alert>
        ) : (
          <>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {`${counted(opens.data.counts.locks, 'lock')} in ${counted(opens.data.counts.lockSets, 'lock set')}`}
              {opens.data.counts.incidentalLocks > 0
                ? `, ${opens.data.counts.incidentalLocks} of them only by chance (its pins happen to fit the key).`
                : ', each one it was cut for.'}
              {(opens.data.counts.replacedLocks ?? 0) > 0
                ? ` It also opened ${counted(opens.data.counts.replacedLocks ?? 0, 'lock')} that a lost key’s remedy replaced: they are no longer in the field.`
                : ''}
            </Typography>
            {opens.data.key.lockout ? (
              <Alert severity={opens.data.key.lockout.heldBy === 'supervisor' ? 'warning' : 'info'} sx={{ mb: 2 }}>
                {describeLockoutKey(opens.data.key.lockout)}
                {opens.data.key.lockout.heldBy === 'supervisor' ? `. ${LOCKOUT_SUPERVISOR_KEY_NOTE}` : ''}
              </Alert>
            ) : null}
            <TableContainer tabIndex={0} role="region" aria-label={`Locks key ${keySymbol} opens, scrollable`}>
              <Table size="small" aria-label={`Locks key ${keySymbol} opens`}>
                <TableHead>
                  <TableRow>
                    <TableCell>System</TableCell>
                    <TableCell>Lock set</TableCell>
                    <TableCell align="right">Set</TableCell>
                    <TableCell align="right">Lock</TableCell>
                    <TableCell>Its key</TableCell>
                    <TableCell>How</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {opens.data.locks.map((lock) => (
                    <TableRow key={`${lock.orderLockSystemID}/${lock.lockSetID}/${lock.setNumber}/${lock.lockNumber}`}>
                      <TableCell>
                        {systemDisplayName(lock.lockSystemName)}
                        {lock.sapOrderNumber ? ` (SAP ${lock.sapOrderNumber})` : ''}
                      </TableCell>
                      <TableCell component="th" scope="row">
                        {lock.lockSetName}
                      </TableCell>
                      <TableCell align="right">{lock.setNumber}</TableCell>
                      <TableCell align="right">{lock.lockNumber}</TableCell>
                      <TableCell>{lock.keySymbol ?? '—'}</TableCell>
                      <TableCell>
                        {lock.opening === 'incidental' ? (
                          <Chip size="small" color="warning" label="By chance" />
                        ) : (
                          'By design'
                        )}
                        {lock.replacedBy ? (
                          <Chip
                            size="small"
                            sx={{ ml: 1 }}
                            label={`Replaced${lock.replacedBy.sapOrderNumber ? ` by SAP order ${lock.replacedBy.sapOrderNumber}` : ''}`}
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
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useKeyCopyHistory, type KeyCopyRef } from '../api/key-register.ts';
import { changeLine, recordedLine } from './history-lines.ts';

/** Every change to one copy of a key: what, who recorded it and when, and who proposed it. */
export function KeyHistoryDialog({
  lockSystemId,
  copy,
  cutBy,
  replacedBy,
  onClose,
}: {
  lockSystemId: string;
  copy: KeyCopyRef;
  /** The order that cut the copy, and the delivered order that replaced the locks of its (lost) key. */
  cutBy: { sapOrderNumber: string | null } | null;
  replacedBy: { sapOrderNumber: string | null } | null;
  onClose: () => void;
}) {
  const history = useKeyCopyHistory(lockSystemId, copy);
  return (
    <Dialog open onClose={onClose} aria-labelledby="key-history-title" fullWidth maxWidth="sm">
      <DialogTitle id="key-history-title">
        History of {copy.keySymbol} copy {copy.copyNumber}
      </DialogTitle>
      <DialogContent>
        {cutBy ? (
          <p>{`Cut by ${cutBy.sapOrderNumber ? `SAP order ${cutBy.sapOrderNumber}` : 'the order that built the system'}.`}</p>
        ) : null}
        {replacedBy ? (
          <p>{`The locks its key opened were replaced by SAP order ${replacedBy.sapOrderNumber ?? '—'}, delivered.`}</p>
        ) : null}
        {history.isPending ? <CircularProgress aria-label="Loading the history" /> : null}
        {history.isError ? (
          <Alert severity="error">The history could not be loaded. {history.error.message}</Alert>
        ) : null}
        {history.isSuccess && history.data.length === 0 ? (
          <p>Nothing recorded yet: this copy was never handed out.</p>
        ) : null}
        {history.isSuccess && history.data.length > 0 ? (
          <List dense aria-label={`Changes to ${copy.keySymbol} copy ${copy.copyNumber}`}>
            {history.data.map((change) => (
              <ListItem key={change.id} disableGutters>
                <ListItemText primary={changeLine(change)} secondary={recordedLine(change)} />
              </ListItem>
            ))}
          </List>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

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
import { useKeyRegisterWords } from '../key-register-text.ts';

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
  const words = useKeyRegisterWords();
  const { t } = words;
  const history = useKeyCopyHistory(lockSystemId, copy);
  const name = { symbol: copy.keySymbol, copy: copy.copyNumber };
  return (
    <Dialog open onClose={onClose} aria-labelledby="key-history-title" fullWidth maxWidth="sm">
      <DialogTitle id="key-history-title">{t('history.title', name)}</DialogTitle>
      <DialogContent>
        {cutBy ? (
          <p>
            {cutBy.sapOrderNumber
              ? t('history.cutBySap', { number: cutBy.sapOrderNumber })
              : t('history.cutByFirstOrder')}
          </p>
        ) : null}
        {replacedBy ? <p>{t('history.replacedBy', { number: replacedBy.sapOrderNumber ?? '—' })}</p> : null}
        {history.isPending ? <CircularProgress aria-label={t('history.loading')} /> : null}
        {history.isError ? (
          <Alert severity="error">{t('history.loadFailed', { reason: history.error.message })}</Alert>
        ) : null}
        {history.isSuccess && history.data.length === 0 ? <p>{t('history.nothingYet')}</p> : null}
        {history.isSuccess && history.data.length > 0 ? (
          <List dense aria-label={t('history.changesTo', name)}>
            {history.data.map((change) => (
              <ListItem key={change.id} disableGutters>
                <ListItemText primary={changeLine(change, words)} secondary={recordedLine(change, words)} />
              </ListItem>
            ))}
          </List>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

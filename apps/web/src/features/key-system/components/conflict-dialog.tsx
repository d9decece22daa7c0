import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useText } from '../../../i18n/use-text.ts';
import { keySystemText } from '../key-system-text.ts';

/** A save against a stale version (409, DESIGN §3 "Concurrency"): offer to reload. */
export function ConflictDialog({
  open,
  onReload,
  onClose,
}: {
  open: boolean;
  onReload: () => void;
  onClose: () => void;
}) {
  const t = useText(keySystemText);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="conflict-title" aria-describedby="conflict-message">
      <DialogTitle id="conflict-title">{t('conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="conflict-message">{t('conflict.message')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('conflict.keepEditing')}</Button>
        <Button onClick={onReload} variant="contained" autoFocus>
          {t('conflict.reload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

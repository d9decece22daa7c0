import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useText } from '../../../i18n/use-text.ts';
import { reviewText } from '../review-text.ts';

interface RotatePassCodeDialogProps {
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a new pass code replaces the one the customer may already hold. */
export function RotatePassCodeDialog({ open, busy, onConfirm, onClose }: RotatePassCodeDialogProps) {
  const t = useText(reviewText);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="rotate-pass-code-title"
      aria-describedby="rotate-pass-code-text"
    >
      <DialogTitle id="rotate-pass-code-title">{t('rotate.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="rotate-pass-code-text">{t('rotate.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button onClick={onConfirm} variant="contained" loading={busy}>
          {t('access.rotate')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useText } from '../../i18n/use-text.ts';
import { uiText } from '../ui/ui-text.ts';

interface UnsavedChangesDialogProps {
  open: boolean;
  onDiscard: () => void;
  onCancel: () => void;
}

/** SPEC §2: 'Unsaved Changes' with its two texts and the buttons Discard Changes and Cancel. */
export function UnsavedChangesDialog({ open, onDiscard, onCancel }: UnsavedChangesDialogProps) {
  const t = useText(uiText);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="unsaved-changes-title"
      aria-describedby="unsaved-changes-body"
    >
      <DialogTitle id="unsaved-changes-title">{t('unsavedTitle')}</DialogTitle>
      <DialogContent id="unsaved-changes-body">
        <DialogContentText>{t('unsavedBody')}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>{t('unsavedQuestion')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {t('cancel')}
        </Button>
        <Button onClick={onDiscard} color="error" variant="contained">
          {t('discardChanges')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MESSAGES } from '@keyplan/domain';

interface UnsavedChangesDialogProps {
  open: boolean;
  onDiscard: () => void;
  onCancel: () => void;
}

/** SPEC §2: 'Unsaved Changes' with its two texts and the buttons Discard Changes and Cancel. */
export function UnsavedChangesDialog({ open, onDiscard, onCancel }: UnsavedChangesDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="unsaved-changes-title"
      aria-describedby="unsaved-changes-body"
    >
      <DialogTitle id="unsaved-changes-title">{MESSAGES.unsavedChangesTitle}</DialogTitle>
      <DialogContent id="unsaved-changes-body">
        <DialogContentText>{MESSAGES.unsavedChangesBody}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>{MESSAGES.unsavedChangesQuestion}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {MESSAGES.cancel}
        </Button>
        <Button onClick={onDiscard} color="error" variant="contained">
          {MESSAGES.discardChanges}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

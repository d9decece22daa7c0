import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface RotatePassCodeDialogProps {
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a new pass code replaces the one the customer may already hold. */
export function RotatePassCodeDialog({ open, busy, onConfirm, onClose }: RotatePassCodeDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="rotate-pass-code-title"
      aria-describedby="rotate-pass-code-text"
    >
      <DialogTitle id="rotate-pass-code-title">Rotate pass code?</DialogTitle>
      <DialogContent>
        <DialogContentText id="rotate-pass-code-text">
          A new pass code replaces the current one. The current pass code and its review link stop working at once; give
          the customer the new one.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button onClick={onConfirm} variant="contained" loading={busy}>
          Rotate pass code
        </Button>
      </DialogActions>
    </Dialog>
  );
}

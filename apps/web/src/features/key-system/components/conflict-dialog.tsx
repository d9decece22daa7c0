import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export const CONFLICT_TITLE = 'This system was changed by someone else';
export const CONFLICT_MESSAGE =
  'Someone saved this system after you opened it, so your changes were not saved. Reload to see the system as it is now; your unsaved changes will be lost.';

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
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="conflict-title" aria-describedby="conflict-message">
      <DialogTitle id="conflict-title">{CONFLICT_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText id="conflict-message">{CONFLICT_MESSAGE}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Keep editing</Button>
        <Button onClick={onReload} variant="contained" autoFocus>
          Reload
        </Button>
      </DialogActions>
    </Dialog>
  );
}

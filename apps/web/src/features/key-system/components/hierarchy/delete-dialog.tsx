import { counted } from '@keyplan/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { LocatedNode } from './locate-node.ts';

/** "Delete MASTER KEY 2 and its 3 lock sets?" or "Delete LOCK SET 4?" */
export function deleteQuestion(node: LocatedNode): string {
  const lockSets = node.kind === 'masterKey' ? node.node.lockSets.length : 0;
  return lockSets > 0 ? `Delete ${node.name} and its ${counted(lockSets, 'lock set')}?` : `Delete ${node.name}?`;
}

/** Asks before a master key (with its lock sets) or a lock set leaves the draft. */
export function DeleteDialog({
  node,
  onClose,
  onConfirm,
}: {
  node: LocatedNode;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="delete-node-title"
      aria-describedby="delete-node-text"
      disableRestoreFocus
    >
      <DialogTitle id="delete-node-title">{deleteQuestion(node)}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-node-text">
          It is removed from this draft now and from the system when you save. Until then, leaving without saving brings
          it back.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained">
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}

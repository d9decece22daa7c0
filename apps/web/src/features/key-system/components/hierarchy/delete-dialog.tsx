import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { textNow, useText } from '../../../../i18n/use-text.ts';
import { keySystemText, type KeySystemTranslate } from '../../key-system-text.ts';
import type { LocatedNode } from './locate-node.ts';

/** "Delete MASTER KEY 2 and its 3 lock sets?" or "Delete LOCK SET 4?" */
export function deleteQuestion(node: LocatedNode, t: KeySystemTranslate = textNow(keySystemText)): string {
  const lockSets = node.kind === 'masterKey' ? node.node.lockSets.length : 0;
  return lockSets > 0
    ? t('delete.questionWithLockSets', { name: node.name, count: lockSets })
    : t('delete.question', { name: node.name });
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
  const t = useText(keySystemText);
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="delete-node-title"
      aria-describedby="delete-node-text"
      disableRestoreFocus
    >
      <DialogTitle id="delete-node-title">{deleteQuestion(node, t)}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-node-text">{t('delete.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('dialog.cancel')}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained">
          {t('delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

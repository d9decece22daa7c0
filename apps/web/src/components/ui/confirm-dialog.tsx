import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { useText } from '../../i18n/use-text.ts';
import { uiText } from './ui-text.ts';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen and what it costs, in plain words. */
  children: ReactNode;
  /** The confirming button's text: the action itself ('Submit to SAP'). */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The dismissing button's text, when 'Cancel' would read like the action (cancelling an order). */
  dismissLabel?: string;
}

/**
 * Asks before an action that cannot be undone (issue 12): Cancel, Escape or a click outside leave
 * everything as it was; the confirming button names the action.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  dismissLabel,
}: ConfirmDialogProps) {
  const t = useText(uiText);
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} component="div">
          {children}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {dismissLabel ?? t('cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

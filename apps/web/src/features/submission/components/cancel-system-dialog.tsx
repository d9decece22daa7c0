import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

interface CancelSystemDialogProps {
  open: boolean;
  /** 'order' or 'quote', as the person knows it. */
  what: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Asks why before a submitted order or quote is canceled; the reason is required and kept in the history. */
export function CancelSystemDialog({ open, what, onConfirm, onClose }: CancelSystemDialogProps) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const close = () => {
    setReason('');
    setMissing(false);
    onClose();
  };
  const confirm = () => {
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    onConfirm(reason.trim());
    close();
  };
  return (
    <ConfirmDialog
      open={open}
      title={`Cancel this ${what}?`}
      confirmLabel={`Cancel the ${what}`}
      dismissLabel={`Keep the ${what}`}
      onConfirm={confirm}
      onCancel={close}
    >
      The {what} becomes Canceled and SAP is told (its Safekey line is rejected). This cannot be undone. Its key codes
      stay reserved and are never issued to anyone else.
      <TextField
        label="Why is it canceled?"
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          if (event.target.value.trim() !== '') setMissing(false);
        }}
        required
        multiline
        minRows={2}
        fullWidth
        error={missing}
        helperText={missing ? 'Say why: the reason is kept in the status history.' : 'Kept in the status history'}
        slotProps={{ htmlInput: { maxLength: 500 } }}
        sx={{ mt: 2 }}
      />
    </ConfirmDialog>
  );
}

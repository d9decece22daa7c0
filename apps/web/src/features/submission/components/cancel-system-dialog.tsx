import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useText } from '../../../i18n/use-text.ts';
import { submissionText } from '../submission-text.ts';

interface CancelSystemDialogProps {
  open: boolean;
  /** 'order' or 'quote', as the person knows it. */
  what: 'order' | 'quote';
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Asks why before a submitted order or quote is canceled; the reason is required and kept in the history. */
export function CancelSystemDialog({ open, what, onConfirm, onClose }: CancelSystemDialogProps) {
  const t = useText(submissionText);
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
      title={t('cancel.title', { what })}
      confirmLabel={t('cancel.confirm', { what })}
      dismissLabel={t('cancel.keep', { what })}
      onConfirm={confirm}
      onCancel={close}
    >
      {t('cancel.text', { what })}
      <TextField
        label={t('cancel.why')}
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
        helperText={missing ? t('cancel.missing') : t('cancel.kept')}
        slotProps={{ htmlInput: { maxLength: 500 } }}
        sx={{ mt: 2 }}
      />
    </ConfirmDialog>
  );
}

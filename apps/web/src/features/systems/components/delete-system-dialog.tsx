import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { SystemSummary } from '@keyplan/domain';
import { useDeleteOrder } from '../api/delete-order.ts';
import { systemDisplayName } from '../../../lib/system-display.ts';
import { useText } from '../../../i18n/use-text.ts';
import { systemsText } from '../systems-text.ts';

interface DeleteSystemDialogProps {
  /** The draft to delete; null keeps the dialog closed. */
  system: SystemSummary | null;
  onClose: () => void;
}

/** Asks before a draft goes to Deleted (DELETE /orders/{orderId}); it stays listed under 'Deleted'. */
export function DeleteSystemDialog({ system, onClose }: DeleteSystemDialogProps) {
  const t = useText(systemsText);
  const deleteOrder = useDeleteOrder();
  const [error, setError] = useState<string | null>(null);
  const name = system ? systemDisplayName(system.orderSystemName) : '';

  const close = () => {
    if (deleteOrder.isPending) return;
    setError(null);
    onClose();
  };

  const handleDelete = () => {
    if (!system) return;
    setError(null);
    deleteOrder.mutate(system.orderID, {
      onSuccess: () => {
        toast.success(t('delete.done', { name }));
        onClose();
      },
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <Dialog
      open={system !== null}
      onClose={close}
      aria-labelledby="delete-system-title"
      aria-describedby="delete-system-text"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="delete-system-title">{t('delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-system-text">{t('delete.text', { name })}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={deleteOrder.isPending} autoFocus>
          {t('cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={handleDelete} loading={deleteOrder.isPending}>
          {t('action.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

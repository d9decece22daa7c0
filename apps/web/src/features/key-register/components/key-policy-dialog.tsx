import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { problemText } from './key-action-dialog.tsx';
import { useText } from '../../../i18n/use-text.ts';
import { keyRegisterText } from '../key-register-text.ts';

/** The customer's own key policy, printed on every key receipt (empty: none). */
export function KeyPolicyDialog({
  ccid,
  policy,
  onClose,
}: {
  ccid: string;
  policy: string | null;
  onClose: () => void;
}) {
  const t = useText(keyRegisterText);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [text, setText] = useState(policy ?? '');
  const save = useMutation({
    mutationFn: () =>
      client.request(`customers/${encodeURIComponent(ccid)}/key-policy`, { method: 'PUT', body: { text } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['key-register'] });
      onClose();
    },
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="key-policy-title" fullWidth maxWidth="sm">
      <DialogTitle id="key-policy-title">{t('policy.button')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('policy.text')}</DialogContentText>
        <TextField
          label={t('policy.label')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={4}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        {save.isError ? <Alert severity="error">{problemText(save.error)}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" loading={save.isPending} onClick={() => save.mutate()}>
          {t('policy.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { HELP_DESCRIPTION_MAX_LENGTH, HELP_SUMMARY_MAX_LENGTH, isFilled } from '@keyplan/domain';
import { useText } from '../../../i18n/use-text.ts';
import { useTelemetry } from '../../../lib/telemetry-context.tsx';
import { readSession } from '../../../stores/session-store.ts';
import { useCreateHelpTicket } from '../api/create-help-ticket.ts';
import { helpDialogText } from './help-dialog-text.ts';
import { DescriptionTextarea } from './description-textarea.tsx';

interface HelpDialogProps {
  open: boolean;
  onClose: () => void;
  /** The signed-in person's email, shown read-only and sent as userEmail. */
  userEmail: string;
}

/**
 * 'Request Assistance' (SPEC §2, §4 "Help submit flow", §5): Submit does nothing while Summary or
 * Description is blank; otherwise info toast, the dialog closes, then a success or error toast.
 */
export function HelpDialog({ open, onClose, userEmail }: HelpDialogProps) {
  const t = useText(helpDialogText);
  const [summary, setSummary] = useState('');
  const [description, setDescription] = useState('');
  const { pathname } = useLocation();
  const telemetry = useTelemetry();
  const createTicket = useCreateHelpTicket();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isFilled(summary) || !isFilled(description)) return;
    const { ccid, sapOrderNumber, designID } = readSession();
    toast.info(t('creating'));
    setSummary('');
    setDescription('');
    onClose();
    createTicket.mutate(
      {
        userEmail: { email: userEmail },
        summary: summary.trim(),
        description: description.trim(),
        ccid,
        sapOrderNumber,
        designId: designID,
        currentScreen: pathname,
      },
      {
        onSuccess: (ticketId) => toast.success(t('created', { ticketId })),
        onError: (error) => {
          toast.error(t('failed'));
          telemetry.error(error, { where: 'POST /help', currentScreen: pathname });
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="help-dialog-title">
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle id="help-dialog-title">{t('requestAssistance')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label={t('user')} value={userEmail} slotProps={{ htmlInput: { readOnly: true } }} />
            <TextField
              label={t('summary')}
              required
              autoFocus
              value={summary}
              onChange={(event) => setSummary(event.target.value)}
              slotProps={{ htmlInput: { maxLength: HELP_SUMMARY_MAX_LENGTH } }}
            />
            <TextField
              label={t('description')}
              required
              multiline
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              slotProps={{
                input: { inputComponent: DescriptionTextarea },
                htmlInput: { maxLength: HELP_DESCRIPTION_MAX_LENGTH },
              }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { isFeatureFlagName, type AdminFeatureFlag } from '@keyplan/domain';
import { isApiError } from '../../../lib/api-client.ts';
import { useAdminFeatureFlags } from '../api/list-admin-feature-flags.ts';
import { useSetFeatureFlag } from '../api/set-feature-flag.ts';
import { formatWhen } from './format.ts';

/** Feature flags with who changed them when; a toggle asks before it changes the gate for everyone. */
export function FeatureFlagsAdmin() {
  const flags = useAdminFeatureFlags();
  const setFlag = useSetFeatureFlag();
  const [pending, setPending] = useState<AdminFeatureFlag | null>(null);
  if (flags.isError) return <Alert severity="error">The feature flags could not be loaded.</Alert>;

  const handleConfirm = () => {
    if (!pending || !isFeatureFlagName(pending.name)) return;
    setFlag.mutate(
      { name: pending.name, enabled: !pending.enabled, expectedUpdatedAt: pending.updatedAt },
      { onSettled: () => setPending(null) },
    );
  };

  return (
    <Stack spacing={2}>
      {setFlag.isError &&
        (isApiError(setFlag.error, 409) ? (
          <Alert severity="warning" role="alert" aria-label="Flag changed elsewhere">
            {setFlag.variables.name} was changed by someone else since you loaded it, so nothing was changed. Its
            current value is shown below; change it again if you still want to.
          </Alert>
        ) : (
          <Alert severity="error">The flag could not be changed: {setFlag.error.message}</Alert>
        ))}
      {(flags.data ?? []).map((flag) => (
        <Stack key={flag.name} spacing={0.5}>
          <FormControlLabel
            control={<Switch checked={flag.enabled} onChange={() => setPending(flag)} />}
            label={flag.name}
          />
          <Typography variant="body2" color="text.secondary">
            {flag.updatedBy ? `Last changed by ${flag.updatedBy} on ${formatWhen(flag.updatedAt)}` : 'Never changed'}
          </Typography>
        </Stack>
      ))}
      <Dialog open={pending !== null} onClose={() => setPending(null)} aria-labelledby="flag-confirm-title">
        <DialogTitle id="flag-confirm-title">
          Turn {pending?.name} {pending?.enabled ? 'off' : 'on'}?
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            This changes the gate for every person using Keyplan at once, and is recorded in the audit.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPending(null)}>Cancel</Button>
          <Button variant="contained" onClick={handleConfirm} loading={setFlag.isPending}>
            Turn {pending?.enabled ? 'off' : 'on'}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

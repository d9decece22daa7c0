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
import { useFormat } from '../../../i18n/use-format.ts';
import { useText } from '../../../i18n/use-text.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { adminText } from '../admin-text.ts';
import { useAdminFeatureFlags } from '../api/list-admin-feature-flags.ts';
import { useSetFeatureFlag } from '../api/set-feature-flag.ts';
import { formatWhen } from './format.ts';

/** Feature flags with who changed them when; a toggle asks before it changes the gate for everyone. */
export function FeatureFlagsAdmin() {
  const t = useText(adminText);
  const { locale } = useFormat();
  const flags = useAdminFeatureFlags();
  const setFlag = useSetFeatureFlag();
  const [pending, setPending] = useState<AdminFeatureFlag | null>(null);
  if (flags.isError) return <Alert severity="error">{t('flags.failed')}</Alert>;
  const turn = pending?.enabled ? 'off' : 'on';

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
          <Alert severity="warning" role="alert" aria-label={t('flags.changedElsewhereLabel')}>
            {t('flags.changedElsewhere', { name: setFlag.variables.name })}
          </Alert>
        ) : (
          <Alert severity="error">{t('flags.changeFailed', { message: setFlag.error.message })}</Alert>
        ))}
      {(flags.data ?? []).map((flag) => (
        <Stack key={flag.name} spacing={0.5}>
          <FormControlLabel
            control={<Switch checked={flag.enabled} onChange={() => setPending(flag)} />}
            label={flag.name}
          />
          <Typography variant="body2" color="text.secondary">
            {flag.updatedBy
              ? t('flags.lastChanged', { who: flag.updatedBy, when: formatWhen(flag.updatedAt, locale) })
              : t('flags.neverChanged')}
          </Typography>
        </Stack>
      ))}
      <Dialog open={pending !== null} onClose={() => setPending(null)} aria-labelledby="flag-confirm-title">
        <DialogTitle id="flag-confirm-title">
          {t('flags.confirmTitle', { turn, name: pending?.name ?? '' })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{t('flags.confirmText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPending(null)}>{t('cancel')}</Button>
          <Button variant="contained" onClick={handleConfirm} loading={setFlag.isPending}>
            {t('flags.turn', { turn })}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

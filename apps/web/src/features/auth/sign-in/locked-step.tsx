import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useText } from '../../../i18n/use-text.ts';
import { signInText } from './sign-in-text.ts';
import type { AuthnTransaction } from './authn-client.ts';
import type { AuthnFlow } from './use-authn-flow.ts';

/**
 * LOCKED_OUT: after too many failed sign-ins. The way out is not waiting: an unlock link by email
 * now, or a new password (which unlocks too).
 */
export function LockedStep({ transaction, flow }: { transaction: AuthnTransaction; flow: AuthnFlow }) {
  const t = useText(signInText);
  const { username } = flow;
  const { unlock } = transaction;
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t('lockedTitle')}
      </Typography>
      <Typography variant="body2">{t('lockedBody')}</Typography>
      <Button
        variant="contained"
        disabled={flow.busy || !username}
        onClick={() =>
          void flow.run(() =>
            unlock ? unlock({ username, factorType: 'EMAIL' }) : Promise.reject(new Error(t('noUnlock'))),
          )
        }
      >
        {t('emailUnlockLink')}
      </Button>
      <Button variant="outlined" onClick={() => flow.show({ name: 'recover', recoveryType: 'PASSWORD' })}>
        {t('forgotPassword')}
      </Button>
      <Button variant="text" onClick={() => flow.show({ name: 'credentials' })}>
        {t('backToSignIn')}
      </Button>
    </Stack>
  );
}

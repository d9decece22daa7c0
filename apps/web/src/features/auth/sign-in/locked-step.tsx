import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuthnTransaction } from './authn-client.ts';
import type { AuthnFlow } from './use-authn-flow.ts';

/**
 * LOCKED_OUT: after too many failed sign-ins. The way out is not waiting: an unlock link by email
 * now, or a new password (which unlocks too).
 */
export function LockedStep({ transaction, flow }: { transaction: AuthnTransaction; flow: AuthnFlow }) {
  const { username } = flow;
  const { unlock } = transaction;
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        Your account is locked
      </Typography>
      <Typography variant="body2">
        It was locked after too many failed sign-ins. Unlock it now with a link we email you, or choose a new password.
      </Typography>
      <Button
        variant="contained"
        disabled={flow.busy || !username}
        onClick={() =>
          void flow.run(() =>
            unlock
              ? unlock({ username, factorType: 'EMAIL' })
              : Promise.reject(new Error('The identity provider offers no unlock for this account.')),
          )
        }
      >
        Email me an unlock link
      </Button>
      <Button variant="outlined" onClick={() => flow.show({ name: 'recover', recoveryType: 'PASSWORD' })}>
        Forgot password?
      </Button>
      <Button variant="text" onClick={() => flow.show({ name: 'credentials' })}>
        Back to sign in
      </Button>
    </Stack>
  );
}

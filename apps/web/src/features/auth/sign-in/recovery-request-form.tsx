import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useText } from '../../../i18n/use-text.ts';
import { signInText } from './sign-in-text.ts';
import type { RecoveryType } from './use-authn-flow.ts';

/** The messages of each recovery: its form's heading, intro and button, and what was sent. */
const RECOVERY_TEXTS = {
  PASSWORD: { heading: 'resetHeading', intro: 'resetIntro', action: 'resetAction', sent: 'resetSent' },
  UNLOCK: { heading: 'unlockHeading', intro: 'unlockIntro', action: 'emailUnlockLink', sent: 'unlockSent' },
} as const satisfies Record<RecoveryType, object>;

/** What a recovery email's 'Check your email' says. */
export const recoverySentKey = (recoveryType: RecoveryType) => RECOVERY_TEXTS[recoveryType].sent;

interface RecoveryRequestFormProps {
  recoveryType: RecoveryType;
  initialUsername: string;
  busy: boolean;
  onSubmit: (username: string) => void;
  onBack: () => void;
}

/** 'Forgot password?' and 'Unlock account': the account's email, to mail it a recovery link. */
export function RecoveryRequestForm({
  recoveryType,
  initialUsername,
  busy,
  onSubmit,
  onBack,
}: RecoveryRequestFormProps) {
  const t = useText(signInText);
  const [username, setUsername] = useState(initialUsername);
  const texts = RECOVERY_TEXTS[recoveryType];
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(username.trim());
  };
  return (
    <Stack component="form" spacing={2} onSubmit={handleSubmit}>
      <Typography variant="h6" component="h2">
        {t(texts.heading)}
      </Typography>
      <Typography variant="body2">{t(texts.intro)}</Typography>
      <TextField
        label={t('email')}
        name="username"
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: 320 } }}
      />
      <Button type="submit" variant="contained" disabled={busy}>
        {t(texts.action)}
      </Button>
      <Button variant="text" onClick={onBack}>
        {t('backToSignIn')}
      </Button>
    </Stack>
  );
}

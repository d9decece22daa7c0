import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useText } from '../../../i18n/use-text.ts';
import { accountText } from '../account-text.ts';

/** The parts of the account page. */
export type AccountSectionName = 'profile' | 'emails' | 'phones' | 'password';

interface AccountSectionProps {
  section: AccountSectionName;
  description?: string;
  loading: boolean;
  error: Error | null;
  children: ReactNode;
}

/** One part of the account page: a titled card with its loading and error states. */
export function AccountSection({ section, description, loading, error, children }: AccountSectionProps) {
  const t = useText(accountText);
  const title = t('section.title', { section });
  return (
    <Paper component="section" variant="outlined" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <div>
          <Typography component="h2" variant="h6">
            {title}
          </Typography>
          {description && (
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          )}
        </div>
        {error ? (
          <Alert severity="error">{error.message}</Alert>
        ) : loading ? (
          <Stack spacing={1} aria-busy="true" aria-label={t('section.loading', { section })}>
            <Skeleton variant="rounded" height={40} />
            <Skeleton variant="rounded" height={40} />
          </Stack>
        ) : (
          children
        )}
      </Stack>
    </Paper>
  );
}

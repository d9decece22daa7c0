import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface AccountSectionProps {
  title: string;
  description?: string;
  loading: boolean;
  error: Error | null;
  children: ReactNode;
}

/** One part of the account page: a titled card with its loading and error states. */
export function AccountSection({ title, description, loading, error, children }: AccountSectionProps) {
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
          <Stack spacing={1} aria-busy="true" aria-label={`Loading ${title.toLowerCase()}`}>
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

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@keyplan/domain';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

interface ErrorContentProps {
  title: string;
  message: string;
  onGoToCustomerSearch: () => void;
  /** Offered to a signed-in person, e.g. one without the staff role who must switch account. */
  onSignOut?: () => void;
}

/** The error screen's content (SPEC §2 "Error page"): a title, a message, a way back. */
export function ErrorContent({ title, message, onGoToCustomerSearch, onSignOut }: ErrorContentProps) {
  useDocumentTitle(title);
  return (
    <Stack component="section" spacing={3} sx={{ alignItems: 'flex-start', maxWidth: 720, mx: 'auto', py: 4 }}>
      <Typography component="h1" variant="h4">
        {title}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{message}</Typography>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={onGoToCustomerSearch}>
          {MESSAGES.goToCustomerSearch}
        </Button>
        {onSignOut && (
          <Button variant="outlined" onClick={onSignOut}>
            Sign in with another account
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

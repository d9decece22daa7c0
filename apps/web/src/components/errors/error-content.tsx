import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@keyplan/domain';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

interface ErrorContentProps {
  title: string;
  message: string;
  /** Staff's way back; a customer (read-only, no staff sign-in) gets a hint instead. */
  onGoToCustomerSearch?: () => void;
  /** Offered to a signed-in person, e.g. one without the staff role who must switch account. */
  onSignOut?: () => void;
  /** Back to what failed, to try again (the order SAP refused for want of a charted customer). */
  back?: { label: string; onClick: () => void } | undefined;
}

/** What a customer can do when their review link fails: Customer Search is a staff screen. */
export const CUSTOMER_HINT = 'If the link still does not work, ask the person who sent it to you for a new one.';

/** The error screen's content (SPEC §2 "Error page"): a title, a message, a way back. */
export function ErrorContent({ title, message, onGoToCustomerSearch, onSignOut, back }: ErrorContentProps) {
  useDocumentTitle(title);
  return (
    <Stack component="section" spacing={3} sx={{ alignItems: 'flex-start', maxWidth: 720, mx: 'auto', py: 4 }}>
      <Typography component="h1" variant="h4">
        {title}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{message}</Typography>
      {!onGoToCustomerSearch && <Typography color="text.secondary">{CUSTOMER_HINT}</Typography>}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {back && (
          <Button variant="contained" onClick={back.onClick}>
            {back.label}
          </Button>
        )}
        {onGoToCustomerSearch && (
          <Button variant={back ? 'outlined' : 'contained'} onClick={onGoToCustomerSearch}>
            {MESSAGES.goToCustomerSearch}
          </Button>
        )}
        {onSignOut && (
          <Button variant="outlined" onClick={onSignOut}>
            Sign in with another account
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

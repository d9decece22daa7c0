import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths.ts';

/** A screen about the open system when the session has none: where to start instead. */
export function NoSystemOpen() {
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to={paths.customerSearch.getHref()} color="inherit">
          Go to Customer Search
        </Button>
      }
    >
      No system is open. Pick a customer and open or start a system first.
    </Alert>
  );
}

/** Something a screen needs could not be loaded: what, why, and a retry. */
export function LoadFailed({ what, error, onRetry }: { what: string; error?: unknown; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {what} could not be loaded. {error instanceof Error ? error.message : ''}
    </Alert>
  );
}

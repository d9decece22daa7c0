import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useText } from '../../i18n/use-text.ts';
import { uiText } from './ui-text.ts';

/** A screen about the open system when the session has none: where to start instead. */
export function NoSystemOpen() {
  const t = useText(uiText);
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to={paths.customerSearch.getHref()} color="inherit">
          {t('goToCustomerSearch')}
        </Button>
      }
    >
      {t('noSystemOpen')}
    </Alert>
  );
}

/** Something a screen needs could not be loaded: what, why, and a retry. */
export function LoadFailed({ what, error, onRetry }: { what: string; error?: unknown; onRetry: () => void }) {
  const t = useText(uiText);
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry}>
          {t('tryAgain')}
        </Button>
      }
    >
      {t('loadFailed', { what, detail: error instanceof Error ? error.message : '' })}
    </Alert>
  );
}

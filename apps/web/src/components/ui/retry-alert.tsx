import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useText } from '../../i18n/use-text.ts';
import { uiText } from './ui-text.ts';

/** What failed to load, with a Retry button that loads it again. */
export function RetryAlert({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  const t = useText(uiText);
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}

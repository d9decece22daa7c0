import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { useText } from '../../../i18n/use-text.ts';
import { systemsText } from '../systems-text.ts';

/** The lists of the header could not be loaded: say so and offer to try again. */
export function CatalogAlert({ onRetry }: { onRetry: () => void }) {
  const t = useText(systemsText);
  return <RetryAlert onRetry={onRetry}>{t('header.catalogFailed')}</RetryAlert>;
}

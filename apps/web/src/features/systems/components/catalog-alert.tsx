import { RetryAlert } from '../../../components/ui/retry-alert.tsx';

/** The lists of the header could not be loaded: say so and offer to try again. */
export function CatalogAlert({ onRetry }: { onRetry: () => void }) {
  return (
    <RetryAlert onRetry={onRetry}>
      The sales areas and key code buckets could not be loaded, so the header cannot be saved yet.
    </RetryAlert>
  );
}

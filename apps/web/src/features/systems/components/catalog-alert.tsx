import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** The lists of the header could not be loaded: say so and offer to try again. */
export function CatalogAlert({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      The sales areas and key code buckets could not be loaded, so the header cannot be saved yet.
    </Alert>
  );
}

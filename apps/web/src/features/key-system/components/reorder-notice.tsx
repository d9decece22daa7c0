import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useText } from '../../../i18n/use-text.ts';
import { libText } from '../../../lib/lib-text.ts';
import { systemDisplayName } from '../../../lib/system-display.ts';
import type { Draft } from '../editor/draft-store.ts';
import { keySystemText } from '../key-system-text.ts';

/** '/reorder-locks?system=…': Reorder Locks opened on the installed system, or on the customer's first one. */
export function reorderLocksHref(lockSystemID: string | null): string {
  const base = paths.reorderLocks.getHref();
  return lockSystemID ? `${base}?${new URLSearchParams({ system: lockSystemID })}` : base;
}

/**
 * Says that a reorder is read-only here, in its own words (issue 42): its grand master and master
 * keys stand for the installed system's, and what it orders is made on Reorder Locks.
 */
export function ReorderNotice({ reorderOf }: { reorderOf: NonNullable<Draft['reorderOf']> }) {
  const t = useText(keySystemText);
  const words = useText(libText);
  const name = reorderOf.name ? systemDisplayName(reorderOf.name, words) : t('reorder.anInstalledSystem');
  const installed = reorderOf.sapOrderNumber
    ? t('reorder.withSapOrder', { installed: name, order: reorderOf.sapOrderNumber })
    : name;
  return (
    <Alert severity="info">
      <Typography variant="body2">{t('reorder.notice', { installed })}</Typography>
      <Button
        component={RouterLink}
        to={reorderLocksHref(reorderOf.lockSystemID)}
        color="inherit"
        size="small"
        endIcon={<ArrowForwardIcon />}
        sx={{ mt: 1 }}
      >
        {t('reorder.goToReorderLocks')}
      </Button>
    </Alert>
  );
}

import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { systemDisplayName } from '../../../lib/system-display.ts';
import type { Draft } from '../editor/draft-store.ts';

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
  const installed = reorderOf.name ? systemDisplayName(reorderOf.name) : 'an installed lock system';
  const sap = reorderOf.sapOrderNumber ? ` (SAP order ${reorderOf.sapOrderNumber})` : '';
  return (
    <Alert severity="info">
      <Typography variant="body2">
        This is a reorder of {installed}
        {sap}: it is made on Reorder Locks, not here. Its grand master key and the installed master keys stand for the
        installed system’s: they show the spare keys this order cuts. To change what it orders, delete it and order
        again on Reorder Locks.
      </Typography>
      <Button
        component={RouterLink}
        to={reorderLocksHref(reorderOf.lockSystemID)}
        color="inherit"
        size="small"
        endIcon={<ArrowForwardIcon />}
        sx={{ mt: 1 }}
      >
        Go to Reorder Locks
      </Button>
    </Alert>
  );
}

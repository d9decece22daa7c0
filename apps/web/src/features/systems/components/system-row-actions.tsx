import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { isEditableStatus, type SystemSummary } from '@keyplan/domain';
import { systemDisplayName } from '../../../lib/system-display.ts';
import { useText } from '../../../i18n/use-text.ts';
import { systemsText } from '../systems-text.ts';

export interface SystemRowActionsProps {
  system: SystemSummary;
  opening: boolean;
  /** Another row is opening: every Open waits. */
  busy: boolean;
  onOpen: (system: SystemSummary) => void;
  onDelete: (system: SystemSummary) => void;
  /** Copy as a new order, quote or design (a design becomes an order this way). */
  onCopy: (system: SystemSummary) => void;
}

/** Open and Copy (every system) and Delete (drafts only), named after the system for screen readers. */
export function SystemRowActions({
  system,
  opening,
  busy,
  onOpen,
  onDelete,
  onCopy,
  fullWidth = false,
}: SystemRowActionsProps & { fullWidth?: boolean }) {
  const t = useText(systemsText);
  const name = systemDisplayName(system.orderSystemName);
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', width: fullWidth ? '100%' : undefined }}>
      {isEditableStatus(system.status) && (
        <Button
          size="small"
          color="inherit"
          aria-label={t('action.deleteNamed', { name })}
          disabled={busy}
          onClick={() => onDelete(system)}
        >
          {t('action.delete')}
        </Button>
      )}
      <Button
        size="small"
        color="inherit"
        aria-label={t('action.copyNamed', { name })}
        disabled={busy}
        onClick={() => onCopy(system)}
      >
        {t('action.copy')}
      </Button>
      <Button
        size="small"
        variant="contained"
        aria-label={t('action.openNamed', { name })}
        loading={opening}
        disabled={busy && !opening}
        onClick={() => onOpen(system)}
      >
        {t('action.open')}
      </Button>
    </Stack>
  );
}

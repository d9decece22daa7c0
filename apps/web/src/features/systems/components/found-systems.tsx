import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FoundSystem } from '@keyplan/domain';
import { SystemStatusChip } from '../../../components/ui/system-status-chip.tsx';
import { systemDisplayName, systemReference, systemTypeLabel } from '../../../lib/system-display.ts';
import { useFoundSystems } from '../api/find-systems.ts';
import { useOpenSystem } from '../hooks/use-open-system.ts';
import { useText } from '../../../i18n/use-text.ts';
import { systemsText, type SystemsTranslate } from '../systems-text.ts';

/** What a found system is known by: type, SAP or quote reference, PO number, customer. */
function describe(system: FoundSystem, t: SystemsTranslate): string {
  return [
    systemTypeLabel(system),
    systemReference(system),
    system.orderPONumber ? t('found.po', { number: system.orderPONumber }) : null,
    `${system.customerName} (${system.ccid})`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Systems of any customer whose SAP order number, quote number, PO number or design id the
 * search names (issue 16): a rep with only a number at hand opens the system straight away.
 */
export function FoundSystems({ query }: { query: string }) {
  const t = useText(systemsText);
  const found = useFoundSystems(query);
  const { open, openingId } = useOpenSystem();
  const systems = found.data ?? [];
  if (systems.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="found-systems-heading" spacing={1}>
      <Typography id="found-systems-heading" component="h2" variant="h6">
        {t('found.heading', { query: query.trim() })}
      </Typography>
      <List dense disablePadding>
        {systems.map((system) => (
          <ListItem
            key={system.orderLockSystemID}
            disableGutters
            secondaryAction={
              <Button
                variant="outlined"
                size="small"
                onClick={() => void open(system)}
                disabled={openingId !== null}
                aria-label={t('action.openNamed', { name: systemDisplayName(system.orderSystemName) })}
              >
                {openingId === system.orderID ? t('action.opening') : t('action.open')}
              </Button>
            }
            sx={{ pr: 10 }}
          >
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <span>{systemDisplayName(system.orderSystemName)}</span>
                  <SystemStatusChip label={system.statusLabel} sendState={system.sendState} withMessage />
                </Stack>
              }
              secondary={describe(system, t)}
            />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SystemSummary } from '@keyplan/domain';
import {
  systemDisplayName,
  systemReference,
  systemTotal,
  systemTypeLabel,
  UNNAMED_SYSTEM,
} from '../../../lib/system-display.ts';
import { SystemRowActions, type SystemRowActionsProps } from './system-row-actions.tsx';
import { HELP_BUTTON_SIZE } from '../../../components/ui/help-clearance.ts';
import { SystemStatusChip } from '../../../components/ui/system-status-chip.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { useText } from '../../../i18n/use-text.ts';
import { systemsText } from '../systems-text.ts';
import { changedAt } from './changed-at.ts';

interface SystemCardsProps extends Omit<SystemRowActionsProps, 'system' | 'opening'> {
  systems: readonly SystemSummary[];
  label: string;
  openingId: string | null;
}

/** The customer's systems as a list of cards (phones), each with its status under its name. */
export function SystemCards({ systems, label, openingId, ...actions }: SystemCardsProps) {
  const t = useText(systemsText);
  const format = useFormat();
  return (
    <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {systems.map((system) => {
        const name = systemDisplayName(system.orderSystemName);
        const facts = [
          [t('column.type'), systemTypeLabel(system)],
          [t('column.reference'), systemReference(system) ?? t('noValue')],
          [t('column.total'), systemTotal(system.totalPrice, system.currency)],
        ] as const;
        return (
          <Card component="li" variant="outlined" key={system.orderLockSystemID}>
            <CardContent sx={{ pb: 1 }}>
              {/* The status under the name, at the left: out of the strip the help button floats over. */}
              <Typography
                component="h3"
                variant="subtitle1"
                sx={{
                  fontWeight: 500,
                  overflowWrap: 'anywhere',
                  fontStyle: name === UNNAMED_SYSTEM ? 'italic' : undefined,
                }}
              >
                {name}
              </Typography>
              <Box sx={{ mt: 0.5, pr: `${HELP_BUTTON_SIZE}px` }}>
                <SystemStatusChip label={system.statusLabel} sendState={system.sendState} withMessage />
              </Box>
              <Box
                component="dl"
                sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, mt: 1 }}
              >
                {facts.map(([term, value]) => (
                  <Box key={term} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {term}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                      {value}
                    </Typography>
                  </Box>
                ))}
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t('column.lastChange')}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  <time dateTime={system.updatedAt}>{changedAt(system.updatedAt, format)}</time>
                </Typography>
              </Box>
            </CardContent>
            <CardActions sx={{ px: 2, pb: 2 }}>
              <SystemRowActions system={system} opening={openingId === system.orderID} fullWidth {...actions} />
            </CardActions>
          </Card>
        );
      })}
    </Stack>
  );
}

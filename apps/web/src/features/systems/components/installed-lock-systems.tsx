import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { InstalledLockSystem } from '@keyplan/domain';
import { paths } from '../../../config/paths.ts';
import { systemDisplayName } from '../../../lib/system-display.ts';
import { useInstalledLockSystems } from '../../../api/list-installed-lock-systems.ts';
import { useOpenSystem } from '../hooks/use-open-system.ts';
import { InstalledKeys } from './installed-keys.tsx';
import { InstalledOrders } from './installed-orders.tsx';
import { inFieldSummary } from '../installed-field.ts';
import { useText } from '../../../i18n/use-text.ts';
import { systemsText, type SystemsTranslate } from '../systems-text.ts';

/** '2 orders (1 canceled)': every order stays in the history; those not installed are said apart. */
function ordersSummary(system: InstalledLockSystem, t: SystemsTranslate): string {
  const canceled = system.orders.filter((order) => !order.installed && order.statusLabel === 'Canceled').length;
  const count = system.orders.length;
  return canceled > 0 ? t('installed.ordersCanceled', { count, canceled }) : t('installed.orders', { count });
}

/**
 * The customer's installed lock systems on /system-start (issue 11): each system submitted as an
 * order, with the orders that built it, its locks and every key with its blind code and how many
 * were cut. Shown only once the customer has one.
 */
export function InstalledLockSystems({
  ccid,
  renderMore,
}: {
  ccid: string;
  /** More of each system below its keys, composed by the page (the key register, issue 28). */
  renderMore?: (system: InstalledLockSystem) => ReactNode;
}) {
  const t = useText(systemsText);
  const systems = useInstalledLockSystems(ccid);
  const { open, openingId } = useOpenSystem();
  // What the page adds below (the key register) loads once its system is first expanded, not for
  // every collapsed system at once; it stays loaded when collapsed again.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  if (systems.isPending || (systems.isSuccess && systems.data.length === 0)) return null;
  return (
    <Stack component="section" spacing={2} aria-labelledby="installed-lock-systems">
      <Typography id="installed-lock-systems" component="h2" variant="h5">
        {t('installed.heading')}
      </Typography>
      {systems.isError ? (
        <RetryAlert onRetry={() => void systems.refetch()}>
          {t('installed.failed', { error: systems.error.message })}
        </RetryAlert>
      ) : (
        <Box>
          {systems.data.map((system) => {
            const name = systemDisplayName(system.name);
            return (
              <Accordion
                key={system.lockSystemID}
                variant="outlined"
                disableGutters
                onChange={(_event, isExpanded) => {
                  if (isExpanded && !expanded.has(system.lockSystemID))
                    setExpanded(new Set(expanded).add(system.lockSystemID));
                }}
              >
                <AccordionSummary
                  expandIcon={<ExpandMoreIcon />}
                  aria-controls={`installed-${system.lockSystemID}`}
                  id={`installed-${system.lockSystemID}-summary`}
                >
                  <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={{ xs: 0.5, sm: 2 }}
                    sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
                  >
                    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                      {name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {[system.bucketType, inFieldSummary(system, t), ordersSummary(system, t)].join(' · ')}
                    </Typography>
                    {system.masterKeyed ? (
                      <Chip
                        size="small"
                        variant="outlined"
                        label={t('installed.masterKeyed')}
                        sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
                      />
                    ) : null}
                  </Stack>
                </AccordionSummary>
                <AccordionDetails id={`installed-${system.lockSystemID}`}>
                  <Stack spacing={2}>
                    <Box>
                      <Button
                        variant="outlined"
                        component={RouterLink}
                        to={`${paths.reorderLocks.getHref()}?${new URLSearchParams({ system: system.lockSystemID })}`}
                        aria-label={t('installed.reorderNamed', { name })}
                      >
                        {t('installed.reorder')}
                      </Button>
                    </Box>
                    <InstalledOrders system={system} onOpen={(order) => void open(order)} openingId={openingId} />
                    <InstalledKeys system={system} />
                    {expanded.has(system.lockSystemID) ? renderMore?.(system) : null}
                  </Stack>
                </AccordionDetails>
              </Accordion>
            );
          })}
        </Box>
      )}
    </Stack>
  );
}

import { useState, type ReactNode } from 'react';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SystemSummary } from '@keyplan/domain';
import { useCustomerSystems } from '../../../api/list-customer-systems.ts';
import { useOpenSystem } from '../hooks/use-open-system.ts';
import { toListFilter, useSystemFilters } from '../hooks/use-system-filters.ts';
import { CopySystemDialog } from './copy-system-dialog.tsx';
import { DeleteSystemDialog } from './delete-system-dialog.tsx';
import { SystemCards } from './system-cards.tsx';
import { SystemFiltersBar } from './system-filters.tsx';
import { SystemsTable } from './systems-table.tsx';
import { useText } from '../../../i18n/use-text.ts';
import { systemsText } from '../systems-text.ts';

interface CustomerSystemsProps {
  ccid: string;
  customerName: string;
  /** The customer's sales area: a copy for the same customer keeps the source's. */
  salesArea: string;
}

function Message({ children, action }: { children: string; action?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
      <Typography color="text.secondary">{children}</Typography>
      {action && <Box sx={{ mt: 1.5 }}>{action}</Box>}
    </Paper>
  );
}

/**
 * The customer's systems on /system-start: filtered by status label and type, a table from the
 * tablet size up and cards on phones (SPEC §9 breakpoints), with loading, empty and error states.
 */
export function CustomerSystems({ ccid, customerName, salesArea }: CustomerSystemsProps) {
  const t = useText(systemsText);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const { filters, isDefault, toggleStatus, setType, setSendState, reset } = useSystemFilters();
  const noStatus = filters.statuses.length === 0;
  const systems = useCustomerSystems(ccid, toListFilter(filters), { enabled: !noStatus });
  const { open, openingId } = useOpenSystem();
  const [toDelete, setToDelete] = useState<SystemSummary | null>(null);
  const [toCopy, setToCopy] = useState<SystemSummary | null>(null);
  const label = t('list.label', { customer: customerName });

  const resetButton = <Button onClick={reset}>{t('list.resetFilters')}</Button>;
  let content: ReactNode;
  if (noStatus) {
    content = <Message action={resetButton}>{t('list.chooseStatus')}</Message>;
  } else if (systems.isPending) {
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('list.loading')} />
      </Box>
    );
  } else if (systems.isError) {
    content = (
      <RetryAlert onRetry={() => void systems.refetch()}>
        {t('list.failed', { error: systems.error.message })}
      </RetryAlert>
    );
  } else if (systems.data.length === 0) {
    content = isDefault ? (
      <Message>{t('list.none', { customer: customerName })}</Message>
    ) : (
      <Message action={resetButton}>{t('list.noMatch')}</Message>
    );
  } else {
    const actions = {
      openingId,
      busy: openingId !== null,
      onOpen: (system: SystemSummary) => void open(system),
      onDelete: setToDelete,
      onCopy: setToCopy,
    };
    content = phone ? (
      <SystemCards systems={systems.data} label={label} {...actions} />
    ) : (
      <SystemsTable systems={systems.data} caption={label} {...actions} />
    );
  }

  return (
    <Stack component="section" spacing={2} aria-labelledby="system-start-systems">
      <Typography id="system-start-systems" component="h2" variant="h5">
        {t('list.heading')}
      </Typography>
      <SystemFiltersBar
        filters={filters}
        isDefault={isDefault}
        onToggleStatus={toggleStatus}
        onTypeChange={setType}
        onSendStateChange={setSendState}
        onReset={reset}
      />
      {/* Rows of the previous filter stay while the new ones load. */}
      <Box sx={{ height: 4 }}>
        {systems.isFetching && !systems.isPending && <LinearProgress aria-label={t('list.updating')} />}
      </Box>
      {content}
      <DeleteSystemDialog system={toDelete} onClose={() => setToDelete(null)} />
      <CopySystemDialog
        system={toCopy}
        customer={{ ccid, name: customerName, salesArea }}
        onClose={() => setToCopy(null)}
        onCopied={(copy, customer) => {
          setToCopy(null);
          void open(copy, customer);
        }}
      />
    </Stack>
  );
}

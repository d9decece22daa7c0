import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { RetryAlert } from '../components/ui/retry-alert.tsx';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toast } from '../lib/toast.ts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { normalizeCcid, normalizeSapOrderNumber, type SafekeyOrder } from '@keyplan/domain';
import { getCustomer } from '../api/get-customer.ts';
import { useApiClient } from '../lib/api-client-context.tsx';
import { queryKeys } from '../lib/query-keys.ts';
import { useInstalledLockSystems } from '../api/list-installed-lock-systems.ts';
import { paths } from '../config/paths.ts';
import { ReorderForm } from '../features/systems/components/reorder-form.tsx';
import { inFieldSummary } from '../features/systems/installed-field.ts';
import { openedSystemSession } from '../features/systems/system-session.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { systemDisplayName } from '../lib/system-display.ts';
import { readSession, resetSession, useSession } from '../stores/session-store.ts';
import { useText } from '../i18n/use-text.ts';
import { systemsText } from '../features/systems/systems-text.ts';

/**
 * A link into Reorder Locks may name the customer (`?ccid=`, e.g. from SAP, with `sapordernumber=`
 * naming the system): the customer is loaded into the session when it is not the one selected.
 */
function useLinkedCustomer(ccid: string | null, selected: string | null) {
  const t = useText(systemsText);
  const client = useApiClient();
  const wanted = ccid ? normalizeCcid(ccid) : null;
  const customer = useQuery({
    queryKey: queryKeys.linkedCustomer(wanted),
    queryFn: ({ signal }) => getCustomer(client, wanted!, signal),
    enabled: wanted !== null && wanted !== selected,
    retry: false,
  });
  useEffect(() => {
    if (!customer.data || customer.data.ccid === selected) return;
    const { ccid: id, name, salesArea } = customer.data;
    resetSession({ ccid: id, customer: { ccid: id, name, salesArea }, salesArea });
  }, [customer.data, selected]);
  return {
    pending: wanted !== null && wanted !== selected && !customer.isError,
    error: customer.isError ? t('reorder.noCcid', { ccid: wanted }) : null,
  };
}

/**
 * /reorder-locks (DESIGN §2 flow 6, issue 11): pick one of the selected customer's installed lock
 * systems (`?system=<lockSystemID>`), order more locks, lock sets and keys built to its codes, and
 * go on to Submit System with the new order.
 */
export function ReorderLocksPage() {
  const t = useText(systemsText);
  const title = t('reorder.title');
  useDocumentTitle(title);
  const { customer } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const linked = useLinkedCustomer(searchParams.get('ccid'), customer?.ccid ?? null);
  const systems = useInstalledLockSystems(customer?.ccid ?? '', { enabled: customer !== null && !linked.pending });
  const chosenId = searchParams.get('system');
  const sapOrder = searchParams.get('sapordernumber');
  const linkedSystem = sapOrder
    ? systems.data?.find((entry) =>
        entry.orders.some(
          (order) => order.sapOrderNumber && order.sapOrderNumber === normalizeSapOrderNumber(sapOrder),
        ),
      )
    : undefined;
  // A link naming a SAP order opens that order's system, never another one of the customer (issue 30).
  const unknownSapOrder = sapOrder !== null && chosenId === null && systems.data !== undefined && !linkedSystem;
  const system =
    systems.data?.find((entry) => entry.lockSystemID === chosenId) ??
    linkedSystem ??
    (sapOrder && chosenId === null ? undefined : systems.data?.[0]);

  const link = (to: string) => (chunks: ReactNode[]) => (
    <Link component={RouterLink} to={to} color="inherit" sx={{ fontWeight: 500 }}>
      {chunks}
    </Link>
  );

  const handleCreated = (order: SafekeyOrder) => {
    resetSession(openedSystemSession(order, readSession()));
    toast.success(t('reorder.created', { name: systemDisplayName(order.orderSystemName) }));
    void navigate(paths.submitSystem.getHref());
  };

  let content;
  if (linked.pending) {
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('reorder.loadingCustomer')} />
      </Box>
    );
  } else if (linked.error) {
    content = <Alert severity="error">{linked.error}</Alert>;
  } else if (!customer) {
    content = (
      <Alert severity="warning">{t.rich('reorder.noCustomer', { link: link(paths.customerSearch.getHref()) })}</Alert>
    );
  } else if (systems.isPending) {
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('reorder.loadingSystems')} />
      </Box>
    );
  } else if (systems.isError) {
    content = (
      <RetryAlert onRetry={() => void systems.refetch()}>
        {t('installed.failed', { error: systems.error.message })}
      </RetryAlert>
    );
  } else if (unknownSapOrder) {
    content = (
      <Alert severity="error">
        {t.rich('reorder.unknownSapOrder', {
          customer: customer.name,
          order: normalizeSapOrderNumber(sapOrder).replace(/^0+(?=\d)/, ''),
          link: link(paths.systemStart.getHref()),
        })}
      </Alert>
    );
  } else if (!system) {
    content = (
      <Alert severity="info">
        {t.rich('reorder.noSystem', { customer: customer.name, link: link(paths.systemStart.getHref()) })}
      </Alert>
    );
  } else {
    content = (
      <Stack spacing={3}>
        <TextField
          select
          label={t('reorder.system')}
          value={system.lockSystemID}
          onChange={(event) => setSearchParams({ system: event.target.value }, { replace: true })}
          sx={{ maxWidth: 480 }}
          helperText={t('reorder.systemHelp', {
            bucket: system.bucketType,
            inField: inFieldSummary(system, t),
            orders: system.orders.length,
          })}
        >
          {systems.data.map((entry) => (
            <MenuItem key={entry.lockSystemID} value={entry.lockSystemID}>
              {systemDisplayName(entry.name)}
            </MenuItem>
          ))}
        </TextField>
        <ReorderForm key={system.lockSystemID} system={system} onCreated={handleCreated} />
      </Stack>
    );
  }

  return (
    <Stack component="section" spacing={3} sx={{ py: 2 }}>
      <Typography component="h1" variant="h4">
        {title}
      </Typography>
      {customer ? (
        <Typography color="text.secondary">
          {t('reorder.customer', { name: customer.name, ccid: customer.ccid })}
        </Typography>
      ) : null}
      {content}
    </Stack>
  );
}

export default ReorderLocksPage;

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
import { useEffect } from 'react';
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

const TITLE = 'Reorder Locks';

/**
 * A link into Reorder Locks may name the customer (`?ccid=`, e.g. from SAP, with `sapordernumber=`
 * naming the system): the customer is loaded into the session when it is not the one selected.
 */
function useLinkedCustomer(ccid: string | null, selected: string | null) {
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
    error: customer.isError ? `No customer has CCID ${wanted}.` : null,
  };
}

/**
 * /reorder-locks (DESIGN §2 flow 6, issue 11): pick one of the selected customer's installed lock
 * systems (`?system=<lockSystemID>`), order more locks, lock sets and keys built to its codes, and
 * go on to Submit System with the new order.
 */
export function ReorderLocksPage() {
  useDocumentTitle(TITLE);
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

  const handleCreated = (order: SafekeyOrder) => {
    resetSession(openedSystemSession(order, readSession()));
    toast.success(`Reorder “${systemDisplayName(order.orderSystemName)}” created: review and submit it.`);
    void navigate(paths.submitSystem.getHref());
  };

  let content;
  if (linked.pending) {
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading the customer" />
      </Box>
    );
  } else if (linked.error) {
    content = <Alert severity="error">{linked.error}</Alert>;
  } else if (!customer) {
    content = (
      <Alert severity="warning">
        No customer is selected. Choose a customer to reorder for one of their lock systems.{' '}
        <Link component={RouterLink} to={paths.customerSearch.getHref()} color="inherit" sx={{ fontWeight: 500 }}>
          Back to Customer Search
        </Link>
      </Alert>
    );
  } else if (systems.isPending) {
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading the installed lock systems" />
      </Box>
    );
  } else if (systems.isError) {
    content = (
      <RetryAlert onRetry={() => void systems.refetch()}>
        The installed lock systems could not be loaded. {systems.error.message}
      </RetryAlert>
    );
  } else if (unknownSapOrder) {
    content = (
      <Alert severity="error">
        No installed lock system of {customer.name} was ordered with SAP order{' '}
        {normalizeSapOrderNumber(sapOrder).replace(/^0+(?=\d)/, '')}. Check the link, or choose the system on System
        Start.{' '}
        <Link component={RouterLink} to={paths.systemStart.getHref()} color="inherit" sx={{ fontWeight: 500 }}>
          Back to System Start
        </Link>
      </Alert>
    );
  } else if (!system) {
    content = (
      <Alert severity="info">
        {customer.name} has no installed lock system yet: a system can be reordered once it is submitted as an order.{' '}
        <Link component={RouterLink} to={paths.systemStart.getHref()} color="inherit" sx={{ fontWeight: 500 }}>
          Back to System Start
        </Link>
      </Alert>
    );
  } else {
    content = (
      <Stack spacing={3}>
        <TextField
          select
          label="Installed lock system"
          value={system.lockSystemID}
          onChange={(event) => setSearchParams({ system: event.target.value }, { replace: true })}
          sx={{ maxWidth: 480 }}
          helperText={`${system.bucketType} · ${inFieldSummary(system)} · ${system.orders.length} ${system.orders.length === 1 ? 'order' : 'orders'}`}
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
        {TITLE}
      </Typography>
      {customer ? (
        <Typography color="text.secondary">
          {customer.name} · CCID {customer.ccid}
        </Typography>
      ) : null}
      {content}
    </Stack>
  );
}

export default ReorderLocksPage;

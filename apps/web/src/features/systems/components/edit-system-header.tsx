import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isEditableStatus, statusLabel, type OrderHeader, type SafekeyOrder } from '@keyplan/domain';
import { paths } from '../../../config/paths.ts';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import type { SessionState } from '../../../stores/session-store.ts';
import { useOrder } from '../../../api/get-order.ts';
import { useUpdateOrderHeader } from '../api/update-order-header.ts';
import { headerValuesOf } from '../header-form.ts';
import { useHeaderCatalog, type HeaderCatalog } from '../hooks/use-header-catalog.ts';
import { systemDisplayName, systemReference, systemTypeLabel } from '../../../lib/system-display.ts';
import { CatalogAlert } from './catalog-alert.tsx';
import { FactList, type Fact } from '../../../components/ui/fact-list.tsx';
import { SystemHeaderForm } from './system-header-form.tsx';

export interface EditSystemHeaderProps {
  orderId: string;
  session: SessionState;
  /** Customer review mode: everything read-only. */
  readOnlyMode: boolean;
  onDirtyChange: (dirty: boolean) => void;
  onSaved: (order: SafekeyOrder) => void;
  /** Read-only: move on without saving. */
  onContinue: () => void;
  onCancel: () => void;
}

function factsOf(order: SafekeyOrder, session: SessionState): Fact[] {
  const customer = session.customer?.ccid === order.ccid ? `${session.customer.name} (${order.ccid})` : order.ccid;
  const status = order.orderLockSystems[0]?.statusLabel ?? order.orderStatusLabel;
  const facts: Fact[] = [
    { label: 'Customer', value: customer },
    {
      label: 'Type',
      value: systemTypeLabel({ orderType: order.orderType, isAddToSystem: order.orderLockSystems[0]?.isAddToSystem }),
    },
    { label: 'Status', value: status },
  ];
  const reference = systemReference(order);
  if (reference) facts.push({ label: 'Reference', value: reference });
  return facts;
}

/**
 * Edit mode of /system-add-or-edit (orderID in the session): loads the order, saves the header
 * against the version it loaded; someone else's save in between (409) offers to reload.
 * Anything past Ready is shown read-only (DESIGN §3).
 */
export function EditSystemHeader({
  orderId,
  session,
  readOnlyMode,
  onDirtyChange,
  onSaved,
  onContinue,
  onCancel,
}: EditSystemHeaderProps) {
  const order = useOrder(orderId);
  const catalog = useHeaderCatalog();
  const [formKey, setFormKey] = useState(0);

  if (order.isError) {
    const missing = isApiError(order.error, 404);
    return (
      <Alert
        severity="error"
        action={
          missing ? undefined : (
            <Button color="inherit" size="small" onClick={() => void order.refetch()}>
              Retry
            </Button>
          )
        }
      >
        <AlertTitle>{missing ? 'This system no longer exists' : 'The system could not be loaded'}</AlertTitle>
        {missing ? 'It may have been removed. Open another one from System Start.' : order.error.message}{' '}
        <Link component={RouterLink} to={paths.systemStart.getHref()} color="inherit">
          Back to System Start
        </Link>
      </Alert>
    );
  }
  // The form starts from the current version: a cached order is refetched on mount unless a screen
  // loaded it seconds ago (as /key-system just did before Edit header); then no request is made,
  // and waiting for one would wait for ever.
  const refreshing = order.isFetching && !order.isFetchedAfterMount;
  if (!order.data || refreshing || catalog.pending) return <PageLoader label="Loading the system" />;

  const handleReload = async () => {
    await order.refetch();
    onDirtyChange(false);
    setFormKey((key) => key + 1);
  };

  return (
    <LoadedSystemHeader
      key={formKey}
      order={order.data}
      catalog={catalog}
      session={session}
      readOnlyMode={readOnlyMode}
      onReload={handleReload}
      onDirtyChange={onDirtyChange}
      onSaved={onSaved}
      onContinue={onContinue}
      onCancel={onCancel}
    />
  );
}

interface LoadedSystemHeaderProps extends Omit<EditSystemHeaderProps, 'orderId'> {
  order: SafekeyOrder;
  catalog: HeaderCatalog;
  onReload: () => Promise<void>;
}

/** The editor of one loaded version; a reload mounts a new one. */
function LoadedSystemHeader({
  order,
  catalog,
  session,
  readOnlyMode,
  onReload,
  onDirtyChange,
  onSaved,
  onContinue,
  onCancel,
}: LoadedSystemHeaderProps) {
  // Pinned: the save is made against the version the person started from, whatever the cache learns later.
  const [base] = useState(order);
  const updateHeader = useUpdateOrderHeader();
  const [conflict, setConflict] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  const status = base.orderLockSystems[0]?.status ?? base.orderStatus;
  const editable = isEditableStatus(status) && !readOnlyMode;
  const name = systemDisplayName(base.orderSystemName);

  const handleSubmit = async (header: OrderHeader) => {
    setConflict(null);
    try {
      onSaved(
        await updateHeader.mutateAsync({ orderId: base.orderID, header: { ...header, expectedVersion: base.version } }),
      );
    } catch (error) {
      if (isApiError(error, 409)) {
        setConflict(error.message);
        return;
      }
      throw error;
    }
  };

  const handleReload = () => {
    setReloading(true);
    onReload().catch(() => setReloading(false));
  };

  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">
        {editable ? `Editing “${name}”. Save the header, then continue to the key system.` : `“${name}”`}
      </Typography>
      {!editable && (
        <Alert severity="info">
          {readOnlyMode
            ? 'This system is open for review only, so its header cannot be changed.'
            : `This system is ${statusLabel(status)} and can no longer be changed, so its header is shown read-only.`}
        </Alert>
      )}
      {conflict && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={handleReload} loading={reloading}>
              Reload
            </Button>
          }
        >
          <AlertTitle>Not saved</AlertTitle>
          {conflict} Reloading discards your changes on this screen.
        </Alert>
      )}
      {catalog.failed && <CatalogAlert onRetry={catalog.retry} />}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <FactList facts={factsOf(base, session)} />
      </Paper>
      <SystemHeaderForm
        initialValues={headerValuesOf(base)}
        salesAreas={catalog.salesAreas}
        buckets={catalog.buckets}
        readOnly={!editable}
        submitLabel="Save and continue"
        onSubmit={handleSubmit}
        onContinue={onContinue}
        onCancel={onCancel}
        onDirtyChange={onDirtyChange}
      />
    </Stack>
  );
}

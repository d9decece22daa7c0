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
import { statusLabelText } from '../../../components/ui/system-status/system-status-text.ts';
import { useText } from '../../../i18n/use-text.ts';
import { systemsText, type SystemsTranslate } from '../systems-text.ts';
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

function factsOf(order: SafekeyOrder, session: SessionState, t: SystemsTranslate): Fact[] {
  const customer = session.customer?.ccid === order.ccid ? `${session.customer.name} (${order.ccid})` : order.ccid;
  const status = order.orderLockSystems[0]?.statusLabel ?? order.orderStatusLabel;
  const facts: Fact[] = [
    { label: t('fact.customer'), value: customer },
    {
      label: t('fact.type'),
      value: systemTypeLabel({ orderType: order.orderType, isAddToSystem: order.orderLockSystems[0]?.isAddToSystem }),
    },
    { label: t('fact.status'), value: statusLabelText(status) },
  ];
  const reference = systemReference(order);
  if (reference) facts.push({ label: t('fact.reference'), value: reference });
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
  const t = useText(systemsText);
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
              {t('edit.retry')}
            </Button>
          )
        }
      >
        <AlertTitle>{missing ? t('edit.gone') : t('edit.failed')}</AlertTitle>
        {t.rich(missing ? 'edit.goneText' : 'edit.failedText', {
          error: order.error.message,
          link: (chunks) => (
            <Link component={RouterLink} to={paths.systemStart.getHref()} color="inherit">
              {chunks}
            </Link>
          ),
        })}
      </Alert>
    );
  }
  // The form starts from the current version: a cached order is refetched on mount unless a screen
  // loaded it seconds ago (as /key-system just did before Edit header); then no request is made,
  // and waiting for one would wait for ever.
  const refreshing = order.isFetching && !order.isFetchedAfterMount;
  if (!order.data || refreshing || catalog.pending) return <PageLoader label={t('edit.loading')} />;

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
  const t = useText(systemsText);
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
        {editable ? t('edit.editing', { name }) : t('edit.name', { name })}
      </Typography>
      {!editable && (
        <Alert severity="info">
          {readOnlyMode ? t('edit.reviewOnly') : t('edit.locked', { status: statusLabelText(statusLabel(status)) })}
        </Alert>
      )}
      {conflict && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={handleReload} loading={reloading}>
              {t('edit.reload')}
            </Button>
          }
        >
          <AlertTitle>{t('edit.notSaved')}</AlertTitle>
          {t('edit.conflict', { conflict })}
        </Alert>
      )}
      {catalog.failed && <CatalogAlert onRetry={catalog.retry} />}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <FactList facts={factsOf(base, session, t)} />
      </Paper>
      <SystemHeaderForm
        initialValues={headerValuesOf(base)}
        salesAreas={catalog.salesAreas}
        buckets={catalog.buckets}
        readOnly={!editable}
        submitLabel={t('edit.save')}
        onSubmit={handleSubmit}
        onContinue={onContinue}
        onCancel={onCancel}
        onDirtyChange={onDirtyChange}
      />
    </Stack>
  );
}

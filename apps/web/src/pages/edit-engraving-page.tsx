import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ORDER_LOCK_SYSTEM_STATUS as STATUS } from '@keyplan/domain';
import { Link as RouterLink } from 'react-router';
import { paths } from '../config/paths.ts';
import { PageLoader } from '../components/ui/page-loader.tsx';
import { PageSection } from '../components/ui/page-section.tsx';
import { LoadFailed, NoSystemOpen } from '../components/ui/system-alerts.tsx';
import { SystemStatusChip } from '../components/ui/system-status-chip.tsx';
import { EngravingEditor } from '../features/engraving/components/engraving-editor.tsx';
import { EngravingHistory } from '../features/engraving/components/engraving-history.tsx';
import { engravingText } from '../features/engraving/engraving-text.ts';
import { useEditorLookups } from '../features/key-system/hooks/use-editor-lookups.ts';
import { useOrder } from '../api/get-order.ts';
import { useText } from '../i18n/use-text.ts';
import { useSession } from '../stores/session-store.ts';
import { libText } from '../lib/lib-text.ts';
import { statusLabelText, systemTitleParts } from '../lib/system-display.ts';

function BackToSubmit() {
  const t = useText(engravingText);
  return (
    <Button component={RouterLink} to={paths.submitSystem.getHref()} startIcon={<ArrowBackIcon />}>
      {t('page.back')}
    </Button>
  );
}

/**
 * /edit-engraving (DESIGN §2 flow 7): the engraving text of the open system while it is Submitted
 * (not yet Completed), sent to SAP as an update; with the history of changes since submission.
 */
export function EditEngravingPage() {
  const t = useText(engravingText);
  const words = useText(libText);
  const session = useSession();
  const order = useOrder(session.orderID);
  const lookups = useEditorLookups();
  const system = order.data?.orderLockSystems[0];

  let content;
  if (session.orderID === null) content = <NoSystemOpen />;
  else if (order.error)
    content = <LoadFailed what={t('page.system')} error={order.error} onRetry={() => void order.refetch()} />;
  else if (lookups.failed) content = <LoadFailed what={t('page.catalog')} onRetry={lookups.retry} />;
  else if (!order.data || !lookups.lookups) content = <PageLoader label={t('page.loading')} />;
  else if (!system) content = <Alert severity="warning">{t('page.noLockSystem')}</Alert>;
  else {
    const editable = system.status === STATUS.Submitted && system.sendState?.state !== 'failed';
    content = (
      <Stack spacing={2.5}>
        <SystemStatusChip label={system.statusLabel} sendState={system.sendState} withMessage />
        {editable ? (
          <EngravingEditor order={order.data} lookups={lookups.lookups} />
        ) : (
          <Alert severity="info" action={<BackToSubmit />}>
            {system.status === STATUS.Submitted
              ? t('page.notReached')
              : t('page.notSubmitted', { status: statusLabelText(system.statusLabel, words) })}
          </Alert>
        )}
        <EngravingHistory orderLockSystemId={system.orderLockSystemID} />
        {editable && (
          <Stack sx={{ alignItems: 'flex-start' }}>
            <BackToSubmit />
          </Stack>
        )}
      </Stack>
    );
  }
  // Which order and whose: the rep may hold several submitted orders of one customer.
  const loaded = order.data && order.data.orderID === session.orderID ? order.data : null;
  const customerName =
    session.customer && loaded && session.customer.ccid === loaded.ccid ? session.customer.name : loaded?.customerName;
  const subtitle = loaded
    ? [...systemTitleParts(loaded, words), customerName ? `${customerName} (${loaded.ccid})` : loaded.ccid].join(' · ')
    : null;
  return (
    <PageSection title={t('page.title')} subtitle={subtitle}>
      {content}
    </PageSection>
  );
}

export default EditEngravingPage;

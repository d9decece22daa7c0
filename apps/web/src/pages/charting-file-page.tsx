import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isEditableStatus, type SafekeyOrder } from '@keyplan/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../config/paths.ts';
import { PageLoader } from '../components/ui/page-loader.tsx';
import { useMe } from '../features/auth/api/get-me.ts';
import { useKeyChart } from '../features/charting/api/get-key-chart.ts';
import { ChartingWorkspace } from '../features/charting/components/charting-workspace.tsx';
import { queryKeys } from '../lib/query-keys.ts';
import { useOrder } from '../api/get-order.ts';
import { systemTitleParts } from '../lib/system-display.ts';
import { useLookup } from '../api/get-lookup.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useSession } from '../stores/session-store.ts';
import { LoadFailed, NoSystemOpen } from '../components/ui/system-alerts.tsx';
import { chartingText } from '../features/charting/charting-text.ts';
import { useText } from '../i18n/use-text.ts';

/** The session's lock system within its order (the first one when the session names none). */
function systemOf(order: SafekeyOrder | undefined, orderLockSystemID: string | null) {
  if (!order) return null;
  return (
    order.orderLockSystems.find((system) => system.orderLockSystemID === orderLockSystemID) ??
    order.orderLockSystems[0] ??
    null
  );
}

/**
 * /charting-file (DESIGN §3 "Charting file"): the key chart of the open system — key symbols and
 * blind codes of every key and lock — with charting, the file as XLSX, CSV or PDF, and the import
 * of a customer's existing chart. Bittings are for admins, behind a switch.
 */
export function ChartingFilePage() {
  const t = useText(chartingText);
  const title = t('page.title');
  useDocumentTitle(title);
  const session = useSession();
  const queryClient = useQueryClient();
  const order = useOrder(session.orderID);
  const isAdmin = useMe().data?.isAdmin === true;
  const [showBittings, setShowBittings] = useState(false);
  const system = systemOf(order.data, session.orderLockSystemID);
  const chart = useKeyChart(system?.orderLockSystemID ?? null, isAdmin && showBittings);
  const buckets = useLookup('keycodebuckettype').data;

  const orderId = session.orderID;
  const systemId = system?.orderLockSystemID ?? null;
  const handleRefresh = () =>
    Promise.all([
      orderId ? queryClient.invalidateQueries({ queryKey: queryKeys.order(orderId) }) : null,
      systemId ? queryClient.invalidateQueries({ queryKey: queryKeys.keyChartOfSystem(systemId) }) : null,
    ]);

  let content;
  if (session.orderID === null) content = <NoSystemOpen />;
  else if (order.error)
    content = <LoadFailed what={t('page.theSystem')} error={order.error} onRetry={() => void order.refetch()} />;
  else if (chart.error)
    content = <LoadFailed what={t('page.theKeyChart')} error={chart.error} onRetry={() => void chart.refetch()} />;
  else if (!order.data || !system || !chart.data) content = <PageLoader label={t('page.loading')} />;
  else {
    content = (
      <ChartingWorkspace
        chart={chart.data}
        version={order.data.version}
        editable={isEditableStatus(system.status)}
        statusLabel={system.statusLabel}
        isAdmin={isAdmin}
        bucketName={buckets?.find((bucket) => bucket.id === chart.data.bucketType)?.name ?? null}
        showBittings={isAdmin && showBittings}
        bittingsLoading={chart.isPlaceholderData}
        onShowBittingsChange={setShowBittings}
        onRefresh={handleRefresh}
      />
    );
  }

  const loaded = order.data && order.data.orderID === session.orderID ? order.data : null;
  const subtitle = [
    ...(loaded ? systemTitleParts(loaded) : []),
    ...(session.customer ? [`${session.customer.name} (${session.customer.ccid})`] : []),
  ];

  return (
    <Stack component="section" spacing={2} sx={{ pt: 2, pb: 10, minWidth: 0 }}>
      <Box>
        <Typography component="h1" variant="h4">
          {title}
        </Typography>
        {subtitle.length > 0 ? <Typography color="text.secondary">{subtitle.join(' · ')}</Typography> : null}
      </Box>
      {content}
      {session.orderID !== null ? (
        <Box>
          <Button component={RouterLink} to={paths.keySystem.getHref()} startIcon={<ArrowBackIcon />}>
            {t('page.keySystem')}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}

export default ChartingFilePage;

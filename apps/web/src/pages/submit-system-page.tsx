import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ORDER_TYPE, type Lookups, type SafekeyOrder } from '@keyplan/domain';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../config/paths.ts';
import { DownloadConfirmationButton } from '../components/ui/download-confirmation-button.tsx';
import { PageSection } from '../components/ui/page-section.tsx';
import { PageLoader } from '../components/ui/page-loader.tsx';
import { LoadFailed, NoSystemOpen } from '../components/ui/system-alerts.tsx';
import { usePricing } from '../features/key-system/api/get-pricing.ts';
import { useEditorLookups } from '../features/key-system/hooks/use-editor-lookups.ts';
import { ProposalList } from '../features/key-register/components/proposal-list.tsx';
import { ReviewAccessPanel } from '../features/review/components/review-access-panel.tsx';
import { SystemReview } from '../features/review/components/system-review/system-review.tsx';
import {
  reviewPriceOf,
  systemOf,
  type ReviewSystem,
} from '../features/review/components/system-review/review-figures.ts';
import { QuoteSubmit } from '../features/submission/components/quote-submit.tsx';
import { StatusHistory } from '../features/submission/components/status-history.tsx';
import { SubmitPanel } from '../features/submission/components/submit-panel.tsx';
import { useSubmission } from '../features/submission/api/get-submission.ts';
import { SystemStatusChip } from '../components/ui/system-status-chip.tsx';
import { useOrder } from '../api/get-order.ts';
import { useSession } from '../stores/session-store.ts';
import { useText } from '../i18n/use-text.ts';
import { submissionText } from '../features/submission/submission-text.ts';

function Workspace({ order, system, lookups }: { order: SafekeyOrder; system: ReviewSystem; lookups: Lookups }) {
  const t = useText(submissionText);
  const { customer } = useSession();
  const customerName = customer?.ccid === order.ccid ? customer.name : (order.customerName ?? null);
  const pricing = usePricing(order.currency);
  const price = useMemo(() => reviewPriceOf(system, pricing.data), [system, pricing.data]);
  const isQuote = order.orderType === ORDER_TYPE.Quote;
  // SAP took it: the chip says so at once, not only once the order has been loaded again (issue 30).
  const sent = useSubmission(system).data?.state === 'sent';
  const statusLabel =
    sent && system.statusLabel === 'Draft' ? (isQuote ? 'QuoteSubmitted' : 'Submitted') : system.statusLabel;
  const review = (
    <SystemReview
      order={order}
      system={system}
      lookups={lookups}
      customer={customerName ? `${customerName} (${order.ccid})` : order.ccid}
      price={price}
      status={<SystemStatusChip label={statusLabel} sendState={system.sendState} withMessage />}
    />
  );
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
      }}
    >
      <Box sx={{ minWidth: 0 }}>{review}</Box>
      <Stack spacing={3} sx={{ minWidth: 0 }}>
        {isQuote ? (
          <QuoteSubmit order={order} system={system} customerName={customer?.name ?? null} />
        ) : (
          <SubmitPanel order={order} system={system} />
        )}
        <DownloadConfirmationButton orderId={order.orderID} />
        <ReviewAccessPanel
          orderId={order.orderID}
          // What the customer proposed to the installed system's key register, decided here as on System Start.
          registerProposals={
            system.lockSystemID ? <ProposalList lockSystemId={system.lockSystemID} heading="h4" /> : null
          }
        />
        <StatusHistory orderLockSystemId={system.orderLockSystemID} />
        <Button
          component={RouterLink}
          to={paths.keySystem.getHref()}
          startIcon={<ArrowBackIcon />}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('page.back')}
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * /submit-system (DESIGN §2 flows 2–3): the whole system read-only for a last look, the quote
 * requirements of a quote, Submit to SAP with its progress and result, and the customer's review
 * access.
 */
export function SubmitSystemPage() {
  const t = useText(submissionText);
  const session = useSession();
  const order = useOrder(session.orderID);
  const lookups = useEditorLookups();
  const system = systemOf(order.data, session.orderLockSystemID);

  let content;
  if (session.orderID === null) content = <NoSystemOpen />;
  else if (order.error)
    content = <LoadFailed what={t('page.theSystem')} error={order.error} onRetry={() => void order.refetch()} />;
  else if (lookups.failed) content = <LoadFailed what={t('page.theCatalog')} onRetry={lookups.retry} />;
  else if (!order.data || !lookups.lookups) content = <PageLoader label={t('page.loading')} />;
  else if (!system) content = <Alert severity="warning">{t('page.noLockSystem')}</Alert>;
  else content = <Workspace order={order.data} system={system} lookups={lookups.lookups} />;

  return <PageSection title={t('page.title')}>{content}</PageSection>;
}

export default SubmitSystemPage;

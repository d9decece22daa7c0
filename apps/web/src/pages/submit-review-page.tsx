import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { KeyChartView } from '../features/charting/components/key-chart-view.tsx';
import { useGuestKeyChart } from '../features/review/api/get-guest-key-chart.ts';
import { useGuestPricing } from '../features/review/api/get-guest-pricing.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../config/paths.ts';
import { DownloadConfirmationButton } from '../components/ui/download-confirmation-button.tsx';
import { PageSection } from '../components/ui/page-section.tsx';
import { PageLoader } from '../components/ui/page-loader.tsx';
import { LoadFailed } from '../components/ui/system-alerts.tsx';
import { useConfig } from '../config/config-context.tsx';
import { useEditorLookups } from '../features/key-system/hooks/use-editor-lookups.ts';
import { createViewClient } from '../features/review/api/view-client.ts';
import { credentialKey, forgetGuestKey } from '../features/review/guest-key.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { reviewPriceOf, systemOf } from '../features/review/components/system-review/review-figures.ts';
import { SystemReview } from '../features/review/components/system-review/system-review.tsx';
import { CustomerResponsePanel } from '../features/review/components/customer-response-panel.tsx';
import { GuestKeyRegister } from '../features/key-register/components/guest-key-register.tsx';
import { credentialOf, useGuestSession } from '../features/review/hooks/use-guest-session.ts';
import { SystemStatusChip } from '../components/ui/system-status-chip.tsx';
import { useOrder } from '../api/get-order.ts';
import { isApiError } from '../lib/api-client.ts';
import { ApiClientProvider } from '../lib/api-client-context.tsx';
import { useSession } from '../stores/session-store.ts';
import { reviewText } from '../features/review/review-text.ts';
import { useText } from '../i18n/use-text.ts';
import { useCustomerLanguage, useLocale } from '../i18n/language.ts';

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** Which key opens which locks: the chart's key symbols and blind codes, once the system is charted. */
function GuestKeyChart({ orderId }: { orderId: string }) {
  const t = useText(reviewText);
  const chart = useGuestKeyChart(orderId);
  if (!chart.data) return null;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="guest-key-chart-heading"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="guest-key-chart-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('guestChart.heading')}
      </Typography>
      {chart.data.charted ? (
        <KeyChartView chart={chart.data} bittings={null} />
      ) : (
        <Typography color="text.secondary">{t('guestChart.notCharted')}</Typography>
      )}
    </Paper>
  );
}

/** The order read through the guest key: the same review as staff see, with nothing to change. */
function GuestReview({ orderId }: { orderId: string }) {
  const t = useText(reviewText);
  // The confirmation in the language the customer reads the review in.
  const locale = useLocale();
  const order = useOrder(orderId);
  const lookups = useEditorLookups();
  const pricing = useGuestPricing(orderId);
  const system = systemOf(order.data, null);
  // The lines of the review add up to the total: keys, master keys and the discount included.
  const price = useMemo(() => (system ? reviewPriceOf(system, pricing.data) : null), [system, pricing.data]);
  if (order.error) {
    // A refused key is exchanged again by the page, which then shows why.
    if (isApiError(order.error, 401)) return <PageLoader label={t('page.opening')} />;
    if (isApiError(order.error, 403)) return <Navigate to={paths.error.getHref()} replace state={{ status: 401 }} />;
    return <LoadFailed what={t('page.theSystem')} error={order.error} onRetry={() => void order.refetch()} />;
  }
  if (lookups.failed) return <LoadFailed what={t('page.theCatalog')} onRetry={lookups.retry} />;
  if (!order.data || !lookups.lookups) return <PageLoader label={t('page.loadingSystem')} />;
  if (!system) return <Alert severity="warning">{t('page.noLockSystem')}</Alert>;
  return (
    <Stack spacing={3}>
      <SystemReview
        order={order.data}
        system={system}
        lookups={lookups.lookups}
        customer={order.data.customerName ?? null}
        forCustomer
        price={price}
        status={<SystemStatusChip label={system.statusLabel} />}
      />
      <DownloadConfirmationButton orderId={order.data.orderID} language={locale} />
      <GuestKeyChart orderId={order.data.orderID} />
      <GuestKeyRegister orderId={order.data.orderID} />
      <CustomerResponsePanel orderId={order.data.orderID} />
    </Stack>
  );
}

/**
 * /submit-review (DESIGN §2 flow 5): a customer's read-only look at a system, without staff
 * sign-in. The review pass code or customer link the startup flow left in the session is exchanged
 * once for a guest key; everything is then read through the View endpoints with it. A link that is
 * not recognized ends on the error page as 'URL Not Recognized' (read-only mode, status 401).
 */
export function SubmitReviewPage() {
  const t = useText(reviewText);
  const { apiBase } = useConfig();
  const { orderID, reviewPassCode, sapOrderNumber } = useSession();
  const credential = useMemo(
    () => credentialOf(orderID, reviewPassCode, sapOrderNumber),
    [orderID, reviewPassCode, sapOrderNumber],
  );
  const session = useGuestSession(credential);
  // The review speaks the customer's language (SAP's correspondence language) unless they chose another.
  useCustomerLanguage(session.data?.customerLanguage ?? null);
  const queryClient = useQueryClient();
  const guestKey = session.data?.guestKey ?? null;
  // A guest key the server refused (pass code removed, link turned off): exchanged once more, so
  // the link itself says why; refused again, it is the error page.
  const [refusedKey, setRefusedKey] = useState<string | null>(null);
  const client = useMemo(
    () =>
      guestKey
        ? createViewClient({
            baseUrl: apiBase,
            guestKey,
            onKeyRefused: () => setRefusedKey((before) => before ?? guestKey),
          })
        : null,
    [apiBase, guestKey],
  );
  useEffect(() => {
    if (refusedKey === null || refusedKey !== guestKey || !credential) return;
    forgetGuestKey();
    void queryClient.resetQueries({ queryKey: queryKeys.viewSession(credentialKey(credential)) });
  }, [refusedKey, guestKey, credential, queryClient]);
  const refused = session.error?.status === 401;
  useEffect(() => {
    if (refused) forgetGuestKey();
  }, [refused]);

  let content;
  if (credential === null) {
    content = <Alert severity="info">{t('page.openLink')}</Alert>;
  } else if (refused) {
    return <Navigate to={paths.error.getHref()} replace state={{ status: 401 }} />;
  } else if (session.error?.status === 403) {
    // The right link, turned off by the sales representative: said in the customer's words.
    content = (
      <Alert severity="warning" role="alert">
        <AlertTitle>{t('page.linkOff')}</AlertTitle>
        {session.error.message}
      </Alert>
    );
  } else if (session.error?.status === 410) {
    // The link or pass code is right, and the order was canceled: the customer is told, with when.
    content = (
      <Alert severity="warning" role="alert">
        <AlertTitle>{t('page.canceled')}</AlertTitle>
        {session.error.message}
      </Alert>
    );
  } else if (session.error?.status === 429) {
    const wait = session.error.retryAfterSeconds;
    content = (
      <Alert severity="warning" role="alert">
        {wait === null ? t('page.tooManyAttemptsLater') : t('page.tooManyAttempts', { minutes: minutes(wait) })}
      </Alert>
    );
  } else if (session.error) {
    content = <LoadFailed what={t('page.theReview')} error={session.error} onRetry={() => void session.refetch()} />;
  } else if (!client || !session.data || refusedKey === guestKey) content = <PageLoader label={t('page.opening')} />;
  else {
    content = (
      <ApiClientProvider client={client}>
        <GuestReview orderId={session.data.orderID} />
      </ApiClientProvider>
    );
  }

  // The customer's review is titled for them: they review and approve, they do not submit.
  return <PageSection title={t('page.title')}>{content}</PageSection>;
}

export default SubmitReviewPage;

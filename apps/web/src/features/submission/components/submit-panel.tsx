import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ORDER_LOCK_SYSTEM_STATUS as STATUS, chartedCustomerErrorState, type SafekeyOrder } from '@keyplan/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { focusWhenLost } from '../../../lib/focus-when-lost.ts';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { SystemStatusChip } from '../../../components/ui/system-status-chip.tsx';
import { statusLabelText } from '../../../components/ui/system-status/system-status-text.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useText } from '../../../i18n/use-text.ts';
import { systemTotal } from '../../../lib/system-display.ts';
import { inFlight, useSubmission, type SubmissionState } from '../api/get-submission.ts';
import { useSubmissionActions } from '../hooks/use-submission-actions.ts';
import { fieldErrorsOf, resultText, submissionText } from '../submission-text.ts';
import { SubmissionProgress } from './submission-progress.tsx';
import { TransferToOrderButton } from './transfer-to-order-button.tsx';
import { AfterSubmission, CANCELED_RESULT_ID, SUBMIT_BODY_ID } from './after-submission.tsx';
import { LockoutIssues } from './lockout-issues.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

type ReviewSystem = SafekeyOrder['orderLockSystems'][number];

interface SubmitPanelProps {
  order: SafekeyOrder;
  system: ReviewSystem;
  /**
   * Runs before the submission (a quote saves its requirements): the order version to submit
   * with, or null to stop. Without it the loaded order's version is used.
   */
  prepare?: () => Promise<number | null>;
  /** Whether prepare is busy (the requirements are being saved). */
  preparing?: boolean;
}

/** Why a system that is not Ready cannot be submitted, with the way to fix it. */
function NotReady({ status }: { status: number }) {
  const t = useText(submissionText);
  const text = status === STATUS.Created ? t('notReady.created') : t('notReady.fix');
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to={paths.keySystem.getHref()} color="inherit">
          {t('notReady.keySystem')}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}

function SubmitError({ error, onReload }: { error: Error; onReload: () => void }) {
  const t = useText(submissionText);
  if (isApiError(error, 409)) {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" onClick={onReload}>
            {t('reload')}
          </Button>
        }
      >
        {t('error.conflict')}
      </Alert>
    );
  }
  const fields = isApiError(error, 400) ? fieldErrorsOf(error.problem?.errors) : [];
  return (
    <Alert severity="error">
      <AlertTitle>{t('error.title')}</AlertTitle>
      {fields.length > 0 ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {fields.map((field) => (
            <li key={field}>{field}</li>
          ))}
        </Box>
      ) : (
        error.message
      )}
    </Alert>
  );
}

function Sent({ state, order }: { state: SubmissionState; order: SafekeyOrder }) {
  const t = useText(submissionText);
  const canceled = state.status === STATUS.Canceled;
  return (
    <Stack spacing={2}>
      <Alert severity={canceled ? 'info' : 'success'} {...(canceled && { id: CANCELED_RESULT_ID, tabIndex: -1 })}>
        <AlertTitle>
          {canceled
            ? t('sent.canceled', { kind: state.kind })
            : state.kind === 'quote'
              ? t('sent.quote')
              : state.kind === 'lineUpdate'
                ? t('sent.lineUpdate')
                : t('sent.order')}
        </AlertTitle>
        <Typography component="p" variant="h6" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {resultText(state, t)}
        </Typography>
      </Alert>
      {state.kind === 'quote' && state.status === STATUS.QuoteSubmitted && <TransferToOrderButton quote={order} />}
    </Stack>
  );
}

/**
 * No answer, a timeout or a server error of SAP: an outage, not a refusal of the order. Only such
 * failures are tried again, so a send that used up its attempts met one.
 */
function isSapOutage(state: SubmissionState): boolean {
  const code = state.lastError?.code ?? '';
  return state.attempts >= state.maxAttempts || code === 'TIMEOUT' || code === 'NETWORK' || /^HTTP5\d\d$/.test(code);
}

function Failed({ state, onRetry, retrying }: { state: SubmissionState; onRetry: () => void; retrying: boolean }) {
  const t = useText(submissionText);
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry} loading={retrying}>
          {t('retry')}
        </Button>
      }
    >
      <AlertTitle>
        {isSapOutage(state) ? t('failed.unreachable') : t('failed.refused', { kind: state.kind })}
      </AlertTitle>
      {state.chartedCustomerMissing ? t('failed.chartedCustomer') : (state.lastError?.message ?? t('failed.noAnswer'))}
      {state.lastError && (
        <Typography variant="body2" component="span" sx={{ display: 'block', mt: 0.5 }}>
          {t('failed.detail', { code: state.lastError.code, attempts: state.attempts, max: state.maxAttempts })}
        </Typography>
      )}
    </Alert>
  );
}

/**
 * Submission of a lock system to SAP (DESIGN §2 flows 2–3, §4 outbox): Submit while Ready, then
 * the attempts while the server sends it, then SAP's number, or its error with Retry. SAP's
 * report of a missing charted customer, seen while watching, opens the error page.
 */
export function SubmitPanel({ order, system, prepare, preparing = false }: SubmitPanelProps) {
  const t = useText(submissionText);
  const format = useFormat();
  const id = system.orderLockSystemID;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submission = useSubmission(system);
  const { submit, retry } = useSubmissionActions(id);
  const state = submission.data ?? null;
  // Set once this screen has watched a send: only a failure seen happening opens the error page.
  const sawInFlight = useRef(false);
  const outcome = state?.state === 'sent' || state?.state === 'failed' ? state.state : null;
  // Updates sent after the submission change the order's send state too: refresh it as each settles.
  const settledFollowUps = state?.followUps.filter((row) => !inFlight(row)).length ?? 0;
  useEffect(() => {
    if (outcome === null) return;
    // The status changed, and a SAP order number makes the customer link.
    void queryClient.invalidateQueries({ queryKey: queryKeys.order(order.orderID) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.reviewAccess(order.orderID) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.statusHistory(system.orderLockSystemID) });
  }, [outcome, settledFollowUps, order.orderID, system.orderLockSystemID, queryClient]);
  useEffect(() => {
    if (inFlight(state)) sawInFlight.current = true;
    else if (state?.chartedCustomerMissing && sawInFlight.current)
      void navigate(paths.error.getHref(), { state: chartedCustomerErrorState() });
  }, [state, navigate]);

  /** The version to submit once the person confirms (after a quote's requirements are saved), or null. */
  const [confirming, setConfirming] = useState<number | null>(null);
  const handleSubmit = async () => {
    const version = prepare ? await prepare() : order.version;
    if (version !== null) setConfirming(version);
  };
  const handleConfirm = () => {
    if (confirming !== null) submit.mutate(confirming);
    setConfirming(null);
    // The Submit button goes with the submission: focus goes to the panel that shows how it went (issue 30).
    focusWhenLost(SUBMIT_BODY_ID, { ms: 5000 });
  };
  const reload = () => {
    submit.reset();
    void queryClient.invalidateQueries({ queryKey: queryKeys.order(order.orderID) });
  };

  let body;
  if (submission.isPending) body = <Typography color="text.secondary">{t('checking')}</Typography>;
  else if (submission.error) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void submission.refetch()}>
            {t('tryAgain')}
          </Button>
        }
      >
        {t('checkFailed', { error: submission.error.message })}
      </Alert>
    );
  } else if (state && inFlight(state)) body = <SubmissionProgress state={state} />;
  else if (state?.state === 'sent' || state?.state === 'failed') {
    body = (
      <>
        {state.state === 'sent' ? (
          <Sent state={state} order={order} />
        ) : (
          <Failed state={state} onRetry={() => retry.mutate()} retrying={retry.isPending} />
        )}
        <AfterSubmission order={order} state={state} onRetry={() => retry.mutate()} retrying={retry.isPending} />
      </>
    );
  } else if (system.status === STATUS.Ready) {
    const quote = order.orderType === 1;
    const total =
      order.totalPrice === null
        ? systemTotal(order.totalPrice, order.currency)
        : format.money(order.totalPrice, order.currency);
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>
          {/* An order says what can still happen to it once submitted (decisions 0021, 0050). */}
          {quote ? t('ready.quote') : t('ready.order')}
        </Typography>
        {!quote && order.orderPONumber.trim() === '' && <Alert severity="warning">{t('ready.noPo')}</Alert>}
        <Button
          variant="contained"
          size="large"
          startIcon={<SendIcon />}
          onClick={() => void handleSubmit()}
          loading={submit.isPending || preparing}
        >
          {quote ? t('submit.quote') : t('submit.order')}
        </Button>
        <ConfirmDialog
          open={confirming !== null}
          title={quote ? t('confirm.quoteTitle') : t('confirm.orderTitle')}
          confirmLabel={quote ? t('submit.quote') : t('submit.order')}
          onConfirm={handleConfirm}
          onCancel={() => setConfirming(null)}
        >
          {quote
            ? t('confirm.quote', { total })
            : t(system.isAddToSystem ? 'confirm.reorder' : 'confirm.order', { total })}
        </ConfirmDialog>
      </Stack>
    );
  } else if (system.status < STATUS.Ready)
    body = (
      <>
        <LockoutIssues system={system} />
        <NotReady status={system.status} />
      </>
    );
  else body = <Typography>{t('notFromKeyplan', { status: statusLabelText(system.statusLabel) })}</Typography>;

  return (
    <Paper component="section" variant="outlined" aria-labelledby="submit-heading" sx={{ p: 2, minWidth: 0 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
        <Typography id="submit-heading" component="h2" variant="h6">
          {t('heading')}
        </Typography>
        <SystemStatusChip label={state?.statusLabel ?? system.statusLabel} sendState={system.sendState} />
      </Stack>
      <Stack spacing={2} id={SUBMIT_BODY_ID} tabIndex={-1}>
        {body}
        {submit.error && <SubmitError error={submit.error} onReload={reload} />}
        {retry.error && <SubmitError error={retry.error} onReload={reload} />}
      </Stack>
    </Paper>
  );
}

import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ORDER_LOCK_SYSTEM_STATUS as STATUS, type SafekeyOrder, type SubmissionState } from '@keyplan/domain';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { sendStateText, systemStatusText } from '../../../components/ui/system-status/system-status-text.ts';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { focusWhenLost } from '../../../lib/focus-when-lost.ts';
import { useAfterSubmissionActions } from '../hooks/use-after-submission-actions.ts';
import { CancelSystemDialog } from './cancel-system-dialog.tsx';
import { useText } from '../../../i18n/use-text.ts';
import { submissionText } from '../submission-text.ts';

/**
 * Where focus goes once Cancel is done and its button has gone (issue 47): the panel's 'The order
 * was canceled' (submit-panel.tsx gives it this id), or the error that says why it was not.
 */
export const CANCELED_RESULT_ID = 'submission-canceled';
/**
 * The submit panel's body (submit-panel.tsx): where focus goes after Submit, and after Reopen for
 * correction, whose button goes with the failed send — the body then offers Submit again.
 */
export const SUBMIT_BODY_ID = 'submit-body';
const ACTION_ERROR_ID = 'after-submission-error';

/** What was sent to SAP after the submission, each with where it stands; a failed one with SAP's words and Retry. */
function FollowUps({ state, onRetry, retrying }: { state: SubmissionState; onRetry: () => void; retrying: boolean }) {
  const t = useText(submissionText);
  const statusText = useText(systemStatusText);
  if (state.followUps.length === 0) return null;
  const engravingUpdates = state.followUps.filter((row) => row.kind === 'engravingUpdate');
  return (
    <Stack component="ul" spacing={0.5} aria-label={t('followUps.label')} sx={{ m: 0, pl: 2.5 }}>
      {state.followUps.map((followUp) => {
        const what =
          followUp.kind === 'engravingUpdate'
            ? t('followUp.engravingUpdate', { number: engravingUpdates.indexOf(followUp) + 1 })
            : t('followUp.cancel');
        return (
          <li key={followUp.sequence}>
            <Typography variant="body2" component="span">
              {t.rich('followUp.line', {
                what,
                state: sendStateText(followUp.state, statusText),
                b: (chunks) => <strong>{chunks}</strong>,
              })}
            </Typography>
            {followUp.state === 'failed' && (
              <Alert
                severity="error"
                sx={{ mt: 0.5 }}
                action={
                  <Button color="inherit" onClick={onRetry} loading={retrying}>
                    {t('retry')}
                  </Button>
                }
              >
                {followUp.lastError ? t('sapError', { ...followUp.lastError }) : t('failed.noAnswer')}
              </Alert>
            )}
          </li>
        );
      })}
    </Stack>
  );
}

function ActionError({ error }: { error: Error | null }) {
  const t = useText(submissionText);
  if (!error) return null;
  return (
    <Alert severity="error" id={ACTION_ERROR_ID} tabIndex={-1}>
      {isApiError(error, 409)
        ? t('action.conflict', { detail: error.problem?.detail ?? error.message })
        : error.message}
    </Alert>
  );
}

/**
 * After submission (issue 12): a failed send that SAP never received can be reopened for
 * correction; a submitted order's engraving can be edited; a submitted order or quote can be
 * canceled with a reason. Each asks first; what was sent after the submission is listed.
 */
export function AfterSubmission({
  order,
  state,
  onRetry,
  retrying,
}: {
  order: SafekeyOrder;
  state: SubmissionState;
  onRetry: () => void;
  retrying: boolean;
}) {
  const t = useText(submissionText);
  const [dialog, setDialog] = useState<'reopen' | 'cancel' | null>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const reopenButton = useRef<HTMLButtonElement>(null);
  // Its button goes with the failed send: focus goes to the panel that offers Submit again (issue 47).
  const { reopen, cancel } = useAfterSubmissionActions(order, state.orderLockSystemID, () =>
    focusWhenLost(SUBMIT_BODY_ID, { from: reopenButton.current }),
  );
  const submitted = state.status === STATUS.Submitted || state.status === STATUS.QuoteSubmitted;
  const what = state.kind === 'quote' ? 'quote' : 'order';
  const canReopen = submitted && state.state === 'failed' && state.followUps.every((row) => row.state !== 'sent');
  const canEditEngraving = state.status === STATUS.Submitted && state.state !== 'failed';
  return (
    <Stack spacing={1.5}>
      <FollowUps state={state} onRetry={onRetry} retrying={retrying} />
      {submitted && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {canReopen && (
            <Button
              ref={reopenButton}
              variant="outlined"
              onClick={() => setDialog('reopen')}
              loading={reopen.isPending}
            >
              {t('action.reopen')}
            </Button>
          )}
          {canEditEngraving && (
            <Button
              variant="outlined"
              component={RouterLink}
              to={paths.editEngraving.getHref()}
              startIcon={<EditIcon />}
            >
              {t('action.editEngraving')}
            </Button>
          )}
          <Button ref={cancelButton} color="error" onClick={() => setDialog('cancel')} loading={cancel.isPending}>
            {t('action.cancel', { what })}
          </Button>
        </Stack>
      )}
      <ActionError error={reopen.error ?? cancel.error} />
      <ConfirmDialog
        open={dialog === 'reopen'}
        title={t('reopen.title')}
        confirmLabel={t('reopen.confirm')}
        onConfirm={() => {
          setDialog(null);
          reopen.mutate(order.version, {
            onError: () => focusWhenLost(ACTION_ERROR_ID, { from: reopenButton.current }),
          });
        }}
        onCancel={() => setDialog(null)}
      >
        {t('reopen.text', { what })}
      </ConfirmDialog>
      <CancelSystemDialog
        open={dialog === 'cancel'}
        what={what}
        onConfirm={(reason) =>
          cancel.mutate(
            { expectedVersion: order.version, reason },
            {
              onSuccess: () => focusWhenLost(CANCELED_RESULT_ID, { from: cancelButton.current }),
              onError: () => focusWhenLost(ACTION_ERROR_ID, { from: cancelButton.current }),
            },
          )
        }
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}

import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ORDER_LOCK_SYSTEM_STATUS as STATUS, type SafekeyOrder, type SubmissionState } from '@keyplan/domain';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { SEND_STATE_LABELS } from '../../../components/ui/send-state.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { focusWhenLost } from '../../../lib/focus-when-lost.ts';
import { useAfterSubmissionActions } from '../hooks/use-after-submission-actions.ts';
import { CancelSystemDialog } from './cancel-system-dialog.tsx';

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

const FOLLOW_UP_WORDS = { engravingUpdate: 'Engraving update', cancel: 'Cancellation' } as const;

/** What was sent to SAP after the submission, each with where it stands; a failed one with SAP's words and Retry. */
function FollowUps({ state, onRetry, retrying }: { state: SubmissionState; onRetry: () => void; retrying: boolean }) {
  if (state.followUps.length === 0) return null;
  const engravingUpdates = state.followUps.filter((row) => row.kind === 'engravingUpdate');
  return (
    <Stack component="ul" spacing={0.5} aria-label="Sent to SAP after the submission" sx={{ m: 0, pl: 2.5 }}>
      {state.followUps.map((followUp) => {
        const number = followUp.kind === 'engravingUpdate' ? ` ${engravingUpdates.indexOf(followUp) + 1}` : '';
        return (
          <li key={followUp.sequence}>
            <Typography variant="body2" component="span">
              {FOLLOW_UP_WORDS[followUp.kind]}
              {number}: <strong>{SEND_STATE_LABELS[followUp.state]}</strong>
            </Typography>
            {followUp.state === 'failed' && (
              <Alert
                severity="error"
                sx={{ mt: 0.5 }}
                action={
                  <Button color="inherit" onClick={onRetry} loading={retrying}>
                    Retry
                  </Button>
                }
              >
                {followUp.lastError
                  ? `${followUp.lastError.message} (SAP ${followUp.lastError.code})`
                  : 'SAP did not answer.'}
              </Alert>
            )}
          </li>
        );
      })}
    </Stack>
  );
}

function ActionError({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <Alert severity="error" id={ACTION_ERROR_ID} tabIndex={-1}>
      {isApiError(error, 409)
        ? `${error.problem?.detail ?? error.message} Reload the page to see the system as it is now.`
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
              Reopen for correction
            </Button>
          )}
          {canEditEngraving && (
            <Button
              variant="outlined"
              component={RouterLink}
              to={paths.editEngraving.getHref()}
              startIcon={<EditIcon />}
            >
              Edit engraving
            </Button>
          )}
          <Button ref={cancelButton} color="error" onClick={() => setDialog('cancel')} loading={cancel.isPending}>
            Cancel {what}
          </Button>
        </Stack>
      )}
      <ActionError error={reopen.error ?? cancel.error} />
      <ConfirmDialog
        open={dialog === 'reopen'}
        title="Reopen for correction?"
        confirmLabel="Reopen"
        onConfirm={() => {
          setDialog(null);
          reopen.mutate(order.version, {
            onError: () => focusWhenLost(ACTION_ERROR_ID, { from: reopenButton.current }),
          });
        }}
        onCancel={() => setDialog(null)}
      >
        SAP never received this {what}. It goes back to Draft (ready to submit) so that you can correct it and submit it
        again; its key codes are kept. The status history records why.
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

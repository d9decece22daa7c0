import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SendState, SendStateName } from '@keyplan/domain';
import { textNow, useText } from '../../i18n/use-text.ts';
import { uiText, type UiTranslate } from './ui-text.ts';

/** How a send state reads on a chip, in the language on show ('Waiting to send', 'Sent to SAP'…). */
export function sendStateLabel(state: SendStateName, t: UiTranslate = textNow(uiText)): string {
  return t(`send.${state}`);
}

/**
 * How each send state reads on a chip, in English.
 * @deprecated The screens show sendStateLabel(state), in the reader's language.
 */
export const SEND_STATE_LABELS = {
  pending: 'Waiting to send',
  sending: 'Sending to SAP',
  sent: 'Sent to SAP',
  failed: 'Send failed',
} as const satisfies Record<SendStateName, string>;

/** SAP's words for a failed send: its message, then its code. */
export function sendErrorText(sendState: SendState, t: UiTranslate = textNow(uiText)): string | null {
  if (sendState?.state !== 'failed') return null;
  return sendState.error
    ? t('sapError', { message: sendState.error.message, code: sendState.error.code })
    : t('sapNoAnswer');
}

/**
 * Where a system's messages to SAP stand, beside its status: waiting, sending, sent, or failed
 * with SAP's message under the chip (`withMessage`), so that a failed send never reads "Submitted"
 * alone. Nothing before the system was submitted.
 */
export function SendStateChip({ sendState, withMessage = false }: { sendState: SendState; withMessage?: boolean }) {
  const t = useText(uiText);
  if (!sendState) return null;
  const { state } = sendState;
  const error = sendErrorText(sendState, t);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
      <Chip
        size="small"
        label={sendStateLabel(state, t)}
        // Dark colours only: the light 'info' blue on white fails WCAG contrast for the chip's small text.
        color={state === 'failed' ? 'error' : state === 'sent' ? 'success' : 'primary'}
        variant={state === 'failed' ? 'filled' : 'outlined'}
        icon={state === 'pending' || state === 'sending' ? <CircularProgress size={12} aria-hidden /> : undefined}
        title={error ?? undefined}
      />
      {withMessage && error && (
        <Typography variant="caption" color="error" sx={{ overflowWrap: 'anywhere', maxWidth: 320 }}>
          {error}
        </Typography>
      )}
    </Stack>
  );
}

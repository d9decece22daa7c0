import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SEND_STATES, type SendState, type SendStateName } from '@keyplan/domain';
import { textNow, useText } from '../../i18n/use-text.ts';
import { sendStateText, systemStatusText, type SystemStatusTranslate } from './system-status/system-status-text.ts';

/** How each send state reads on a chip, in the language on show when read. */
export const SEND_STATE_LABELS = Object.defineProperties(
  {},
  Object.fromEntries(SEND_STATES.map((state) => [state, { enumerable: true, get: () => sendStateText(state) }])),
) as Readonly<Record<SendStateName, string>>;

/** SAP's words for a failed send: its message, then its code. */
export function sendErrorText(
  sendState: SendState,
  t: SystemStatusTranslate = textNow(systemStatusText),
): string | null {
  if (sendState?.state !== 'failed') return null;
  return sendState.error ? t('send.error', { ...sendState.error }) : t('send.noAnswer');
}

/**
 * Where a system's messages to SAP stand, beside its status: waiting, sending, sent, or failed
 * with SAP's message under the chip (`withMessage`), so that a failed send never reads "Submitted"
 * alone. Nothing before the system was submitted.
 */
export function SendStateChip({ sendState, withMessage = false }: { sendState: SendState; withMessage?: boolean }) {
  const t = useText(systemStatusText);
  if (!sendState) return null;
  const { state } = sendState;
  const error = sendErrorText(sendState, t);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
      <Chip
        size="small"
        label={sendStateText(state, t)}
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

import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { SendState, StatusLabel } from '@keyplan/domain';
import { useText } from '../../i18n/use-text.ts';
import { SendStateChip } from './send-state.tsx';
import { uiText } from './ui-text.ts';

/** Colours with at least 4.5:1 contrast for the chip's small text. */
const LOOKS: Record<StatusLabel, Pick<ChipProps, 'color' | 'variant'>> = {
  Draft: { color: 'default', variant: 'filled' },
  Submitted: { color: 'primary', variant: 'filled' },
  QuoteSubmitted: { color: 'primary', variant: 'outlined' },
  Completed: { color: 'success', variant: 'filled' },
  Canceled: { color: 'default', variant: 'outlined' },
  Deleted: { color: 'default', variant: 'outlined' },
};

interface SystemStatusChipProps {
  label: StatusLabel;
  /** Where its messages to SAP stand, shown beside the status once it was submitted. */
  sendState?: SendState | undefined;
  /** Show SAP's message of a failed send under the chips. */
  withMessage?: boolean;
}

/** A system's status as SPEC §4 shows it (Created, Started and Ready read 'Draft'), with its send state. */
export function SystemStatusChip({ label, sendState, withMessage = false }: SystemStatusChipProps) {
  const t = useText(uiText);
  const status = <Chip size="small" label={t(`status.${label}`)} {...LOOKS[label]} />;
  if (!sendState) return status;
  return (
    <Stack direction="row" spacing={0.75} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
      {status}
      <SendStateChip sendState={sendState} withMessage={withMessage} />
    </Stack>
  );
}

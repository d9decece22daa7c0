import Chip, { type ChipProps } from '@mui/material/Chip';
import type { StatusLabel } from '@keyplan/domain';

/** Colours with at least 4.5:1 contrast for the chip's small text. */
const LOOKS: Record<StatusLabel, Pick<ChipProps, 'color' | 'variant'>> = {
  Draft: { color: 'default', variant: 'filled' },
  Submitted: { color: 'primary', variant: 'filled' },
  QuoteSubmitted: { color: 'primary', variant: 'outlined' },
  Completed: { color: 'success', variant: 'filled' },
  Canceled: { color: 'default', variant: 'outlined' },
  Deleted: { color: 'default', variant: 'outlined' },
};

/** A system's status as SPEC §4 shows it: Created, Started and Ready read 'Draft'. */
export function SystemStatusChip({ label }: { label: StatusLabel }) {
  return <Chip size="small" label={label} {...LOOKS[label]} />;
}

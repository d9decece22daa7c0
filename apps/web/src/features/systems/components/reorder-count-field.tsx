import TextField from '@mui/material/TextField';
import { countProblem, parseWholeNumber } from '../../../lib/whole-number.ts';

/**
 * A count typed on the reorder screen as the request takes it: 0 when the field is empty (nothing
 * of it ordered), the whole number typed, or NaN for anything else ('1e2', '1.5', '-2'), which the
 * field refuses and the server would too: the editor's rule (parseWholeNumber), not Number().
 */
export function reorderCount(text: string): number {
  if (text.trim() === '') return 0;
  return parseWholeNumber(text) ?? Number.NaN;
}

/** Why a typed count cannot be ordered, or null; an empty field means none when `min` is 0. */
export function reorderCountProblem(text: string, min: number, max: number): string | null {
  if (text.trim() === '' && min === 0) return null;
  return countProblem(text, { min, max });
}

/**
 * One count of the reorder screen (locks, keys, sets): a text field with the editor's whole-number
 * rule, so '1e2' is refused and said at the field rather than read as 100 (as type="number" did).
 */
export function ReorderCountField(props: {
  label: string;
  /** The accessible name when the short visible label needs its context (e.g. 'Locks to add to PUMPS'). */
  name?: string;
  value: string;
  onChange: (value: string) => void;
  min?: number;
  max: number;
  disabled?: boolean;
}) {
  const { label, name, value, onChange, min = 0, max, disabled } = props;
  const problem = reorderCountProblem(value, min, max);
  return (
    <TextField
      label={label}
      size="small"
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      error={problem !== null}
      helperText={problem ?? undefined}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', ...(name ? { 'aria-label': name } : {}) } }}
      sx={{ width: 130 }}
    />
  );
}

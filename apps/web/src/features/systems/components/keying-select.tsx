import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface KeyingSelectProps {
  value: 'KD' | 'KA';
  onChange: (value: 'KD' | 'KA') => void;
  /** The select's accessible name, saying which row it keys ('Keying (new lock set 2)'). */
  ariaLabel: string;
}

/** Keyed different or keyed alike, for a lock set being added on Reorder Locks. */
export function KeyingSelect({ value, onChange, ariaLabel }: KeyingSelectProps) {
  return (
    <TextField
      select
      size="small"
      label="Keying"
      value={value}
      onChange={(event) => onChange(event.target.value as 'KD' | 'KA')}
      slotProps={{ select: { SelectDisplayProps: { 'aria-labelledby': undefined, 'aria-label': ariaLabel } } }}
      sx={{ width: 170 }}
    >
      <MenuItem value="KD">Keyed different</MenuItem>
      <MenuItem value="KA">Keyed alike</MenuItem>
    </TextField>
  );
}

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useText } from '../../../i18n/use-text.ts';
import { systemsText } from '../systems-text.ts';

interface KeyingSelectProps {
  value: 'KD' | 'KA';
  onChange: (value: 'KD' | 'KA') => void;
  /** The select's accessible name, saying which row it keys ('Keying (new lock set 2)'). */
  ariaLabel: string;
}

/** Keyed different or keyed alike, for a lock set being added on Reorder Locks. */
export function KeyingSelect({ value, onChange, ariaLabel }: KeyingSelectProps) {
  const t = useText(systemsText);
  return (
    <TextField
      select
      size="small"
      label={t('keying.label')}
      value={value}
      onChange={(event) => onChange(event.target.value as 'KD' | 'KA')}
      slotProps={{ select: { SelectDisplayProps: { 'aria-labelledby': undefined, 'aria-label': ariaLabel } } }}
      sx={{ width: 170 }}
    >
      <MenuItem value="KD">{t('keying.KD')}</MenuItem>
      <MenuItem value="KA">{t('keying.KA')}</MenuItem>
    </TextField>
  );
}

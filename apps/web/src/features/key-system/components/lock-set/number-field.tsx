import { memo, useState, type ChangeEvent } from 'react';
import TextField from '@mui/material/TextField';
import { useReportUnusableInput } from '../../editor/unusable-input.ts';
import { useText } from '../../../../i18n/use-text.ts';
import { libText } from '../../../../lib/lib-text.ts';
import { countProblem, parseWholeNumber } from '../../../../lib/whole-number.ts';
import { keySystemText } from '../../key-system-text.ts';

export interface NumberFieldProps {
  id: string;
  label: string;
  /** The count in the draft: always a whole number within the limit. */
  value: number;
  limit: { readonly min: number; readonly max: number };
  /** Called with whole numbers within the limit only; anything else stays in the field with a message. */
  onValue: (value: number) => void;
  /** A rule the draft breaks here (from validation), shown when the typed text itself is fine. */
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * A whole-number count. What the person types stays in the field even when it is not a usable
 * count ('', '1.5', '600'): the field says why, and the draft keeps its last good number, so a
 * NaN or an out-of-range count never reaches the tree and no keystroke is lost.
 */
export const NumberField = memo(function NumberField({
  id,
  label,
  value,
  limit,
  onValue,
  error,
  disabled = false,
}: NumberFieldProps) {
  const t = useText(keySystemText);
  const words = useText(libText);
  const [text, setText] = useState(() => String(value));
  const [shown, setShown] = useState(value);
  // The draft changed from elsewhere (another field, a reload): show its number.
  if (shown !== value) {
    setShown(value);
    if (parseWholeNumber(text) !== value) setText(String(value));
  }
  const typedProblem = countProblem(text, limit, words);
  const problem = typedProblem ?? error;
  useReportUnusableInput(id, typedProblem !== null);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setText(next);
    const number = parseWholeNumber(next);
    if (number !== null && number >= limit.min && number <= limit.max && number !== value) onValue(number);
  };

  return (
    <TextField
      id={id}
      label={label}
      value={text}
      onChange={handleChange}
      required
      disabled={disabled}
      error={problem !== undefined}
      helperText={problem ?? t('form.range', limit)}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      sx={{ width: { xs: '100%', sm: 180 } }}
    />
  );
});

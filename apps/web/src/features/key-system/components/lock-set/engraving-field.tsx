import { engravingRefusedMessage, filterEngraving } from '@keyplan/domain';
import { memo, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export interface EngravingFieldProps {
  /** The lock set field, e.g. frontText1 or keyText. */
  field: string;
  id: string;
  label: string;
  value: string;
  /** Characters a line holds in the chosen font. */
  maxChars: number;
  error?: string | undefined;
  disabled?: boolean;
  onText: (field: string, value: string) => void;
}

/**
 * One engraving line (DESIGN §3 "Engraving"): uppercased as typed; characters that cannot be
 * engraved are refused (never inserted) with a message naming them; the font's line length is
 * the input's maxLength, with a counter. Text longer than a newly chosen smaller font allows is
 * kept and flagged, not cut.
 */
export const EngravingField = memo(function EngravingField({
  field,
  id,
  label,
  value,
  maxChars,
  error,
  disabled = false,
  onText,
}: EngravingFieldProps) {
  const [refused, setRefused] = useState<string | null>(null);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const { value: next, refused: bad } = filterEngraving(input.value);
    setRefused(bad.length > 0 ? engravingRefusedMessage(bad) : null);
    if (input.value !== next) {
      // Write the cleaned text into the input now, keeping the caret where the person typed;
      // React then finds the value it expects and leaves the caret alone.
      const caret = filterEngraving(input.value.slice(0, input.selectionStart ?? input.value.length)).value.length;
      input.value = next;
      input.setSelectionRange(caret, caret);
    }
    if (next !== value) onText(field, next);
  };

  const message = refused ?? error;
  const over = value.length > maxChars;
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      onChange={handleChange}
      disabled={disabled}
      error={message !== undefined || over}
      helperText={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <span>{message ?? ''}</span>
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {value.length}/{maxChars}
          </Box>
        </Box>
      }
      slotProps={{ htmlInput: { maxLength: maxChars, autoComplete: 'off', spellCheck: false } }}
      fullWidth
    />
  );
});

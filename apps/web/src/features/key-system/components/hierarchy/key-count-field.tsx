import TextField from '@mui/material/TextField';
import { updateKeyNode } from '@keyplan/domain';
import { useState } from 'react';
import { useText } from '../../../../i18n/use-text.ts';
import { editDraft } from '../../editor/draft-store.ts';
import { keySystemText } from '../../key-system-text.ts';

interface KeyCountFieldProps {
  nodeId: string;
  label: string;
  value: number;
  limit: { min: number; max: number };
  hint: string;
}

/**
 * The number of keys of the grand master key or a master key. A valid number goes into the draft
 * at once (the price follows); anything else stays in the field with its message.
 * Mount it with key={nodeId}.
 */
export function KeyCountField({ nodeId, label, value, limit, hint }: KeyCountFieldProps) {
  // Null while the field shows the draft's value; the typed text while it is not a valid count.
  const [invalidText, setInvalidText] = useState<string | null>(null);
  const t = useText(keySystemText);
  const message = t('detail.keyCountInvalid', { label, min: limit.min, max: limit.max });

  const handleChange = (text: string) => {
    const count = Number(text);
    if (text.trim() !== '' && Number.isInteger(count) && count >= limit.min && count <= limit.max) {
      setInvalidText(null);
      editDraft((tree) => updateKeyNode(tree, nodeId, { numberOfKeys: count }));
    } else {
      setInvalidText(text);
    }
  };

  return (
    <TextField
      type="number"
      label={label}
      value={invalidText ?? String(value)}
      onChange={(event) => handleChange(event.target.value)}
      error={invalidText !== null}
      helperText={invalidText !== null ? message : hint}
      required
      size="small"
      sx={{ maxWidth: 280 }}
      slotProps={{ htmlInput: { min: limit.min, max: limit.max, step: 1, inputMode: 'numeric' } }}
    />
  );
}

import { filterEngraving, type ENGRAVING_FIELDS } from '@keyplan/domain';
import { createContext, memo, useContext, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { textNow, useText } from '../../i18n/use-text.ts';
import { uiText, type UiTranslate } from './ui-text.ts';

/**
 * The faces of a lock as the forms name them (/set and a reorder's new lock sets), in English.
 * @deprecated The screens show engravingFaceTitle(face), in the reader's language.
 */
export const ENGRAVING_FACE_TITLES = { front: 'Front', back: 'Back', left: 'Left side', right: 'Right side' } as const;
export type LockFace = keyof typeof ENGRAVING_FIELDS;

/** A face of a lock as the forms name it ('Front', 'Left side'), in the language on show. */
export const engravingFaceTitle = (face: LockFace, t: UiTranslate = textNow(uiText)) => t(`face.${face}`);

/** "frontText2" → "Front line 2", in the language on show. */
export const engravingLineLabel = (face: LockFace, index: number, t: UiTranslate = textNow(uiText)) =>
  t('engravingLine', { face: engravingFaceTitle(face, t), number: index + 1 });

export interface EngravingFieldProps {
  /** The lock set field, e.g. frontText1 or keyText. */
  field: string;
  id: string;
  label: string;
  /** The accessible name when the visible label needs its context (e.g. 'Front line 1 (new lock set 2)'). */
  name?: string;
  value: string;
  /** Characters a line holds in the chosen font. */
  maxChars: number;
  error?: string | undefined;
  disabled?: boolean;
  onText: (field: string, value: string) => void;
}

/**
 * What a screen's fields were last saved as, by any value that changes with each save (an order's
 * version, a saved tree): a field forgets what it refused once the text it kept is saved.
 */
export const EngravingSaved = createContext<unknown>(null);

/** What the typing since the last save left out: every refused character, the latest overflow. */
interface LeftOut {
  characters: string[];
  overflow: { maxChars: number; text: string } | null;
  /** Left out by the latest change (an error); an older one is a note. */
  fresh: boolean;
}

/**
 * What the typing left out, in words: the domain's engravingRefusedMessage (its English word for
 * word, domain-texts.test.ts), then what a full line left out.
 */
function leftOutMessage(t: UiTranslate, { characters, overflow }: LeftOut): string {
  return [
    ...(characters.length > 0
      ? [t('engravingRefused', { characters: characters.map((character) => `'${character}'`).join(', ') })]
      : []),
    ...(overflow ? [t('lineFull', { max: overflow.maxChars, leftOut: overflow.text })] : []),
  ].join(' ');
}

/**
 * One engraving line (DESIGN §3 "Engraving"): uppercased as typed; characters that cannot be
 * engraved are refused (never inserted) and text beyond the font's line length is left out, each
 * with a message at the field saying what was left out — every refused character, kept while typing
 * goes on (an error for the keystroke that was refused, a note after) until the line is emptied or
 * its text is saved (`EngravingSaved`): nothing changes silently. A counter shows the length. Text
 * longer than a newly chosen smaller font allows is kept and flagged, not cut.
 */
export const EngravingField = memo(function EngravingField({
  field,
  id,
  label,
  name,
  value,
  maxChars,
  error,
  disabled = false,
  onText,
}: EngravingFieldProps) {
  const t = useText(uiText);
  // What was left out stays said while the person goes on typing ("ask@x" → "ASKX" names the '@').
  const [leftOut, setLeftOut] = useState<LeftOut | null>(null);
  // What was left out is news about that text only: another font or a save starts afresh.
  const saved = useContext(EngravingSaved);
  const [leftOutFor, setLeftOutFor] = useState({ maxChars, saved });
  if (leftOutFor.maxChars !== maxChars || leftOutFor.saved !== saved) {
    setLeftOutFor({ maxChars, saved });
    setLeftOut(null);
  }

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const { value: engravable, refused: bad } = filterEngraving(input.value);
    // Only a line that grows is cut: one already too long for a newly chosen font is kept and flagged.
    const cut = engravable.length > maxChars && engravable.length > value.length;
    const next = cut ? engravable.slice(0, Math.max(maxChars, value.length)) : engravable;
    if (bad.length > 0 || cut) {
      const earlier = leftOut?.characters ?? [];
      setLeftOut({
        characters: [...earlier, ...bad.filter((character) => !earlier.includes(character))],
        overflow: cut ? { maxChars, text: engravable.slice(next.length) } : (leftOut?.overflow ?? null),
        fresh: true,
      });
    } else if (next === '') setLeftOut(null);
    else if (leftOut?.fresh) setLeftOut({ ...leftOut, fresh: false });
    if (input.value !== next) {
      // Write the cleaned text into the input now, keeping the caret where the person typed;
      // React then finds the value it expects and leaves the caret alone.
      const typed = filterEngraving(input.value.slice(0, input.selectionStart ?? input.value.length)).value.length;
      const caret = Math.min(typed, next.length);
      input.value = next;
      input.setSelectionRange(caret, caret);
    }
    if (next !== value) onText(field, next);
  };

  const said = leftOut ? leftOutMessage(t, leftOut) : undefined;
  const message = (leftOut?.fresh ? said : undefined) ?? error ?? said;
  const over = value.length > maxChars;
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      onChange={handleChange}
      disabled={disabled}
      error={error !== undefined || leftOut?.fresh === true || over}
      helperText={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <span>{message ?? ''}</span>
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {t('charCount', { length: value.length, max: maxChars })}
          </Box>
        </Box>
      }
      // No maxLength: the browser would cut a paste without a word; the change handler cuts and says so.
      slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false, ...(name ? { 'aria-label': name } : {}) } }}
      fullWidth
    />
  );
});

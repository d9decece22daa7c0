import { memo, useMemo, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  allowedWithBodyMaterial,
  ENGRAVING_FIELDS,
  LOCK_ENGRAVING_FIELDS,
  maxEngravingChars,
  type EngravingFace,
  type LockSet,
} from '@keyplan/domain';
import type { LockSetErrors } from './lock-set-rules.ts';
import {
  EngravingField,
  EngravingSaved,
  engravingFaceTitle,
  engravingLineLabel,
  type LockFace,
} from '../../../../components/ui/engraving-field.tsx';
import { useText } from '../../../../i18n/use-text.ts';
import { libText } from '../../../../lib/lib-text.ts';
import { ruleText } from '../../../../lib/rules/rule-text.ts';
import { keySystemText } from '../../key-system-text.ts';
import { useDraft } from '../../editor/draft-store.ts';
import { FormSection } from '../../../../components/ui/form-section.tsx';
import { sameSectionProps, type SectionProps } from './section-props.ts';

interface FaceLinesProps {
  face: LockFace;
  lockSet: LockSet;
  errors: LockSetErrors;
  maxChars: number;
  disabled: boolean;
  onText: (field: string, value: string) => void;
}

/** A face's heading: a keystroke in its lines leaves it alone. */
const FaceHeading = memo(function FaceHeading({ face }: { face: LockFace }) {
  const t = useText(libText);
  return (
    <Typography id={`lock-set-${face}-lines`} component="h4" variant="subtitle2" sx={{ mb: 1 }}>
      {engravingFaceTitle(face, t)}
    </Typography>
  );
});

/** The lines of one face; re-renders only when one of them (or its message) changes. */
const FaceLines = memo(
  function FaceLines({ face, lockSet, errors, maxChars, disabled, onText }: FaceLinesProps) {
    const t = useText(libText);
    return (
      <Box role="group" aria-labelledby={`lock-set-${face}-lines`}>
        <FaceHeading face={face} />
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(200px, 1fr))' },
            gap: 2,
          }}
        >
          {ENGRAVING_FIELDS[face].map((field, index) => (
            <EngravingField
              key={field}
              field={field}
              id={`lock-set-${field}`}
              label={engravingLineLabel(face, index, t)}
              value={lockSet[field]}
              maxChars={maxChars}
              error={errors[field]}
              disabled={disabled}
              onText={onText}
            />
          ))}
        </Box>
      </Box>
    );
  },
  (before, after) =>
    before.face === after.face &&
    before.maxChars === after.maxChars &&
    before.disabled === after.disabled &&
    before.onText === after.onText &&
    ENGRAVING_FIELDS[after.face].every(
      (field) => before.lockSet[field] === after.lockSet[field] && before.errors[field] === after.errors[field],
    ),
);

/** Engraving switches and the font size: re-render only when one of them changes. */
const EngravingOptions = memo(
  function EngravingOptions({ lockSet, errors, lookups, disabled, onEdit }: SectionProps) {
    const t = useText(keySystemText);
    const rules = useText(ruleText);
    const fonts = useMemo(
      () => allowedWithBodyMaterial(lookups, lockSet.bodyMaterialID).fonts,
      [lookups, lockSet.bodyMaterialID],
    );
    const handlers = useMemo(
      () => ({
        engravedLock: (event: ChangeEvent<HTMLInputElement>) => {
          const engravedLock = event.target.checked;
          onEdit((current) => ({ ...current, engravedLock }));
        },
        engravedKey: (event: ChangeEvent<HTMLInputElement>) => {
          const engravedKey = event.target.checked;
          onEdit((current) => ({ ...current, engravedKey }));
        },
        font: (event: ChangeEvent<HTMLInputElement>) => {
          const fontSize = event.target.value || null;
          onEdit((current) => ({ ...current, fontSize }));
        },
      }),
      [onEdit],
    );
    const engraves = lockSet.engravedLock || lockSet.engravedKey;
    const fontKnown = fonts.some((font) => font.id === lockSet.fontSize);
    return (
      <>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 3 }}>
          <FormControlLabel
            control={<Switch checked={lockSet.engravedLock} onChange={handlers.engravedLock} disabled={disabled} />}
            label={t('engraving.lock')}
          />
          <FormControlLabel
            control={<Switch checked={lockSet.engravedKey} onChange={handlers.engravedKey} disabled={disabled} />}
            label={t('engraving.key')}
          />
        </Stack>
        {engraves && (
          <>
            <TextField
              select
              id="lock-set-font"
              label={t('engraving.fontSize')}
              value={lockSet.fontSize ?? ''}
              onChange={handlers.font}
              required
              disabled={disabled}
              error={errors.fontSize !== undefined}
              helperText={errors.fontSize ?? t('engraving.fontSizeHint')}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ maxWidth: { sm: 320 } }}
            >
              {!fontKnown && (
                <option value={lockSet.fontSize ?? ''} disabled>
                  {t('engraving.chooseFontSize')}
                </option>
              )}
              {fonts.map((font) => (
                <option key={font.id} value={font.id}>
                  {font.name}
                </option>
              ))}
            </TextField>
            <Typography variant="body2" color="text.secondary">
              {t('engraving.capitals', { allowed: rules('engraving.allowed') })}
            </Typography>
          </>
        )}
      </>
    );
  },
  sameSectionProps(['engravedLock', 'engravedKey', 'fontSize', 'bodyMaterialID']),
);

/**
 * Engraving (DESIGN §3 "Engraving"): lock and key switches, the font size (only those the body
 * allows; required when engraving), the lines of each face while the lock is engraved, and the
 * key text while the key is. A keystroke re-renders the face it is on, nothing else.
 */
export const EngravingSection = memo(
  function EngravingSection(props: SectionProps) {
    const { lockSet, errors, lookups, disabled, onEdit } = props;
    const t = useText(keySystemText);
    const words = useText(libText);
    const onText = useMemo(
      () => (field: string, value: string) => onEdit((current) => ({ ...current, [field]: value })),
      [onEdit],
    );
    const max = (face: EngravingFace) => maxEngravingChars(lookups, lockSet.bodyMaterialID, lockSet.fontSize, face);
    // Saved (Save or Ctrl+S): what a line refused before is old news (issue 47).
    const saved = useDraft((draft) => draft?.saved);
    return (
      <EngravingSaved value={saved}>
        <FormSection title={t('engraving.title')} headingLevel="h3" spacing={2.5}>
          <EngravingOptions {...props} />
          {lockSet.engravedLock &&
            (Object.keys(ENGRAVING_FIELDS) as LockFace[]).map((face) => (
              <FaceLines
                key={face}
                face={face}
                lockSet={lockSet}
                errors={errors}
                maxChars={max(face)}
                disabled={disabled}
                onText={onText}
              />
            ))}
          {lockSet.engravedKey && (
            <Box sx={{ maxWidth: { sm: 320 } }}>
              <EngravingField
                field="keyText"
                id="lock-set-keyText"
                label={words('engraving.keyText')}
                value={lockSet.keyText}
                maxChars={max('key')}
                error={errors.keyText}
                disabled={disabled}
                onText={onText}
              />
            </Box>
          )}
        </FormSection>
      </EngravingSaved>
    );
  },
  sameSectionProps(['engravedLock', 'engravedKey', 'fontSize', 'bodyMaterialID', 'keyText', ...LOCK_ENGRAVING_FIELDS]),
);

import { allowedWithBodyMaterial, bodyMaterialsOf } from '@keyplan/domain';
import { memo, useMemo, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { changeBodyMaterial } from './lock-set-rules.ts';
import { ColorSwatches } from './color-swatches.tsx';
import { FormSection } from '../../../../components/ui/form-section.tsx';
import { useText } from '../../../../i18n/use-text.ts';
import { ruleMessage, ruleText } from '../../../../lib/rules/rule-text.ts';
import { keySystemText } from '../../key-system-text.ts';
import { sameSectionProps, type SectionProps } from './section-props.ts';

const NATIVE_SELECT = { select: { native: true }, inputLabel: { shrink: true } } as const;

/**
 * Body material (only those of the system's key code bucket), then the shackle and color that
 * body allows (DESIGN §3 "Materials"). A new body that does not allow the current choices picks
 * its first allowed ones and says so.
 */
export const MaterialsSection = memo(
  function MaterialsSection({
    lockSet,
    errors,
    lookups,
    disabled,
    onEdit,
    bucketType,
  }: SectionProps & { bucketType: string | null }) {
    const t = useText(keySystemText);
    const rules = useText(ruleText);
    const [note, setNote] = useState<string | null>(null);
    const bodies = useMemo(() => {
      const ofBucket = bodyMaterialsOf(lookups, bucketType);
      // A body outside the bucket (older data) stays visible, so the select shows the truth and its error.
      const current = lookups.lockMaterials.find((material) => material.id === lockSet.bodyMaterialID);
      return current && !ofBucket.includes(current) ? [...ofBucket, current] : ofBucket;
    }, [lookups, bucketType, lockSet.bodyMaterialID]);
    const allowed = useMemo(
      () => allowedWithBodyMaterial(lookups, lockSet.bodyMaterialID),
      [lookups, lockSet.bodyMaterialID],
    );
    const body = bodies.find((material) => material.id === lockSet.bodyMaterialID);
    const shackle = lookups.shackleTypes.find((item) => item.id === lockSet.shackleMaterialID);

    const handleBody = (event: ChangeEvent<HTMLInputElement>) => {
      const bodyMaterialID = event.target.value;
      const { changes } = changeBodyMaterial(lockSet, bodyMaterialID, lookups);
      const name = lookups.lockMaterials.find((material) => material.id === bodyMaterialID)?.name ?? bodyMaterialID;
      const said = changes.map((change) => ruleMessage(change, rules)).join('; ');
      setNote(changes.length > 0 ? t('materials.changed', { name, changes: said }) : null);
      onEdit((current) => changeBodyMaterial(current, bodyMaterialID, lookups).lockSet);
    };
    const handleShackle = (event: ChangeEvent<HTMLInputElement>) => {
      const shackleMaterialID = event.target.value;
      onEdit((current) => ({ ...current, shackleMaterialID }));
    };
    const handleColor = useMemo(() => (colorID: string) => onEdit((current) => ({ ...current, colorID })), [onEdit]);

    return (
      <FormSection title={t('materials.title')} headingLevel="h3" spacing={2.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            id="lock-set-body"
            label={t('materials.body')}
            value={lockSet.bodyMaterialID}
            onChange={handleBody}
            required
            disabled={disabled}
            error={errors.bodyMaterialID !== undefined}
            helperText={errors.bodyMaterialID ?? body?.description}
            slotProps={NATIVE_SELECT}
            sx={{ flex: 1 }}
          >
            {bodies.map((material) => (
              <option key={material.id} value={material.id}>
                {material.name}
              </option>
            ))}
          </TextField>
          <TextField
            select
            id="lock-set-shackle"
            label={t('materials.shackle')}
            value={lockSet.shackleMaterialID}
            onChange={handleShackle}
            required
            disabled={disabled}
            error={errors.shackleMaterialID !== undefined}
            helperText={
              errors.shackleMaterialID ??
              (shackle ? (shackle.conductive ? t('materials.conductive') : t('materials.nonConductive')) : undefined)
            }
            slotProps={NATIVE_SELECT}
            sx={{ flex: 1 }}
          >
            {!allowed.shackles.some((item) => item.id === lockSet.shackleMaterialID) && (
              <option value={lockSet.shackleMaterialID} disabled>
                {shackle?.name ?? t('materials.chooseShackle')}
              </option>
            )}
            {allowed.shackles.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </TextField>
        </Stack>
        {note && (
          <Alert severity="info" role="status" onClose={() => setNote(null)}>
            {note}
          </Alert>
        )}
        <ColorSwatches
          name="lock-set-color"
          colors={allowed.colors}
          value={lockSet.colorID}
          onChange={handleColor}
          error={errors.colorID}
          disabled={disabled}
        />
      </FormSection>
    );
  },
  sameSectionProps(['bodyMaterialID', 'shackleMaterialID', 'colorID', 'fontSize', 'logoFront', 'logoBack']),
);

import { memo, type ChangeEvent } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LIMITS, deriveSku } from '@keyplan/domain';
import { FormSection } from '../../../../components/ui/form-section.tsx';
import { useText } from '../../../../i18n/use-text.ts';
import { keySystemText } from '../../key-system-text.ts';
import { sameSectionProps, type SectionProps } from './section-props.ts';

/** Name (unique in the system), the SKU derived from the choices, and whether the set is charted. */
export const GeneralSection = memo(
  function GeneralSection({ lockSet, errors, disabled, onEdit }: SectionProps) {
    const t = useText(keySystemText);
    const handleName = (event: ChangeEvent<HTMLInputElement>) => {
      const lockSetName = event.target.value;
      onEdit((current) => ({ ...current, lockSetName }));
    };
    return (
      <FormSection title={t('form.lockSet')} headingLevel="h3" spacing={2.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            id="lock-set-name"
            label={t('form.name')}
            value={lockSet.lockSetName}
            onChange={handleName}
            required
            disabled={disabled}
            error={errors.lockSetName !== undefined}
            helperText={errors.lockSetName ?? t('form.nameHint', { max: LIMITS.nodeNameLength })}
            slotProps={{ htmlInput: { maxLength: LIMITS.nodeNameLength, autoComplete: 'off' } }}
            sx={{ flex: 2 }}
          />
          <TextField
            id="lock-set-sku"
            label={t('form.sku')}
            value={deriveSku(lockSet)}
            helperText={t('form.skuHint')}
            slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
            sx={{ flex: 1 }}
          />
        </Stack>
        <FormControlLabel control={<Checkbox checked={lockSet.charted} disabled />} label={t('form.charted')} />
      </FormSection>
    );
  },
  sameSectionProps([
    'lockSetName',
    'bodyMaterialID',
    'shackleMaterialID',
    'colorID',
    'keyOption',
    'engravedLock',
    'charted',
  ]),
);

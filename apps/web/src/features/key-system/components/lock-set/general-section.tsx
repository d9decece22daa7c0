import { memo, type ChangeEvent } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LIMITS, deriveSku } from '@keyplan/domain';
import { FormSection } from '../../../../components/ui/form-section.tsx';
import { sameSectionProps, type SectionProps } from './section-props.ts';

/** Name (unique in the system), the SKU derived from the choices, and whether the set is charted. */
export const GeneralSection = memo(
  function GeneralSection({ lockSet, errors, disabled, onEdit }: SectionProps) {
    const handleName = (event: ChangeEvent<HTMLInputElement>) => {
      const lockSetName = event.target.value;
      onEdit((current) => ({ ...current, lockSetName }));
    };
    return (
      <FormSection title="Lock set" headingLevel="h3" spacing={2.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            id="lock-set-name"
            label="Name"
            value={lockSet.lockSetName}
            onChange={handleName}
            required
            disabled={disabled}
            error={errors.lockSetName !== undefined}
            helperText={errors.lockSetName ?? `Up to ${LIMITS.nodeNameLength} characters, unique in the system`}
            slotProps={{ htmlInput: { maxLength: LIMITS.nodeNameLength, autoComplete: 'off' } }}
            sx={{ flex: 2 }}
          />
          <TextField
            id="lock-set-sku"
            label="SKU"
            value={deriveSku(lockSet)}
            helperText="Follows from the choices below"
            slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
            sx={{ flex: 1 }}
          />
        </Stack>
        <FormControlLabel
          control={<Checkbox checked={lockSet.charted} disabled />}
          label="Charted: key codes come from the customer's imported key chart"
        />
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

import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { LIMITS } from '@keyplan/domain';
import { useText } from '../../../i18n/use-text.ts';
import { addCustomerText } from '../add-customer-text.ts';
import {
  contactPath,
  fieldLabel,
  fieldId,
  type ContactField,
  type ContactValues,
  type FieldPath,
} from '../customer-form.ts';
import { FIELD_GRID } from '../../../components/ui/form-section.tsx';

const MAX_LENGTH: Record<ContactField, number> = {
  firstName: LIMITS.personNameLength,
  lastName: LIMITS.personNameLength,
  email: LIMITS.emailLength,
  phone: LIMITS.phoneLength,
};

const INPUT_TYPE: Partial<Record<ContactField, { type: string; autoComplete: string }>> = {
  email: { type: 'email', autoComplete: 'off' },
  phone: { type: 'tel', autoComplete: 'off' },
};

interface ContactFieldsProps {
  index: number;
  contact: ContactValues;
  errorOf: (path: FieldPath) => string | undefined;
  onChange: (index: number, field: ContactField, value: string) => void;
  onBlur: (path: FieldPath) => void;
  onRemove?: (index: number) => void;
}

/** One contact of the customer, as a group named 'Contact {n}'; the phone is optional. */
export function ContactFields({ index, contact, errorOf, onChange, onBlur, onRemove }: ContactFieldsProps) {
  const t = useText(addCustomerText);
  const number = index + 1;
  const field = (name: ContactField) => {
    const path = contactPath(index, name);
    const error = errorOf(path);
    return (
      <TextField
        id={fieldId(path)}
        name={path}
        label={fieldLabel(t, name)}
        required={name !== 'phone'}
        value={contact[name]}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(index, name, event.target.value)}
        onBlur={() => onBlur(path)}
        error={error !== undefined}
        helperText={error ?? (name === 'phone' ? t('optional') : undefined)}
        type={INPUT_TYPE[name]?.type}
        fullWidth
        slotProps={{ htmlInput: { maxLength: MAX_LENGTH[name], autoComplete: INPUT_TYPE[name]?.autoComplete } }}
      />
    );
  };

  const headingId = `${fieldId(contactPath(index, 'firstName'))}-heading`;
  return (
    <Box role="group" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', minHeight: 36, mb: 1.5 }}>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
          {t('contact', { number })}
        </Typography>
        {onRemove && (
          <Button
            size="small"
            color="inherit"
            startIcon={<DeleteOutlinedIcon />}
            aria-label={t('removeContact', { number })}
            onClick={() => onRemove(index)}
          >
            {t('remove')}
          </Button>
        )}
      </Box>
      <Box sx={FIELD_GRID}>
        {field('firstName')}
        {field('lastName')}
        {field('email')}
        {field('phone')}
      </Box>
    </Box>
  );
}

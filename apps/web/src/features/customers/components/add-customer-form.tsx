import type { ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import SaveIcon from '@mui/icons-material/Save';
import { LIMITS, SAP_NUMBER_LENGTH, type Customer } from '@keyplan/domain';
import { useText } from '../../../i18n/use-text.ts';
import { addCustomerText } from '../add-customer-text.ts';
import { TEXT_FIELD_PATHS, fieldId, fieldLabel, type CustomerTextField } from '../customer-form.ts';
import type { CustomerPrefill } from '../customer-prefill.ts';
import { useCustomerForm } from '../hooks/use-customer-form.ts';
import { ContactFields } from './contact-fields.tsx';
import { FIELD_GRID, FormSection } from '../../../components/ui/form-section.tsx';
import { SalesAreaField } from './sales-area-field.tsx';
import { LanguageField } from './language-field.tsx';
import { useSapCcidLookup } from './sap-ccid-lookup.tsx';

interface TextFieldSpec {
  maxLength: number;
  required?: boolean;
  hint?: 'ccidHint' | 'regionHint' | 'countryHint';
  inputMode?: 'numeric';
  autoComplete?: string;
  /** Columns taken from lg up (of four). */
  span?: number;
  transform?: (value: string) => string;
}

const TEXT_FIELDS: Record<Exclude<CustomerTextField, 'salesArea' | 'language'>, TextFieldSpec> = {
  ccid: {
    maxLength: SAP_NUMBER_LENGTH,
    required: true,
    hint: 'ccidHint',
    inputMode: 'numeric',
  },
  name: { maxLength: LIMITS.customerNameLength, required: true, span: 2, autoComplete: 'organization' },
  street: { maxLength: LIMITS.streetLength, required: true, span: 2, autoComplete: 'address-line1' },
  city: { maxLength: LIMITS.cityLength, required: true, autoComplete: 'address-level2' },
  region: { maxLength: LIMITS.regionLength, hint: 'regionHint', autoComplete: 'address-level1' },
  postalCode: { maxLength: LIMITS.postalCodeLength, required: true, autoComplete: 'postal-code' },
  country: {
    maxLength: LIMITS.countryLength,
    required: true,
    hint: 'countryHint',
    autoComplete: 'country',
    transform: (value) => value.toUpperCase(),
  },
};

interface AddCustomerFormProps {
  prefill?: CustomerPrefill;
  onSaved: (customer: Customer) => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
  /** The ccid looked up in SAP is a Keyplan customer already: choose it instead. */
  onSelectExisting: (ccid: string) => void;
}

/**
 * The Add Customer form: ccid, name, address, sales area and contacts, checked with the domain's
 * schema on leaving a field and on Save; the API's answers (a duplicate ccid, field errors) show
 * at their fields.
 */
export function AddCustomerForm({ prefill, onSaved, onCancel, onDirtyChange, onSelectExisting }: AddCustomerFormProps) {
  const t = useText(addCustomerText);
  const form = useCustomerForm({ prefill, onSaved, onDirtyChange });
  const sap = useSapCcidLookup({ ccid: form.values.ccid, onFound: form.fillFromSap, onSelectExisting });

  const textField = (field: Exclude<CustomerTextField, 'salesArea' | 'language'>) => {
    const spec = TEXT_FIELDS[field];
    const path = TEXT_FIELD_PATHS[field];
    const error = form.errorOf(path);
    return (
      <Box sx={{ gridColumn: { lg: `span ${spec.span ?? 1}` } }}>
        <TextField
          id={fieldId(path)}
          name={path}
          label={fieldLabel(t, path)}
          required={spec.required}
          fullWidth
          value={form.values[field]}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            form.setField(field, spec.transform?.(event.target.value) ?? event.target.value);
            // What SAP said was about the number before.
            if (field === 'ccid') sap.reset();
          }}
          onBlur={() => form.handleBlur(path)}
          error={error !== undefined}
          helperText={error ?? (spec.hint && t(spec.hint))}
          slotProps={{
            htmlInput: {
              maxLength: spec.maxLength,
              inputMode: spec.inputMode,
              autoComplete: spec.autoComplete ?? 'off',
            },
          }}
        />
      </Box>
    );
  };

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label={t('formLabel')} sx={{ maxWidth: 1100 }}>
      <Stack spacing={3}>
        <Typography color="text.secondary" variant="body2">
          {t('requiredNote')}
        </Typography>
        {form.formError && <Alert severity="error">{t('formError', { error: form.formError })}</Alert>}

        <FormSection title={t('customerSection')}>
          <Box sx={FIELD_GRID}>
            {/* Ten digits always show in full: the look-up button moves below the field when both do not fit. */}
            <Box
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', gridColumn: { lg: 'span 1' } }}
            >
              <Box sx={{ flex: '1 0 17ch', minWidth: '17ch' }}>{textField('ccid')}</Box>
              {sap.button}
            </Box>
            {textField('name')}
            <SalesAreaField
              id={fieldId('salesArea')}
              value={form.values.salesArea}
              error={form.errorOf('salesArea')}
              note={form.salesAreaNote}
              onChange={(value) => form.setField('salesArea', value)}
              onBlur={() => form.handleBlur('salesArea')}
            />
            <LanguageField
              id={fieldId('language')}
              value={form.values.language}
              fromSap={form.languageFromSap}
              onChange={form.setLanguage}
            />
          </Box>
          {sap.message && <Box sx={{ mt: 2 }}>{sap.message}</Box>}
        </FormSection>

        <FormSection title={t('addressSection')}>
          <Box sx={FIELD_GRID}>
            {textField('street')}
            {textField('city')}
            {textField('region')}
            {textField('postalCode')}
            {textField('country')}
          </Box>
        </FormSection>

        <FormSection
          title={t('contactsSection')}
          action={
            <Button startIcon={<AddIcon />} onClick={form.addContact} disabled={!form.canAddContact}>
              {t('addContact')}
            </Button>
          }
        >
          <Stack spacing={2} divider={<Divider flexItem />}>
            {form.values.contacts.map((contact, index) => (
              <ContactFields
                key={contact.key}
                index={index}
                contact={contact}
                errorOf={form.errorOf}
                onChange={form.setContactField}
                onBlur={form.handleBlur}
                onRemove={form.canRemoveContact ? form.removeContact : undefined}
              />
            ))}
          </Stack>
          {!form.canAddContact && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {t('maxContacts', { max: LIMITS.contactsPerCustomer })}
            </Typography>
          )}
          {form.errorOf('contacts') && (
            <Typography variant="body2" color="error" sx={{ mt: 2 }}>
              {form.errorOf('contacts')}
            </Typography>
          )}
        </FormSection>

        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} disabled={form.saving}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={form.saving}
            loadingPosition="start"
            startIcon={<SaveIcon />}
          >
            {t('save')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

import FormControlLabel from '@mui/material/FormControlLabel';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@keyplan/domain';
import type { QuoteFieldPath, QuoteRequirementsForm } from '../hooks/use-quote-requirements-form.ts';
import { useText } from '../../../i18n/use-text.ts';
import { quoteRuleWords } from '../quote-rule-words.ts';
import { submissionText, type SubmissionKey, type SubmissionTranslate } from '../submission-text.ts';

interface FieldSpec {
  path: QuoteFieldPath;
  label: SubmissionKey;
  required?: boolean;
  maxLength?: number;
  type?: 'email';
  inputMode?: 'numeric';
}

const person = (prefix: 'shipToAttention' | 'soldToContact'): FieldSpec[] => [
  { path: `${prefix}.firstName`, label: 'quote.firstName', required: true, maxLength: LIMITS.personNameLength },
  { path: `${prefix}.lastName`, label: 'quote.lastName', required: true, maxLength: LIMITS.personNameLength },
  { path: `${prefix}.email`, label: 'quote.email', required: true, type: 'email', maxLength: LIMITS.emailLength },
];

const GROUPS: ReadonlyArray<{ title: SubmissionKey; fields: FieldSpec[] }> = [
  {
    title: 'quote.group.soldTo',
    fields: [
      { path: 'soldTo', label: 'quote.soldTo', required: true, maxLength: 10, inputMode: 'numeric' },
      { path: 'soldToDisplay', label: 'quote.soldToDisplay', maxLength: LIMITS.customerNameLength },
      { path: 'soldToReferenceNumber', label: 'quote.soldToReferenceNumber', maxLength: LIMITS.orderPONumberLength },
    ],
  },
  {
    title: 'quote.group.shipTo',
    fields: [
      { path: 'shipTo', label: 'quote.shipTo', required: true, maxLength: 10, inputMode: 'numeric' },
      { path: 'shipToDisplay', label: 'quote.shipToDisplay', maxLength: LIMITS.customerNameLength },
    ],
  },
  { title: 'quote.group.shipToAttention', fields: person('shipToAttention') },
  { title: 'quote.group.soldToContact', fields: person('soldToContact') },
];

/** 'is required' under 'First name' reads 'First name is required', the rule in the language on show. */
function sentence(label: string, message: string | undefined, t: SubmissionTranslate) {
  if (!message) return undefined;
  return /^[a-z]/.test(message)
    ? t('quote.fieldProblem', { field: label, message: quoteRuleWords(message, t) })
    : message;
}

/**
 * What a quote needs before it goes to SAP (SPEC §3 "Quote requirements", DESIGN §2 flow 3):
 * sold-to and ship-to with their names, the ship-to attention and sold-to contact people, the
 * reference number and whether it goes to SAP. Validated with the domain's schema.
 */
export function QuoteRequirementsFields({ form, disabled }: { form: QuoteRequirementsForm; disabled: boolean }) {
  const t = useText(submissionText);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="quote-requirements-heading"
      sx={{ p: 2, minWidth: 0 }}
    >
      <Typography id="quote-requirements-heading" component="h2" variant="h6">
        {t('quote.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('quote.savedWith')}
      </Typography>
      {GROUPS.map((group) => (
        <Box key={group.title} component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            {t(group.title)}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                sm: 'repeat(2, minmax(0, 1fr))',
                lg: 'repeat(3, minmax(0, 1fr))',
              },
            }}
          >
            {group.fields.map((field) => {
              const label = t(field.label);
              const error = sentence(label, form.errorOf(field.path), t);
              return (
                <TextField
                  key={field.path}
                  name={field.path}
                  label={label}
                  required={field.required}
                  type={field.type}
                  value={form.valueOf(field.path)}
                  onChange={(event) => form.setField(field.path, event.target.value)}
                  onBlur={() => form.touch(field.path)}
                  error={error !== undefined}
                  helperText={error}
                  disabled={disabled}
                  size="small"
                  slotProps={{ htmlInput: { maxLength: field.maxLength, inputMode: field.inputMode } }}
                />
              );
            })}
          </Box>
        </Box>
      ))}
      <FormControlLabel
        control={
          <Switch
            checked={form.values.submitToSAP}
            onChange={(event) => form.setSubmitToSAP(event.target.checked)}
            disabled={disabled}
          />
        }
        label={t('quote.toSap')}
      />
    </Paper>
  );
}

import FormControlLabel from '@mui/material/FormControlLabel';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@keyplan/domain';
import type { QuoteFieldPath, QuoteRequirementsForm } from '../hooks/use-quote-requirements-form.ts';

interface FieldSpec {
  path: QuoteFieldPath;
  label: string;
  required?: boolean;
  maxLength?: number;
  type?: 'email';
  inputMode?: 'numeric';
}

const person = (prefix: 'shipToAttention' | 'soldToContact'): FieldSpec[] => [
  { path: `${prefix}.firstName`, label: 'First name', required: true, maxLength: LIMITS.personNameLength },
  { path: `${prefix}.lastName`, label: 'Last name', required: true, maxLength: LIMITS.personNameLength },
  { path: `${prefix}.email`, label: 'Email', required: true, type: 'email', maxLength: LIMITS.emailLength },
];

const GROUPS: ReadonlyArray<{ title: string; fields: FieldSpec[] }> = [
  {
    title: 'Sold-to',
    fields: [
      { path: 'soldTo', label: 'Sold-to number', required: true, maxLength: 10, inputMode: 'numeric' },
      { path: 'soldToDisplay', label: 'Sold-to name', maxLength: LIMITS.customerNameLength },
      { path: 'soldToReferenceNumber', label: 'Reference number', maxLength: LIMITS.orderPONumberLength },
    ],
  },
  {
    title: 'Ship-to',
    fields: [
      { path: 'shipTo', label: 'Ship-to number', required: true, maxLength: 10, inputMode: 'numeric' },
      { path: 'shipToDisplay', label: 'Ship-to name', maxLength: LIMITS.customerNameLength },
    ],
  },
  { title: 'Ship-to attention', fields: person('shipToAttention') },
  { title: 'Sold-to contact', fields: person('soldToContact') },
];

/** 'is required' under 'First name' reads 'First name is required'. */
function sentence(label: string, message: string | undefined) {
  if (!message) return undefined;
  return /^[a-z]/.test(message) ? `${label} ${message}` : message;
}

/**
 * What a quote needs before it goes to SAP (SPEC §3 "Quote requirements", DESIGN §2 flow 3):
 * sold-to and ship-to with their names, the ship-to attention and sold-to contact people, the
 * reference number and whether it goes to SAP. Validated with the domain's schema.
 */
export function QuoteRequirementsFields({ form, disabled }: { form: QuoteRequirementsForm; disabled: boolean }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="quote-requirements-heading"
      sx={{ p: 2, minWidth: 0 }}
    >
      <Typography id="quote-requirements-heading" component="h2" variant="h6">
        Quote requirements
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Saved with the quote when you submit it.
      </Typography>
      {GROUPS.map((group) => (
        <Box key={group.title} component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            {group.title}
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
              const error = sentence(field.label, form.errorOf(field.path));
              return (
                <TextField
                  key={field.path}
                  name={field.path}
                  label={field.label}
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
        label="Submit the quote to SAP"
      />
    </Paper>
  );
}

import { memo, useEffect, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LIMITS, type KeyCodeBucketType, type OrderHeader, type SalesArea } from '@keyplan/domain';
import { isApiError } from '../../../lib/api-client.ts';
import {
  HEADER_FIELDS,
  bucketDetails,
  headerFieldLabel,
  bucketLabel,
  mapServerErrors,
  salesAreaLabel,
  sameHeaderValues,
  validateHeader,
  type HeaderErrors,
  type HeaderField,
  type HeaderFormValues,
} from '../header-form.ts';
import { useText } from '../../../i18n/use-text.ts';
import { systemsText, type SystemsTranslate } from '../systems-text.ts';

export interface SystemHeaderFormProps {
  /** Values the form starts from, read once at mount; edits are measured against them (unsaved changes). */
  initialValues: HeaderFormValues;
  salesAreas: readonly SalesArea[];
  buckets: readonly KeyCodeBucketType[];
  /** Shows the values with every input disabled; the main button only moves on. */
  readOnly?: boolean;
  submitLabel: string;
  /** Keeps the main button from saving (e.g. no customer chosen); the reason is shown elsewhere. */
  submitDisabled?: boolean;
  /** Saves; a 400 answer's field errors land on their fields, other failures above the buttons. */
  onSubmit: (header: OrderHeader) => Promise<void>;
  /** The main button in read-only mode. */
  onContinue?: () => void;
  onCancel: () => void;
  /** Told whether the values differ from `initialValues`, whenever they change. */
  onDirtyChange: (dirty: boolean) => void;
}

// A keystroke re-renders only the field it changed: every other field gets equal props.
const Field = memo(TextField);

const fieldId = (field: HeaderField) => `system-header-${field}`;

const TEXT_LIMITS = {
  orderSystemName: LIMITS.orderSystemNameLength,
  orderPONumber: LIMITS.orderPONumberLength,
  comments: LIMITS.commentsLength,
} as const;

function describeFailure(error: unknown, t: SystemsTranslate): string {
  if (isApiError(error, 0)) return t('form.unreachable');
  return error instanceof Error ? error.message : t('form.saveFailed');
}

/**
 * The system header of /system-add-or-edit (SPEC §2, DESIGN §2 flow 2): checked with the domain
 * schema; a field shows its error once it was left (blur) or the form was submitted, and updates
 * it while being corrected. Required fields carry a marker; the first invalid field gets the
 * focus; the sales area decides the currency.
 */
export function SystemHeaderForm({
  initialValues,
  salesAreas,
  buckets,
  readOnly = false,
  submitLabel,
  submitDisabled = false,
  onSubmit,
  onContinue,
  onCancel,
  onDirtyChange,
}: SystemHeaderFormProps) {
  const t = useText(systemsText);
  // Later renders may compute other defaults (the session changes as a save completes): keep the first.
  const [baseline] = useState(initialValues);
  const [values, setValues] = useState(baseline);
  const [visible, setVisible] = useState<ReadonlySet<HeaderField>>(new Set());
  const [serverErrors, setServerErrors] = useState<HeaderErrors>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const catalog = useMemo(() => ({ salesAreas, buckets }), [salesAreas, buckets]);
  const found = useMemo(() => validateHeader(values, catalog, t).errors, [values, catalog, t]);
  const errorOf = (field: HeaderField) => serverErrors[field] ?? (visible.has(field) ? found[field] : undefined);

  const dirty = !sameHeaderValues(values, baseline);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const handlers = useMemo(() => {
    const update = (field: HeaderField, value: string) => {
      const patch: Partial<HeaderFormValues> = { [field]: value };
      if (field === 'salesArea') patch.currency = salesAreas.find((area) => area.id === value)?.currency ?? '';
      setValues((current) => ({ ...current, ...patch }));
      // What the server said about a field no longer holds once it changes.
      const cleared: HeaderField[] = field === 'salesArea' ? ['salesArea', 'currency'] : [field];
      setServerErrors((current) => {
        if (cleared.every((name) => current[name] === undefined)) return current;
        const next = { ...current };
        for (const name of cleared) delete next[name];
        return next;
      });
    };
    const show = (field: HeaderField) =>
      setVisible((current) => (current.has(field) ? current : new Set(current).add(field)));
    return Object.fromEntries(
      HEADER_FIELDS.map((field) => [
        field,
        {
          onChange: (event: ChangeEvent<HTMLInputElement>) => update(field, event.target.value),
          onBlur: () => show(field),
        },
      ]),
    ) as Record<HeaderField, { onChange: (event: ChangeEvent<HTMLInputElement>) => void; onBlur: () => void }>;
  }, [salesAreas]);

  const slotProps = useMemo(
    () => ({
      text: (max: number) => ({ htmlInput: { maxLength: max, readOnly: saving } }),
      select: { select: { native: true }, inputLabel: { shrink: true } },
      currency: { htmlInput: { readOnly: true }, inputLabel: { shrink: true } },
    }),
    [saving],
  );
  const nameSlots = useMemo(() => slotProps.text(TEXT_LIMITS.orderSystemName), [slotProps]);
  const poSlots = useMemo(() => slotProps.text(TEXT_LIMITS.orderPONumber), [slotProps]);
  const commentSlots = useMemo(() => slotProps.text(TEXT_LIMITS.comments), [slotProps]);

  const noArea = values.salesArea === '';
  const areaOptions = useMemo(
    () => [
      noArea && (
        <option key="" value="" disabled>
          {t('form.chooseArea')}
        </option>
      ),
      ...salesAreas.map((area) => (
        <option key={area.id} value={area.id}>
          {salesAreaLabel(area)}
        </option>
      )),
    ],
    [noArea, salesAreas, t],
  );
  const noBucket = values.systemBucketType === '';
  const bucketOptions = useMemo(
    () => [
      noBucket && (
        <option key="" value="" disabled>
          {t('form.chooseBucket')}
        </option>
      ),
      ...buckets.map((bucket) => (
        <option key={bucket.id} value={bucket.id}>
          {bucketLabel(bucket)}
        </option>
      )),
    ],
    [noBucket, buckets, t],
  );

  const focusFirstError = (errors: HeaderErrors) => {
    const first = HEADER_FIELDS.find((field) => errors[field] !== undefined);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly) {
      onContinue?.();
      return;
    }
    if (saving || submitDisabled) return;
    const { header, errors } = validateHeader(values, catalog, t);
    setVisible(new Set(HEADER_FIELDS));
    setServerErrors({});
    setFormErrors([]);
    if (!header) {
      focusFirstError(errors);
      return;
    }
    setSaving(true);
    try {
      await onSubmit(header);
    } catch (error) {
      if (isApiError(error, 400) && error.problem?.errors !== undefined) {
        const mapped = mapServerErrors(error.problem.errors, t);
        setServerErrors(mapped.fields);
        setFormErrors(
          mapped.other.length > 0 || Object.keys(mapped.fields).length > 0 ? mapped.other : [describeFailure(error, t)],
        );
        focusFirstError(mapped.fields);
      } else {
        setFormErrors([describeFailure(error, t)]);
      }
    } finally {
      setSaving(false);
    }
  };

  /** Props every field shares; `helper` shows while the field has no error. */
  const common = (field: HeaderField, helper?: string) => {
    const error = errorOf(field);
    return {
      id: fieldId(field),
      label: headerFieldLabel(field, t),
      value: values[field],
      error: error !== undefined,
      helperText: error ?? helper,
      disabled: readOnly,
      fullWidth: true,
      ...handlers[field],
    };
  };
  const counter = (field: keyof typeof TEXT_LIMITS) => `${values[field].length}/${TEXT_LIMITS[field]}`;
  const selectedBucket = buckets.find((bucket) => bucket.id === values.systemBucketType);

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-busy={saving} aria-label={t('form.label')}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(6, 1fr)' } }}>
        <Box sx={{ gridColumn: { md: 'span 3' } }}>
          <Field {...common('orderSystemName', counter('orderSystemName'))} autoComplete="off" slotProps={nameSlots} />
        </Box>
        <Box sx={{ gridColumn: { md: 'span 3' } }}>
          <Field {...common('orderPONumber', counter('orderPONumber'))} autoComplete="off" slotProps={poSlots} />
        </Box>
        <Box sx={{ gridColumn: { md: 'span 2' } }}>
          <Field {...common('salesArea')} select required disabled={readOnly || saving} slotProps={slotProps.select}>
            {areaOptions}
          </Field>
        </Box>
        <Box sx={{ gridColumn: { md: 'span 1' } }}>
          <Field {...common('currency', t('form.currencyHelp'))} required slotProps={slotProps.currency} />
        </Box>
        <Box sx={{ gridColumn: { md: 'span 3' } }}>
          <Field
            {...common('systemBucketType', selectedBucket ? bucketDetails(selectedBucket, t) : undefined)}
            select
            required
            disabled={readOnly || saving}
            slotProps={slotProps.select}
          >
            {bucketOptions}
          </Field>
        </Box>
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <Field
            {...common('comments', counter('comments'))}
            multiline
            minRows={3}
            maxRows={10}
            slotProps={commentSlots}
          />
        </Box>
      </Box>

      {formErrors.length > 0 && (
        <Alert severity="error" sx={{ mt: 3 }}>
          {formErrors.length === 1 ? (
            formErrors[0]
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {formErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}

      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ mt: 3, justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={onCancel} disabled={saving}>
          {t('cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          loading={saving}
          loadingPosition="start"
          disabled={!readOnly && submitDisabled}
        >
          {readOnly ? t('header.continue') : submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}

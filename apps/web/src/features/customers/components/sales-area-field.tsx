import TextField from '@mui/material/TextField';
import { useLookup } from '../../../api/get-lookup.ts';
import { useText } from '../../../i18n/use-text.ts';
import { addCustomerText } from '../add-customer-text.ts';

interface SalesAreaFieldProps {
  id: string;
  value: string;
  error?: string;
  /** Why the area was chosen (e.g. from the SAP partner's country), shown instead of the usual hint. */
  note?: string | null;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** Sales area from the `salesareas` lookup, each shown with its currency, e.g. 'United States (USD)'. */
export function SalesAreaField({ id, value, error, note, onChange, onBlur }: SalesAreaFieldProps) {
  const t = useText(addCustomerText);
  const salesAreas = useLookup('salesareas');
  const hint = salesAreas.isPending
    ? t('salesAreasLoading')
    : salesAreas.isError
      ? t('salesAreasFailed')
      : (note ?? t('salesAreaHint'));
  return (
    <TextField
      id={id}
      name="salesArea"
      label={t('label.salesArea')}
      select
      required
      fullWidth
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={error !== undefined}
      helperText={error ?? hint}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{t('choose')}</option>
      {salesAreas.data?.map((area) => (
        <option key={area.id} value={area.id}>
          {t('salesAreaOption', { name: area.name, currency: area.currency })}
        </option>
      ))}
    </TextField>
  );
}

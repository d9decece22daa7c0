import TextField from '@mui/material/TextField';
import { useLookup } from '../../../api/get-lookup.ts';

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
  const salesAreas = useLookup('salesareas');
  const hint = salesAreas.isPending
    ? 'Loading sales areas…'
    : salesAreas.isError
      ? 'Sales areas could not be loaded'
      : (note ?? 'Sets the currency of orders');
  return (
    <TextField
      id={id}
      name="salesArea"
      label="Sales area"
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
      <option value="">Choose…</option>
      {salesAreas.data?.map((area) => (
        <option key={area.id} value={area.id}>
          {area.name} ({area.currency})
        </option>
      ))}
    </TextField>
  );
}

import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Customer } from '@keyplan/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { customerSearchQueryOptions } from '../../../api/search-customers.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useText } from '../../../i18n/use-text.ts';
import { systemsText } from '../systems-text.ts';

/** The customer a copy is for, as the session keeps a customer. */
export type TargetCustomer = Pick<Customer, 'ccid' | 'name' | 'salesArea'>;

export const customerLabel = (customer: TargetCustomer) => `${customer.name} (${customer.ccid})`;

/** How long typing must pause before the customers are searched. */
const SEARCH_DELAY_MS = 250;

interface CopyTargetCustomerProps {
  value: TargetCustomer | null;
  onChange: (customer: TargetCustomer | null) => void;
  /** Why the choice is refused, shown at the field; null when it is fine. */
  error: string | null;
  inputRef?: React.Ref<HTMLInputElement>;
}

/**
 * 'For customer': the customer of the copy, searched by name, city or CCID as the rep types (the
 * customer search's API), the same customer by default. A combobox: arrow keys move through the
 * matches, Enter picks one, Escape closes the list.
 */
export function CopyTargetCustomer({ value, onChange, error, inputRef }: CopyTargetCustomerProps) {
  const t = useText(systemsText);
  const client = useApiClient();
  const [input, setInput] = useState(value ? customerLabel(value) : '');
  const query = useDebouncedValue(input.trim(), SEARCH_DELAY_MS);
  // While the field shows the chosen customer, there is nothing to search for.
  const searching = query !== '' && (value === null || query !== customerLabel(value));
  const results = useQuery({ ...customerSearchQueryOptions(client, query, 1), enabled: searching });
  const found: TargetCustomer[] = searching ? (results.data?.items ?? []) : [];
  const options = value && !found.some((customer) => customer.ccid === value.ccid) ? [value, ...found] : found;
  return (
    <Autocomplete<TargetCustomer>
      value={value}
      onChange={(_event, customer) => onChange(customer)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      options={options}
      filterOptions={(items) => items}
      getOptionLabel={customerLabel}
      getOptionKey={(customer) => customer.ccid}
      isOptionEqualToValue={(option, chosen) => option.ccid === chosen.ccid}
      loading={searching && results.isFetching}
      loadingText={t('target.searching')}
      noOptionsText={query === '' ? t('target.typeName') : t('target.noMatch')}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label={t('target.label')}
          required
          error={error !== null}
          helperText={error ?? t('target.help')}
        />
      )}
    />
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SapCustomer } from '@keyplan/domain';
import { useSapCustomerLookup } from '../api/look-up-sap-customer.ts';
import { useText } from '../../../i18n/use-text.ts';
import { addCustomerText } from '../add-customer-text.ts';
import { useSapLookupFailure } from '../hooks/use-sap-lookup-failure.ts';
import { ccidOf, isCcidLike } from '../sap-lookup.ts';

interface SapCcidLookupProps {
  ccid: string;
  /** Found in SAP and not a Keyplan customer yet: the form takes name and address. */
  onFound: (customer: SapCustomer) => void;
  /** Found, and Keyplan has the customer already: choose that one instead of adding it again. */
  onSelectExisting: (ccid: string) => void;
}

/** Add Customer's 'Look up in SAP' beside the ccid, with what SAP answered. */
export function useSapCcidLookup({ ccid, onFound, onSelectExisting }: SapCcidLookupProps) {
  const t = useText(addCustomerText);
  const lookupFailure = useSapLookupFailure();
  const lookup = useSapCustomerLookup();
  const valid = isCcidLike(ccid);

  const button = (
    <Button
      variant="outlined"
      onClick={() =>
        lookup.mutate(ccidOf(ccid), {
          onSuccess: (found) => {
            if (!found.existsInKeyplan) onFound(found);
          },
        })
      }
      disabled={!valid}
      loading={lookup.isPending}
      sx={{ flexShrink: 0, alignSelf: 'flex-start', mt: 1 }}
    >
      {t('lookUpInSap')}
    </Button>
  );

  let message = null;
  if (lookup.isError) {
    const failure = lookupFailure(lookup.error);
    message = (
      <Alert severity={failure.notFound ? 'warning' : 'error'} role="alert">
        {failure.text}
      </Alert>
    );
  } else if (lookup.data?.existsInKeyplan) {
    const found = lookup.data;
    message = (
      <Alert
        severity="info"
        role="status"
        action={
          <Button color="inherit" size="small" onClick={() => onSelectExisting(found.ccid)}>
            {t('selectThisCustomer')}
          </Button>
        }
      >
        {t('alreadyCustomer', { name: found.name, ccid: found.ccid })}
      </Alert>
    );
  } else if (lookup.data) {
    message = (
      <Alert severity="success" role="status">
        {t('filledFromSap', { name: lookup.data.name })}
      </Alert>
    );
  }

  return { button, message, reset: lookup.reset };
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useSapCustomerLookup } from '../api/look-up-sap-customer.ts';
import type { CustomerPrefill } from '../customer-prefill.ts';
import { prefillFromSap, sapLookupFailure } from '../sap-lookup.ts';

/**
 * The search's empty state for a customer number Keyplan does not have: look it up in SAP, and
 * add the business partner found there with its name and address filled in.
 */
export function SapLookupOffer({
  ccid,
  onAddCustomer,
}: {
  ccid: string;
  onAddCustomer: (prefill: CustomerPrefill) => void;
}) {
  const lookup = useSapCustomerLookup();
  const found = lookup.data;

  if (found) {
    return (
      <Stack spacing={1} role="status" sx={{ alignItems: 'center' }}>
        <Typography>
          SAP knows {found.ccid}: <strong>{found.name}</strong>
          {found.city && `, ${found.city}`}
        </Typography>
        {found.existsInKeyplan ? (
          <Typography color="text.secondary">This customer is already in Keyplan.</Typography>
        ) : (
          <Button
            variant="contained"
            startIcon={<PersonAddIcon />}
            onClick={() => onAddCustomer(prefillFromSap(found))}
          >
            Add this customer
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Button variant="outlined" onClick={() => lookup.mutate(ccid)} loading={lookup.isPending}>
        Look up {ccid} in SAP
      </Button>
      {lookup.isError && (
        <Alert severity={sapLookupFailure(lookup.error) === 'Not found in SAP.' ? 'info' : 'error'} role="alert">
          {sapLookupFailure(lookup.error) === 'Not found in SAP.'
            ? `${ccid} is not known in SAP either.`
            : sapLookupFailure(lookup.error)}
        </Alert>
      )}
    </Stack>
  );
}

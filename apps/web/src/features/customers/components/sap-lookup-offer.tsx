import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useSapCustomerLookup } from '../api/look-up-sap-customer.ts';
import type { CustomerPrefill } from '../customer-prefill.ts';
import { useText } from '../../../i18n/use-text.ts';
import { addCustomerText } from '../add-customer-text.ts';
import { useSapLookupFailure } from '../hooks/use-sap-lookup-failure.ts';
import { prefillFromSap } from '../sap-lookup.ts';

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
  const t = useText(addCustomerText);
  const lookupFailure = useSapLookupFailure();
  const lookup = useSapCustomerLookup();
  const found = lookup.data;

  if (found) {
    return (
      <Stack spacing={1} role="status" sx={{ alignItems: 'center' }}>
        <Typography>
          {t.rich(found.city ? 'sapKnowsWithCity' : 'sapKnows', {
            ccid: found.ccid,
            name: found.name,
            city: found.city,
            b: (chunks) => <strong>{chunks}</strong>,
          })}
        </Typography>
        {found.existsInKeyplan ? (
          <Typography color="text.secondary">{t('alreadyInKeyplan')}</Typography>
        ) : (
          <Button
            variant="contained"
            startIcon={<PersonAddIcon />}
            onClick={() => onAddCustomer(prefillFromSap(found))}
          >
            {t('addThisCustomer')}
          </Button>
        )}
      </Stack>
    );
  }
  const failure = lookup.isError ? lookupFailure(lookup.error) : null;
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Button variant="outlined" onClick={() => lookup.mutate(ccid)} loading={lookup.isPending}>
        {t('lookUpCcidInSap', { ccid })}
      </Button>
      {failure && (
        <Alert severity={failure.notFound ? 'info' : 'error'} role="alert">
          {failure.notFound ? t('notKnownInSapEither', { ccid }) : failure.text}
        </Alert>
      )}
    </Stack>
  );
}

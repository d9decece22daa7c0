import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../lib/toast.ts';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Customer } from '@keyplan/domain';
import { paths } from '../config/paths.ts';
import { getCustomer } from '../api/get-customer.ts';
import { AddCustomerForm } from '../features/customers/components/add-customer-form.tsx';
import { readAddCustomerState } from '../features/customers/customer-prefill.ts';
import { selectCustomer } from '../features/customers/select-customer.ts';
import { useUnsavedChanges } from '../components/unsaved-changes/unsaved-changes-context.ts';
import { useApiClient } from '../lib/api-client-context.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useText } from '../i18n/use-text.ts';
import { addCustomerText } from '../features/customers/add-customer-text.ts';

/** /add-customer: a new customer, who becomes the session's customer on to System Start. */
export function AddCustomerPage() {
  const t = useText(addCustomerText);
  useDocumentTitle(t('title'));
  const navigate = useNavigate();
  const location = useLocation();
  const [{ prefill, returnTo }] = useState(() => readAddCustomerState(location.state));
  // Cancel goes back to the search the person came from, or to a fresh one.
  const searchHref = returnTo?.startsWith(paths.customerSearch.path) ? returnTo : paths.customerSearch.getHref();
  const { setUnsavedChanges } = useUnsavedChanges();

  // Leaving the screen leaves its edits behind.
  useEffect(() => () => setUnsavedChanges(false), [setUnsavedChanges]);

  const handleSaved = (customer: Customer) => {
    setUnsavedChanges(false);
    selectCustomer(customer);
    toast.success(t('added', { name: customer.name }));
    void navigate(paths.systemStart.getHref());
  };

  const client = useApiClient();
  const handleSelectExisting = async (ccid: string) => {
    try {
      const customer = await getCustomer(client, ccid);
      setUnsavedChanges(false);
      selectCustomer(customer);
      toast.success(t('selected', { name: customer.name }));
      void navigate(paths.systemStart.getHref());
    } catch (error) {
      toast.error(
        t('customerLoadFailed', { ccid, reason: error instanceof Error ? error.message : t('unknownError') }),
      );
    }
  };

  return (
    <Stack component="section" spacing={2} sx={{ py: 2 }}>
      <Typography component="h1" variant="h4">
        {t('title')}
      </Typography>
      <AddCustomerForm
        prefill={prefill}
        onSaved={handleSaved}
        onCancel={() => void navigate(searchHref)}
        onDirtyChange={setUnsavedChanges}
        onSelectExisting={(ccid) => void handleSelectExisting(ccid)}
      />
    </Stack>
  );
}

export default AddCustomerPage;

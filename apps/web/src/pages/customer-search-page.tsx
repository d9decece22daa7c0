import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import type { Customer } from '@keyplan/domain';
import { paths } from '../config/paths.ts';
import { CustomerSearch } from '../features/customers/components/customer-search.tsx';
import type { AddCustomerState, CustomerPrefill } from '../features/customers/customer-prefill.ts';
import { selectCustomer } from '../features/customers/select-customer.ts';
import { useFoundSystems } from '../features/systems/api/find-systems.ts';
import { FoundSystems } from '../features/systems/components/found-systems.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** /customer-search: find the customer (or add one), then start a system for them; or open a system by its number. */
export function CustomerSearchPage() {
  useDocumentTitle('Customer Search');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const returnTo = `${pathname}${search}`;
  const [searchParams] = useSearchParams();
  const query = searchParams.get('q') ?? '';
  // Systems the search names by number come first; with them, no customer matching is no empty state.
  const systemsFound = (useFoundSystems(query).data?.length ?? 0) > 0;

  const handleSelect = (customer: Customer) => {
    selectCustomer(customer);
    void navigate(paths.systemStart.getHref());
  };

  const handleAddCustomer = (prefill: CustomerPrefill) =>
    void navigate(paths.addCustomer.getHref(), { state: { prefill, returnTo } satisfies AddCustomerState });

  return (
    <Stack component="section" spacing={3} sx={{ py: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}>
        <Typography component="h1" variant="h4">
          Customer Search
        </Typography>
        <Button
          component={RouterLink}
          to={paths.addCustomer.getHref()}
          state={{ returnTo } satisfies AddCustomerState}
          variant="contained"
          startIcon={<PersonAddIcon />}
        >
          Add customer
        </Button>
      </Box>
      <CustomerSearch
        onSelect={handleSelect}
        onAddCustomer={handleAddCustomer}
        found={systemsFound ? <FoundSystems query={query} /> : undefined}
      />
    </Stack>
  );
}

export default CustomerSearchPage;

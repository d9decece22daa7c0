import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import SearchOffIcon from '@mui/icons-material/SearchOff';

/** Nothing matched: says what was searched for and offers to add the customer. */
export function NoCustomersFound({
  query,
  onAddCustomer,
  sapLookup,
}: {
  query: string;
  onAddCustomer: () => void;
  sapLookup?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <SearchOffIcon color="action" sx={{ fontSize: 40 }} aria-hidden />
        <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {query ? `No customers match "${query}"` : 'No customers yet'}
        </Typography>
        <Typography color="text.secondary">
          Check the spelling, search by ccid, name, city or postal code, or add the customer.
        </Typography>
        {sapLookup}
        <Button variant="outlined" startIcon={<PersonAddIcon />} onClick={onAddCustomer}>
          Add a new customer
        </Button>
      </Stack>
    </Paper>
  );
}

/** The search failed: what went wrong and a way to try again. */
export function CustomerSearchError({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      }
    >
      Customers could not be loaded. {message}
    </Alert>
  );
}

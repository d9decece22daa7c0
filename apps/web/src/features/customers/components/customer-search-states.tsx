import type { ReactNode } from 'react';
import { PersonAddIcon, SearchOffIcon } from '../../../components/plain/icons.tsx';
import { PlainAlert } from '../../../components/plain/plain-alert.tsx';
import { PlainButton } from '../../../components/plain/plain-button.tsx';

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
    <div className="kp-paper kp-empty">
      <div className="kp-stack" style={{ gap: 16, alignItems: 'center', textAlign: 'center' }}>
        <SearchOffIcon className="kp-empty-icon" />
        <p className="kp-h6" style={{ overflowWrap: 'anywhere' }}>
          {query ? `No customers match "${query}"` : 'No customers yet'}
        </p>
        <p className="kp-body1 kp-secondary">
          Check the spelling, search by ccid, name, city or postal code, or add the customer.
        </p>
        {sapLookup}
        <PlainButton variant="outlined" startIcon={<PersonAddIcon />} onClick={onAddCustomer}>
          Add a new customer
        </PlainButton>
      </div>
    </div>
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
    <PlainAlert
      severity="error"
      action={
        <PlainButton color="inherit" size="small" onClick={onRetry} loading={retrying}>
          Retry
        </PlainButton>
      }
    >
      Customers could not be loaded. {message}
    </PlainAlert>
  );
}

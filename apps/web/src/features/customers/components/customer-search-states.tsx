import type { ReactNode } from 'react';
import { PersonAddIcon, SearchOffIcon } from '../../../components/plain/icons.tsx';
import { PlainAlert } from '../../../components/plain/plain-alert.tsx';
import { PlainButton } from '../../../components/plain/plain-button.tsx';
import { useText } from '../../../i18n/use-text.ts';
import { customerSearchText } from '../customer-search-text.ts';

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
  const t = useText(customerSearchText);
  return (
    <div className="kp-paper kp-empty">
      <div className="kp-stack" style={{ gap: 16, alignItems: 'center', textAlign: 'center' }}>
        <SearchOffIcon className="kp-empty-icon" />
        <p className="kp-h6" style={{ overflowWrap: 'anywhere' }}>
          {query ? t('noMatch', { query }) : t('noCustomers')}
        </p>
        <p className="kp-body1 kp-secondary">{t('noMatchHint')}</p>
        {sapLookup}
        <PlainButton variant="outlined" startIcon={<PersonAddIcon />} onClick={onAddCustomer}>
          {t('addNewCustomer')}
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
  const t = useText(customerSearchText);
  return (
    <PlainAlert
      severity="error"
      action={
        <PlainButton color="inherit" size="small" onClick={onRetry} loading={retrying}>
          {t('retry')}
        </PlainButton>
      }
    >
      {t('loadFailed', { message })}
    </PlainAlert>
  );
}

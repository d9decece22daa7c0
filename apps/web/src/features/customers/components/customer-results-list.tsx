import { useId } from 'react';
import type { Customer } from '@keyplan/domain';
import { ChevronRightIcon } from '../../../components/plain/icons.tsx';
import { useText } from '../../../i18n/use-text.ts';
import { formatLocation } from '../customer-format.ts';
import { customerSearchText } from '../customer-search-text.ts';

interface CustomerResultsListProps {
  customers: Customer[];
  onSelect: (customer: Customer) => void;
}

/** Results on phones: one full-width button per customer, named 'Select {name}' (plain.css's list). */
export function CustomerResultsList({ customers, onSelect }: CustomerResultsListProps) {
  const t = useText(customerSearchText);
  const idPrefix = useId();
  return (
    <div className="kp-paper">
      <ul aria-label={t('customers')} className="kp-list">
        {customers.map((customer) => {
          const detailsId = `${idPrefix}-${customer.ccid}`;
          return (
            <li key={customer.ccid}>
              <button
                type="button"
                className="kp-row-button"
                aria-label={t('selectCustomer', { name: customer.name })}
                aria-describedby={detailsId}
                onClick={() => onSelect(customer)}
              >
                <span className="kp-row-text">
                  <span className="kp-body1" style={{ display: 'block', fontWeight: 500 }}>
                    {customer.name}
                  </span>
                  <span id={detailsId} className="kp-body2 kp-secondary" style={{ display: 'block' }}>
                    {t('resultDetails', {
                      ccid: customer.ccid,
                      location: formatLocation(customer),
                      salesArea: customer.salesArea,
                    })}
                  </span>
                </span>
                <ChevronRightIcon />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

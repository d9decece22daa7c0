import type { MouseEvent } from 'react';
import type { Customer } from '@keyplan/domain';
import { PlainButton } from '../../../components/plain/plain-button.tsx';
import { useText } from '../../../i18n/use-text.ts';
import { formatLocation } from '../customer-format.ts';
import { customerSearchText } from '../customer-search-text.ts';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';

interface CustomerResultsTableProps {
  customers: Customer[];
  onSelect: (customer: Customer) => void;
}

/**
 * Results on tablets and desktops (plain.css's table, drawn as MUI's small Table). A click anywhere
 * on a row chooses the customer; keyboard users reach the row's 'Select' button (named after the
 * customer) with Tab.
 */
export function CustomerResultsTable({ customers, onSelect }: CustomerResultsTableProps) {
  const t = useText(customerSearchText);
  const handleSelectClick = (customer: Customer) => (event: MouseEvent) => {
    // The row would choose the customer a second time.
    event.stopPropagation();
    onSelect(customer);
  };

  return (
    <div className="kp-paper kp-table-wrap">
      <table aria-label={t('customers')} className="kp-table">
        <thead>
          <tr>
            <th style={{ width: '9rem' }}>{t('ccid')}</th>
            <th>{t('name')}</th>
            <th>{t('location')}</th>
            <th style={{ width: '7rem' }}>{t('salesArea')}</th>
            <th style={{ width: '7rem' }}>
              {/* Read by screen readers, not shown (the action column needs a header, but a visible one adds nothing). */}
              <span style={visuallyHidden}>{t('action')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {customers.map((customer) => (
            <tr key={customer.ccid} onClick={() => onSelect(customer)}>
              <td style={{ fontVariantNumeric: 'tabular-nums' }}>{customer.ccid}</td>
              <td style={{ fontWeight: 500 }}>{customer.name}</td>
              <td>{formatLocation(customer)}</td>
              <td>{customer.salesArea}</td>
              <td style={{ textAlign: 'right', paddingTop: 4, paddingBottom: 4 }}>
                <PlainButton
                  size="small"
                  variant="outlined"
                  aria-label={t('selectCustomer', { name: customer.name })}
                  onClick={handleSelectClick(customer)}
                >
                  {t('select')}
                </PlainButton>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import type { MouseEvent } from 'react';
import type { Customer } from '@keyplan/domain';
import { PlainButton } from '../../../components/plain/plain-button.tsx';
import { formatLocation, selectLabel } from '../customer-format.ts';
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
  const handleSelectClick = (customer: Customer) => (event: MouseEvent) => {
    // The row would choose the customer a second time.
    event.stopPropagation();
    onSelect(customer);
  };

  return (
    <div className="kp-paper kp-table-wrap">
      <table aria-label="Customers" className="kp-table">
        <thead>
          <tr>
            <th style={{ width: '9rem' }}>CCID</th>
            <th>Name</th>
            <th>Location</th>
            <th style={{ width: '7rem' }}>Sales area</th>
            <th style={{ width: '7rem' }}>
              {/* Read by screen readers, not shown (the action column needs a header, but a visible one adds nothing). */}
              <span style={visuallyHidden}>Action</span>
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
                  aria-label={selectLabel(customer)}
                  onClick={handleSelectClick(customer)}
                >
                  Select
                </PlainButton>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

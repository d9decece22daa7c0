import type { MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Customer } from '@keyplan/domain';
import { formatLocation, selectLabel } from '../customer-format.ts';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';

/** Read by screen readers, not shown (the action column needs a header, but a visible one adds nothing). */

interface CustomerResultsTableProps {
  customers: Customer[];
  onSelect: (customer: Customer) => void;
}

/**
 * Results on tablets and desktops. A click anywhere on a row chooses the customer; keyboard users
 * reach the row's 'Select' button (named after the customer) with Tab.
 */
export function CustomerResultsTable({ customers, onSelect }: CustomerResultsTableProps) {
  const handleSelectClick = (customer: Customer) => (event: MouseEvent) => {
    // The row would choose the customer a second time.
    event.stopPropagation();
    onSelect(customer);
  };

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Customers" size="small">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '9rem' }}>CCID</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Location</TableCell>
            <TableCell sx={{ width: '7rem' }}>Sales area</TableCell>
            <TableCell sx={{ width: '7rem' }}>
              <span style={visuallyHidden}>Action</span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {customers.map((customer) => (
            <TableRow key={customer.ccid} hover onClick={() => onSelect(customer)} sx={{ cursor: 'pointer' }}>
              <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{customer.ccid}</TableCell>
              <TableCell sx={{ fontWeight: 500 }}>{customer.name}</TableCell>
              <TableCell>{formatLocation(customer)}</TableCell>
              <TableCell>{customer.salesArea}</TableCell>
              <TableCell align="right" sx={{ py: 0.5 }}>
                <Button
                  size="small"
                  variant="outlined"
                  aria-label={selectLabel(customer)}
                  onClick={handleSelectClick(customer)}
                >
                  Select
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

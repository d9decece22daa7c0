import { useId } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { Customer } from '@keyplan/domain';
import { formatLocation, selectLabel } from '../customer-format.ts';

interface CustomerResultsListProps {
  customers: Customer[];
  onSelect: (customer: Customer) => void;
}

/** Results on phones: one full-width button per customer, named 'Select {name}'. */
export function CustomerResultsList({ customers, onSelect }: CustomerResultsListProps) {
  const idPrefix = useId();
  return (
    <Paper variant="outlined">
      <List aria-label="Customers" disablePadding>
        {customers.map((customer, index) => {
          const detailsId = `${idPrefix}-${customer.ccid}`;
          return (
            <ListItem key={customer.ccid} disablePadding divider={index < customers.length - 1}>
              <ListItemButton
                aria-label={selectLabel(customer)}
                aria-describedby={detailsId}
                onClick={() => onSelect(customer)}
              >
                <ListItemText
                  primary={customer.name}
                  secondary={
                    <span id={detailsId}>
                      {customer.ccid} · {formatLocation(customer)} · {customer.salesArea}
                    </span>
                  }
                  slotProps={{ primary: { sx: { fontWeight: 500 } } }}
                />
                <ChevronRightIcon color="action" aria-hidden />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}

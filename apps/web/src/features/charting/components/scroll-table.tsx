import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';

interface ScrollTableProps {
  /** Names the table (its caption) and the scrolling region around it. */
  label: string;
  children: ReactNode;
  maxHeight?: number;
}

/**
 * A table that scrolls inside its own box, never the page (SPEC §9 phones are 360 px wide): the
 * box is a labelled region that takes focus, so it can be scrolled by keyboard.
 */
export function ScrollTable({ label, children, maxHeight }: ScrollTableProps) {
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{ maxHeight, '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      <Table size="small" stickyHeader={maxHeight !== undefined} sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
        <Box component="caption" sx={visuallyHidden}>
          {label}
        </Box>
        {children}
      </Table>
    </TableContainer>
  );
}

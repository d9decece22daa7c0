import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import { useTheme, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';

interface ScrollTableProps {
  /** Names the table (its caption) and the region around it. */
  label: string;
  children: ReactNode;
  /** From sm up, the box's most height: the header row sticks as the rows scroll under it. */
  maxHeight?: number;
}

/**
 * On phones (below sm) each row is a card of its cells, two to a line, each under its column's
 * name (the body cells' data-label, read by sight only: screen readers have the column headers,
 * still in the table), so a chart fits a 360 px screen without scrolling sideways.
 */
const stacked = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    display: 'block',
    '& thead': visuallyHidden,
    '& tbody': { display: 'block' },
    '& tbody tr': {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      columnGap: 2,
      rowGap: 1,
      px: 2,
      py: 1.5,
      borderBottom: 1,
      borderColor: 'divider',
    },
    '& tbody tr:last-of-type': { borderBottom: 0 },
    '& tbody th, & tbody td': {
      display: 'block',
      p: 0,
      border: 0,
      textAlign: 'left',
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
    },
    '& tbody th': { gridColumn: '1 / -1' },
    '& tbody td::before': {
      // Alternative text "": the column's name is for the eye; the header says it to screen readers.
      content: 'attr(data-label) / ""',
      display: 'block',
      ...theme.typography.caption,
      color: 'text.secondary',
    },
  },
});

/**
 * A table that never makes the page scroll sideways (SPEC §9 phones are 360 px wide): from sm up
 * in a box of its own that scrolls if it must, a labelled region that takes focus so it can be
 * scrolled by keyboard; below sm its rows stacked as cards that fit the screen.
 */
export function ScrollTable({ label, children, maxHeight }: ScrollTableProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      role="region"
      aria-label={label}
      // Only a box that can scroll needs to be a stop for the Tab key.
      tabIndex={phone ? undefined : 0}
      sx={{
        maxHeight: { sm: maxHeight },
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Table
        size="small"
        stickyHeader={maxHeight !== undefined}
        sx={[{ '& td, & th': { whiteSpace: 'nowrap' } }, stacked]}
      >
        <Box component="caption" sx={visuallyHidden}>
          {label}
        </Box>
        {children}
      </Table>
    </TableContainer>
  );
}

/** A body cell that carries its column's name for the stacked layout of phones. */
export function LabelledCell({ label, ...props }: TableCellProps & { label: string }) {
  return <TableCell data-label={label} {...props} />;
}

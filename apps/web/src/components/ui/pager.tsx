import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import LastPageIcon from '@mui/icons-material/LastPage';

interface PagerProps {
  /** How many items there are in all. */
  count: number;
  /** The page shown, from 0. */
  page: number;
  rowsPerPage: number;
  onPageChange: (page: number) => void;
  /** First and last page buttons beside previous and next. */
  showFirstAndLast?: boolean;
}

/**
 * Pages through a list: '1–20 of 25' and buttons to go to the first, previous, next and last
 * page, named and laid out as MUI's TablePagination does. TablePagination brings MUI's Select,
 * Menu, Popover and Modal even with no rows-per-page choice: Customer Search, the first screen,
 * uses this instead (issue 32).
 */
export function Pager({ count, page, rowsPerPage, onPageChange, showFirstAndLast = true }: PagerProps) {
  const lastPage = Math.max(0, Math.ceil(count / rowsPerPage) - 1);
  const from = count === 0 ? 0 : page * rowsPerPage + 1;
  const to = Math.min(count, (page + 1) * rowsPerPage);
  const button = (label: string, target: number, disabled: boolean, icon: ReactNode) => (
    <IconButton
      aria-label={label}
      title={label}
      color="inherit"
      disabled={disabled}
      onClick={() => onPageChange(target)}
    >
      {icon}
    </IconButton>
  );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', minHeight: 52, px: 1, gap: 1 }}>
      <Typography variant="body2" sx={{ mr: 2, fontVariantNumeric: 'tabular-nums' }}>
        {`${from}–${to} of ${count}`}
      </Typography>
      <Box sx={{ display: 'flex', flexShrink: 0 }}>
        {showFirstAndLast && button('Go to first page', 0, page === 0, <FirstPageIcon />)}
        {button('Go to previous page', page - 1, page === 0, <KeyboardArrowLeft />)}
        {button('Go to next page', page + 1, page >= lastPage, <KeyboardArrowRight />)}
        {showFirstAndLast && button('Go to last page', lastPage, page >= lastPage, <LastPageIcon />)}
      </Box>
    </Box>
  );
}

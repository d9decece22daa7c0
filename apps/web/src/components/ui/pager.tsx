import type { ReactNode } from 'react';
import { useText } from '../../i18n/use-text.ts';
import { commonText } from '../common-text.ts';
import { FirstPageIcon, LastPageIcon, NextPageIcon, PreviousPageIcon } from '../plain/icons.tsx';

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
 * uses this instead (issue 32), drawn without MUI (plain.css, decision 0051).
 */
export function Pager({ count, page, rowsPerPage, onPageChange, showFirstAndLast = true }: PagerProps) {
  const t = useText(commonText);
  const lastPage = Math.max(0, Math.ceil(count / rowsPerPage) - 1);
  const from = count === 0 ? 0 : page * rowsPerPage + 1;
  const to = Math.min(count, (page + 1) * rowsPerPage);
  const button = (label: string, target: number, disabled: boolean, icon: ReactNode) => (
    <button
      type="button"
      className="kp-icon-button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={() => onPageChange(target)}
    >
      {icon}
    </button>
  );
  return (
    <div className="kp-pager">
      <p className="kp-body2" style={{ marginRight: 16, fontVariantNumeric: 'tabular-nums' }}>
        {t('pageRange', { from, to, count })}
      </p>
      <div style={{ display: 'flex', flexShrink: 0 }}>
        {showFirstAndLast && button(t('firstPage'), 0, page === 0, <FirstPageIcon />)}
        {button(t('previousPage'), page - 1, page === 0, <PreviousPageIcon />)}
        {button(t('nextPage'), page + 1, page >= lastPage, <NextPageIcon />)}
        {showFirstAndLast && button(t('lastPage'), lastPage, page >= lastPage, <LastPageIcon />)}
      </div>
    </div>
  );
}

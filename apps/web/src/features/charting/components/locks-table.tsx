import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import type { ChartLockSet } from '@keyplan/domain';
import { useState } from 'react';
import { chartingText, formatPinning } from '../charting-text.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useText } from '../../../i18n/use-text.ts';
import { LabelledCell, ScrollTable } from './scroll-table.tsx';

/** Locks shown at once: a lock set may hold 50,000 locks (500 sets × 100). */
export const LOCKS_PER_PAGE = 50;

/** A cell of a lock not charted yet. */
const NOT_CHARTED = '—';

/** The locks of one lock set, a page at a time: set, lock, key symbol, blind code, keys cut. */
export function LocksTable({ lockSet, showBittings }: { lockSet: ChartLockSet; showBittings: boolean }) {
  const t = useText(chartingText);
  const format = useFormat();
  const [page, setPage] = useState(0);
  const { locks } = lockSet;
  const shown = locks.slice(page * LOCKS_PER_PAGE, (page + 1) * LOCKS_PER_PAGE);
  return (
    <>
      <ScrollTable label={t('locks.of', { name: lockSet.name })}>
        <TableHead>
          <TableRow>
            <TableCell>{t('column.set')}</TableCell>
            <TableCell>{t('column.lock')}</TableCell>
            <TableCell>{t('column.keySymbol')}</TableCell>
            <TableCell>{t('column.blindCode')}</TableCell>
            <TableCell align="right">{t('column.keysCut')}</TableCell>
            {showBittings ? (
              <>
                <TableCell>{t('column.bitting')}</TableCell>
                <TableCell>{t('column.pinning')}</TableCell>
              </>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((lock) => (
            <TableRow key={`${lock.setNumber}-${lock.lockNumber}`}>
              <LabelledCell label={t('column.set')}>{lock.setNumber}</LabelledCell>
              <LabelledCell label={t('column.lock')}>{lock.lockNumber}</LabelledCell>
              <LabelledCell label={t('column.keySymbol')}>{lock.keySymbol ?? NOT_CHARTED}</LabelledCell>
              <LabelledCell label={t('column.blindCode')} sx={{ fontFamily: 'monospace' }}>
                {lock.blindCode ?? NOT_CHARTED}
              </LabelledCell>
              <LabelledCell label={t('column.keysCut')} align="right">
                {lock.keysCut}
              </LabelledCell>
              {showBittings ? (
                <>
                  <LabelledCell label={t('column.bitting')} sx={{ fontFamily: 'monospace' }}>
                    {lock.bitting ?? NOT_CHARTED}
                  </LabelledCell>
                  <LabelledCell label={t('column.pinning')} sx={{ fontFamily: 'monospace' }}>
                    {formatPinning(lock.pinning) || NOT_CHARTED}
                  </LabelledCell>
                </>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </ScrollTable>
      {locks.length > LOCKS_PER_PAGE ? (
        <TablePagination
          component="div"
          count={locks.length}
          page={page}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={LOCKS_PER_PAGE}
          rowsPerPageOptions={[]}
          labelDisplayedRows={({ from, to, count }) => t('locks.shown', { from, to, count: format.number(count) })}
          slotProps={{
            actions: {
              previousButton: { 'aria-label': t('locks.previous', { name: lockSet.name }) },
              nextButton: { 'aria-label': t('locks.next', { name: lockSet.name }) },
            },
          }}
        />
      ) : null}
    </>
  );
}

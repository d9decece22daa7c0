import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import type { ChartLockSet } from '@keyplan/domain';
import { useState } from 'react';
import { formatPinning } from '../charting-text.ts';
import { LabelledCell, ScrollTable } from './scroll-table.tsx';

/** Locks shown at once: a lock set may hold 50,000 locks (500 sets × 100). */
export const LOCKS_PER_PAGE = 50;

/** The locks of one lock set, a page at a time: set, lock, key symbol, blind code, keys cut. */
export function LocksTable({ lockSet, showBittings }: { lockSet: ChartLockSet; showBittings: boolean }) {
  const [page, setPage] = useState(0);
  const { locks } = lockSet;
  const shown = locks.slice(page * LOCKS_PER_PAGE, (page + 1) * LOCKS_PER_PAGE);
  return (
    <>
      <ScrollTable label={`Locks of ${lockSet.name}`}>
        <TableHead>
          <TableRow>
            <TableCell>Set</TableCell>
            <TableCell>Lock</TableCell>
            <TableCell>Key symbol</TableCell>
            <TableCell>Blind code</TableCell>
            <TableCell align="right">Keys cut</TableCell>
            {showBittings ? (
              <>
                <TableCell>Bitting</TableCell>
                <TableCell>Pinning</TableCell>
              </>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((lock) => (
            <TableRow key={`${lock.setNumber}-${lock.lockNumber}`}>
              <LabelledCell label="Set">{lock.setNumber}</LabelledCell>
              <LabelledCell label="Lock">{lock.lockNumber}</LabelledCell>
              <LabelledCell label="Key symbol">{lock.keySymbol ?? '—'}</LabelledCell>
              <LabelledCell label="Blind code" sx={{ fontFamily: 'monospace' }}>
                {lock.blindCode ?? '—'}
              </LabelledCell>
              <LabelledCell label="Keys cut" align="right">
                {lock.keysCut}
              </LabelledCell>
              {showBittings ? (
                <>
                  <LabelledCell label="Bitting" sx={{ fontFamily: 'monospace' }}>
                    {lock.bitting ?? '—'}
                  </LabelledCell>
                  <LabelledCell label="Pinning" sx={{ fontFamily: 'monospace' }}>
                    {formatPinning(lock.pinning) || '—'}
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
          labelDisplayedRows={({ from, to, count }) => `Locks ${from}–${to} of ${count.toLocaleString('en-US')}`}
          slotProps={{
            actions: {
              previousButton: { 'aria-label': `Previous locks of ${lockSet.name}` },
              nextButton: { 'aria-label': `Next locks of ${lockSet.name}` },
            },
          }}
        />
      ) : null}
    </>
  );
}

import { memo } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney, type LockSet, type LockSetPrice as LockSetPriceLines, counted } from '@keyplan/domain';
import { useLivePrice } from '../../hooks/use-live-price.ts';

/** A lockout/tagout set's worker names, each one engraved line on its lock (decision 0070). */
function workerNamesRow(own: LockSetPriceLines, money: (minorUnits: number) => string): [string, string][] {
  const names = own.workerNameEngraving;
  if (!names) return [];
  return [[`Engraving, worker names (${names.quantity} × ${money(names.unitPrice)})`, money(names.amount)]];
}

/**
 * The price of one lock set (DESIGN §3 "Pricing"): a draft's recomputed on every edit with the
 * domain's price function, a submitted system's as sent to SAP (decision 0050). Unit price, the
 * system's quantity discount, the discounted price per lock, a lockout/tagout set's worker names,
 * keys, the lock set total and the system total, in the order's currency: every figure a line of that one price.
 */
export function LockSetPrice({ lockSet }: { lockSet: LockSet }) {
  const { price, currency } = useLivePrice();
  if (!price.priced || !currency) {
    const reason = price.priced ? '' : price.reason;
    return (
      <Typography color={reason === 'loading' ? 'text.secondary' : 'error'}>
        {reason === 'loading' ? 'Calculating the price…' : `Not priced: ${reason}`}
      </Typography>
    );
  }
  const own = price.lockSets.get(lockSet.lockSetID);
  if (!own) return <Typography color="error">This lock set has no price in {currency}.</Typography>;
  const money = (minorUnits: number) => formatMoney(minorUnits, currency);
  const rows: [string, string][] = [
    ['Lock unit price', money(own.listPrice)],
    [`Quantity discount (${counted(price.totalLocks, 'lock')} in the system)`, `${price.discountPercent}%`],
    ['Price per lock', money(own.pricePer)],
    [`Locks (${own.locks} × ${money(own.pricePer)})`, money(own.locksAmount)],
    ...workerNamesRow(own, money),
    [`Keys (${counted(own.keyCount, 'key')})`, money(own.keys)],
    ['Lock set total', money(own.total)],
    ['System total', money(price.totalPrice)],
  ];
  return <PriceRows rows={rows} />;
}

/** One line of the price table: re-rendered only when its label or amount changes. */
const PriceRow = memo(function PriceRow({ label, value }: { label: string; value: string }) {
  const total = label === 'Lock set total' || label === 'System total';
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ pl: 0, fontWeight: total ? 600 : 400 }}>
        {label}
      </TableCell>
      <TableCell align="right" sx={{ pr: 0, fontWeight: total ? 600 : 400, whiteSpace: 'nowrap' }}>
        {value}
      </TableCell>
    </TableRow>
  );
});

/** The price table; unchanged amounts leave it alone, and changed ones re-render their own rows. */
const PriceRows = memo(
  function PriceRows({ rows }: { rows: readonly (readonly [string, string])[] }) {
    return (
      <Table size="small" aria-label="Lock set price">
        <TableBody>
          {/* The rows are the same seven in order (eight with a lockout/tagout set's worker names); a label with
              an amount in it ('Locks (10 × $18.50)') changes as the price does, and keyed by it its row was
              taken down and built again. */}
          {rows.map(([label, value], index) => (
            <PriceRow key={index} label={label} value={value} />
          ))}
        </TableBody>
      </Table>
    );
  },
  (before, after) =>
    before.rows.length === after.rows.length &&
    before.rows.every((row, index) => row[0] === after.rows[index]![0] && row[1] === after.rows[index]![1]),
);

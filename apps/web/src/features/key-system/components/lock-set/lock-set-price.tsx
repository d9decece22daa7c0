import { memo } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { LockSet, LockSetPrice as LockSetPriceLines } from '@keyplan/domain';
import { useFormat } from '../../../../i18n/use-format.ts';
import { useText } from '../../../../i18n/use-text.ts';
import { ruleMessage, ruleText } from '../../../../lib/rules/rule-text.ts';
import { useLivePrice } from '../../hooks/use-live-price.ts';
import { keySystemText, type KeySystemTranslate } from '../../key-system-text.ts';

/** A line of the price table: its label, its amount, and whether it is a total (in bold). */
type PriceLine = readonly [label: string, value: string, total?: boolean];

/** A lockout/tagout set's worker names, each one engraved line on its lock (decision 0070). */
function workerNamesRow(
  own: LockSetPriceLines,
  money: (minorUnits: number) => string,
  t: KeySystemTranslate,
): PriceLine[] {
  const names = own.workerNameEngraving;
  if (!names) return [];
  return [[t('price.workerNames', { count: names.quantity, price: money(names.unitPrice) }), money(names.amount)]];
}

/**
 * The price of one lock set (DESIGN §3 "Pricing"): a draft's recomputed on every edit with the
 * domain's price function, a submitted system's as sent to SAP (decision 0050). Unit price, the
 * system's quantity discount, the discounted price per lock, a lockout/tagout set's worker names,
 * keys, the lock set total and the system total, in the order's currency: every figure a line of that one price.
 */
export function LockSetPrice({ lockSet }: { lockSet: LockSet }) {
  const t = useText(keySystemText);
  const rules = useText(ruleText);
  const format = useFormat();
  const { price, currency } = useLivePrice();
  if (!price.priced || !currency) {
    const reason = price.priced ? '' : price.reason;
    return (
      <Typography color={reason === 'loading' ? 'text.secondary' : 'error'}>
        {reason === 'loading' ? t('price.calculating') : t('price.notPriced', { reason: ruleMessage(reason, rules) })}
      </Typography>
    );
  }
  const own = price.lockSets.get(lockSet.lockSetID);
  if (!own) return <Typography color="error">{t('price.noPriceIn', { currency })}</Typography>;
  const money = (minorUnits: number) => format.money(minorUnits, currency);
  const rows: PriceLine[] = [
    [t('price.unit'), money(own.listPrice)],
    [
      t('price.quantityDiscount', { count: price.totalLocks }),
      t('price.percent', { percent: format.number(price.discountPercent) }),
    ],
    [t('price.perLock'), money(own.pricePer)],
    [t('price.locks', { count: own.locks, price: money(own.pricePer) }), money(own.locksAmount)],
    ...workerNamesRow(own, money, t),
    [t('price.keys', { count: own.keyCount }), money(own.keys)],
    [t('price.lockSetTotal'), money(own.total), true],
    [t('price.systemTotal'), money(price.totalPrice), true],
  ];
  return <PriceRows rows={rows} label={t('price.table')} />;
}

/** One line of the price table: re-rendered only when its label or amount changes. */
const PriceRow = memo(function PriceRow({ label, value, total }: { label: string; value: string; total: boolean }) {
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
  function PriceRows({ rows, label }: { rows: readonly PriceLine[]; label: string }) {
    return (
      <Table size="small" aria-label={label}>
        <TableBody>
          {/* The rows are the same seven in order (eight with a lockout/tagout set's worker names); a label with
              an amount in it ('Locks (10 × $18.50)') changes as the price does, and keyed by it its row was
              taken down and built again. */}
          {rows.map(([line, value, total = false], index) => (
            <PriceRow key={index} label={line} value={value} total={total} />
          ))}
        </TableBody>
      </Table>
    );
  },
  (before, after) =>
    before.label === after.label &&
    before.rows.length === after.rows.length &&
    before.rows.every((row, index) => row[0] === after.rows[index]![0] && row[1] === after.rows[index]![1]),
);

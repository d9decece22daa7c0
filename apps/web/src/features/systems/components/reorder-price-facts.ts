import { formatMoney, type PricedLines } from '@keyplan/domain';

/** The lines a person checks a total by: locks, keys with them, the keys above them and cut to codes, worker names, discount. */
export function reorderPriceFacts(lines: PricedLines, currency: string) {
  const money = (amount: number) => formatMoney(amount, currency);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const keyLine = (kind: PricedLines['keyLines'][number]['kind']) =>
    lines.keyLines.filter((line) => line.kind === kind);
  const keyFacts = (
    [
      ['grandMasterKey', 'Grand master keys'],
      ['masterKey', 'Master keys'],
      ['changeKey', 'Keys cut to existing codes'],
    ] as const
  ).flatMap(([kind, label]) => {
    const entries = keyLine(kind);
    if (entries.length === 0) return [];
    const quantity = sum(entries.map((line) => line.quantity));
    return [{ label: `${label} (${quantity})`, value: money(sum(entries.map((line) => line.amount))) }];
  });
  const locks = sum(lines.lockSets.map((line) => line.locks));
  const lockKeys = sum(lines.lockSets.map((line) => line.keyCount));
  const names = lines.lockSets.flatMap((line) => (line.workerNameEngraving ? [line.workerNameEngraving] : []));
  return [
    ...(locks > 0
      ? [{ label: `Locks (${locks})`, value: money(sum(lines.lockSets.map((line) => line.locksAmount))) }]
      : []),
    // A lockout/tagout lock's worker name is an engraved line (decision 0070): listed, so the lines add up.
    ...(names.length > 0
      ? [
          {
            label: `Engraving, worker names (${sum(names.map((line) => line.quantity))})`,
            value: money(sum(names.map((line) => line.amount))),
          },
        ]
      : []),
    ...(lockKeys > 0
      ? [{ label: `Keys with the locks (${lockKeys})`, value: money(sum(lines.lockSets.map((line) => line.keys))) }]
      : []),
    ...keyFacts,
    ...(lines.discountPercent > 0
      ? [{ label: 'Quantity discount', value: `${lines.discountPercent}% (in the lock prices)` }]
      : []),
  ];
}

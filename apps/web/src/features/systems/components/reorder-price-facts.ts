import { formatMoney, type PricedLines } from '@keyplan/domain';
import { formattingLocale, shownLanguage } from '../../../i18n/language.ts';
import { textNow } from '../../../i18n/use-text.ts';
import { systemsText, type SystemsTranslate } from '../systems-text.ts';

/**
 * The lines a person checks a total by: locks, keys with them, the keys above them and cut to
 * codes, worker names, discount; in the language on show unless `t` and `locale` say another.
 */
export function reorderPriceFacts(
  lines: PricedLines,
  currency: string,
  t: SystemsTranslate = textNow(systemsText),
  locale: string = formattingLocale(shownLanguage()),
) {
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const keyLine = (kind: PricedLines['keyLines'][number]['kind']) =>
    lines.keyLines.filter((line) => line.kind === kind);
  const keyFacts = (
    [
      ['grandMasterKey', 'facts.grandMasterKeys'],
      ['masterKey', 'facts.masterKeys'],
      ['changeKey', 'facts.changeKeys'],
    ] as const
  ).flatMap(([kind, key]) => {
    const entries = keyLine(kind);
    if (entries.length === 0) return [];
    const count = sum(entries.map((line) => line.quantity));
    return [{ label: t(key, { count }), value: money(sum(entries.map((line) => line.amount))) }];
  });
  const locks = sum(lines.lockSets.map((line) => line.locks));
  const lockKeys = sum(lines.lockSets.map((line) => line.keyCount));
  const names = lines.lockSets.flatMap((line) => (line.workerNameEngraving ? [line.workerNameEngraving] : []));
  return [
    ...(locks > 0
      ? [
          {
            label: t('facts.locks', { count: locks }),
            value: money(sum(lines.lockSets.map((line) => line.locksAmount))),
          },
        ]
      : []),
    // A lockout/tagout lock's worker name is an engraved line (decision 0070): listed, so the lines add up.
    ...(names.length > 0
      ? [
          {
            label: t('facts.workerNames', { count: sum(names.map((line) => line.quantity)) }),
            value: money(sum(names.map((line) => line.amount))),
          },
        ]
      : []),
    ...(lockKeys > 0
      ? [
          {
            label: t('facts.lockKeys', { count: lockKeys }),
            value: money(sum(lines.lockSets.map((line) => line.keys))),
          },
        ]
      : []),
    ...keyFacts,
    ...(lines.discountPercent > 0
      ? [{ label: t('facts.discount'), value: t('facts.discountValue', { percent: lines.discountPercent }) }]
      : []),
  ];
}

import { useMemo } from 'react';
import { formatMoney } from '@keyplan/domain';
import { formattingLocale, shownLanguage, useLocale } from './language.ts';

/** Numbers, money and dates in `locale` (Intl), each formatter built once. */
function formatterFor(locale: string) {
  const count = new Intl.NumberFormat(locale);
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
  return {
    locale,
    number: (value: number) => count.format(value),
    money: (minorUnits: number, currency: string) => formatMoney(minorUnits, currency, locale),
    dateTime: (value: string | Date) => dateTime.format(new Date(value)),
    date: (value: string | Date) => date.format(new Date(value)),
  };
}

/** Numbers, money and dates in the language on show (Intl). */
export function useFormat() {
  const locale = formattingLocale(useLocale());
  return useMemo(() => formatterFor(locale), [locale]);
}

/** The same outside a component (a toast, a word helper called without one): the language on show now. */
export function formatNow() {
  return formatterFor(formattingLocale(shownLanguage()));
}

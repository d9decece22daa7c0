/**
 * A stored ISO time as a local date and time in `locale` (the runtime's default when none is
 * given); '—' when there is none.
 */
export function formatWhen(iso: string | null, locale?: string): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * Minor units as a decimal amount (two decimals, as the catalog's currencies use) in `locale`'s
 * digits (en-US: 1,234.50; fr-CA: 1 234,50); '—' when there is none.
 */
export function formatMinor(minor: number | null, locale = 'en-US'): string {
  if (minor === null) return '—';
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);
}

/** A stored ISO time as the person's local date and time. */
export function formatWhen(iso: string | null): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Minor units as a decimal amount (two decimals, as the catalog's currencies use). */
export function formatMinor(minor: number | null): string {
  return minor === null ? '—' : (minor / 100).toFixed(2);
}

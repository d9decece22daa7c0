import { SAP_NUMBER_LENGTH } from '@keyplan/domain';

/** Currencies without minor units (ISO 4217); every other currency of the price books has two. */
const ZERO_DECIMAL_CURRENCIES = new Set(['JPY', 'KRW', 'CLP', 'ISK', 'VND']);

function decimalsOf(currency: string): number {
  return ZERO_DECIMAL_CURRENCIES.has(currency) ? 0 : 2;
}

/** Minor units as SAP's Edm.Decimal text: 123456 USD → '1234.56'. */
export function minorToDecimal(minor: number, currency: string): string {
  const decimals = decimalsOf(currency);
  if (decimals === 0) return String(minor);
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(decimals + 1, '0');
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** SAP's Edm.Decimal text as minor units: '1234.560' USD → 123456 (rounded half up). */
export function decimalToMinor(value: string, currency: string): number {
  return Math.round(Number(value) * 10 ** decimalsOf(currency));
}

/** A SAP number (CHAR10) as SAP keys it: numeric ones padded with zeros to 10, others as they are. */
export function toSapNumber(value: string): string {
  const trimmed = value.trim();
  return /^\d+$/.test(trimmed) ? trimmed.padStart(SAP_NUMBER_LENGTH, '0') : trimmed;
}

/** A string literal of an OData v2 URL: quotes doubled, then URL-encoded. */
export function odataString(value: string): string {
  return encodeURIComponent(`'${value.replaceAll("'", "''")}'`);
}

/** OData v2 `/Date(ms)/` (Edm.DateTime) as an ISO date-time; null when absent or malformed. */
export function fromODataDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^\/Date\((-?\d+)(?:[+-]\d{4})?\)\/$/.exec(value);
  return match ? new Date(Number(match[1])).toISOString() : null;
}

export function toODataDate(date: Date): string {
  return `/Date(${Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())})/`;
}

/** The entries of an OData v2 collection or expanded to-many navigation: an array, or `{ results: [...] }`. */
export function results(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value as Record<string, unknown>[];
  const inner = (value as { results?: unknown } | undefined)?.results;
  return Array.isArray(inner) ? (inner as Record<string, unknown>[]) : [];
}

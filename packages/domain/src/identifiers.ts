import { SAP_NUMBER_LENGTH } from './constants.ts';

/** ccid is padded with zeros to 10 characters (SPEC §5). */
export function normalizeCcid(ccid: string): string {
  return ccid.trim().padStart(SAP_NUMBER_LENGTH, '0');
}

/** SAP order number: padded to 10 characters, and uppercased when it is an order (SPEC §5). */
export function normalizeSapOrderNumber(value: string, isOrder = true): string {
  const padded = value.trim().padStart(SAP_NUMBER_LENGTH, '0');
  return isOrder ? padded.toUpperCase() : padded;
}

/** Quote numbers are uppercased (SPEC §5). */
export function normalizeQuoteNumber(value: string): string {
  return value.trim().toUpperCase();
}

/** The design id is lowercased (SPEC §5); numeric ids, 'new' and 'quote' are the known forms. */
export function normalizeDesignId(value: string): string {
  return value.trim().toLowerCase();
}

/** Design-id load mode is on when the design id is numeric (SPEC §4). */
export function isNumericDesignId(value: string): boolean {
  return /^\d+$/.test(value.trim());
}

/** A ccid as stored: exactly ten digits. */
export const CCID_PATTERN = /^\d{10}$/;

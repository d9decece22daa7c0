import { SAP_REFERENCE_MAX_LENGTH } from '../sap/sap-fields.ts';

/** Keyplan's reference of a lock system in SAP: 'KP-' and the first 15 hex digits of its id (18 characters). */
export function idempotencyReference(orderLockSystemId: string): string {
  return `KP-${orderLockSystemId.replaceAll('-', '').toUpperCase()}`.slice(0, SAP_REFERENCE_MAX_LENGTH);
}

/** The reference of a system's follow-up message `sequence` (unique in the outbox; not a SAP field). */
export function followUpReference(orderLockSystemId: string, sequence: number): string {
  return `${idempotencyReference(orderLockSystemId)}/${sequence}`;
}

import type { Customer } from '@keyplan/domain';
import { resetSession, type SessionState } from '../../stores/session-store.ts';

export type CustomerChoice = Pick<Customer, 'ccid' | 'name' | 'salesArea'>;

/**
 * Makes `customer` the session's customer. A new customer starts a new session: nothing of the
 * previous customer's order, quote or design may carry over (SPEC §3 session values).
 */
export function selectCustomer({ ccid, name, salesArea }: CustomerChoice): SessionState {
  return resetSession({ ccid, customer: { ccid, name, salesArea }, salesArea });
}

import type { SendStateName, StatusLabel } from '@keyplan/domain';
import { defineText } from '../../../i18n/text.ts';
import { textNow, type Translate } from '../../../i18n/use-text.ts';
import english from './text/en-US.json';

/**
 * How a system's status and its sends to SAP read (the chips, the filters, the status history).
 * The statuses are SPEC §4's labels: en-US says them word for word (Draft, Submitted, …).
 */
export const systemStatusText = defineText(english, {
  'fr-CA': () => import('./text/fr-CA.json'),
  'es-MX': () => import('./text/es-MX.json'),
});

export type SystemStatusTranslate = Translate<NonNullable<(typeof systemStatusText)['keys']>>;

/** A status label in the language on show (or `t`'s): 'Draft', 'Brouillon', 'Borrador'. */
export function statusLabelText(label: StatusLabel, t: SystemStatusTranslate = textNow(systemStatusText)): string {
  return t(`status.${label}`);
}

/** Where sends to SAP stand, in the language on show (or `t`'s): 'Sent to SAP'. */
export function sendStateText(state: SendStateName, t: SystemStatusTranslate = textNow(systemStatusText)): string {
  return t(`send.${state}`);
}

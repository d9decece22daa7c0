import { defineText } from '../../i18n/text.ts';
import english from './text/en-US.json';

/**
 * Customer Search's words: the first screen, so only its own (Add Customer and the SAP look-up
 * have theirs in add-customer-text.ts, loaded with their code).
 */
export const customerSearchText = defineText(english, {
  'fr-CA': () => import('./text/fr-CA.json'),
  'es-MX': () => import('./text/es-MX.json'),
});

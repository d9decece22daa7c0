import { defineText } from '../../i18n/text.ts';
import type { Translate } from '../../i18n/use-text.ts';
import english from './add-customer/text/en-US.json';

/**
 * The words of Add Customer and of the SAP look-up (offered by Customer Search's empty state):
 * loaded with their code, off the first screen. The field messages word the domain schema's rules
 * (customer-form.ts); their English is the form's as it was (add-customer-text.test.ts).
 */
export const addCustomerText = defineText(english, {
  'fr-CA': () => import('./add-customer/text/fr-CA.json'),
  'es-MX': () => import('./add-customer/text/es-MX.json'),
});

export type AddCustomerTranslate = Translate<keyof typeof english>;

import { defineText } from '../../i18n/text.ts';
import english from './text/en-US.json';

/** The words of My account (/account): profile, emails, phones, password and the step-up sign-in. */
export const accountText = defineText(english, {
  'fr-CA': () => import('./text/fr-CA.json'),
  'es-MX': () => import('./text/es-MX.json'),
});

export type AccountTextKey = NonNullable<(typeof accountText)['keys']>;

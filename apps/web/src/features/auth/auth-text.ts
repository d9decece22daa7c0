import { defineText } from '../../i18n/text.ts';
import english from './text/en-US.json';

/**
 * The words of signing in that the start-up path shows (the access check, the sign-in callback);
 * the sign-in page's own are in sign-in/sign-in-text.ts, loaded with it.
 */
export const authText = defineText(english, {
  'fr-CA': () => import('./text/fr-CA.json'),
  'es-MX': () => import('./text/es-MX.json'),
});

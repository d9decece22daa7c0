import { defineText } from '../i18n/text.ts';
import english from './text/en-US.json';

/** The app bar's words. */
export const shellText = defineText(english, {
  'fr-CA': () => import('./text/fr-CA.json'),
  'es-MX': () => import('./text/es-MX.json'),
});

import { defineText } from '../i18n/text.ts';
import english from './text/en-US.json';

/** The words of the shared plain components (loaders, the pager, the language switch): on the start-up path. */
export const commonText = defineText(english, {
  'fr-CA': () => import('./text/fr-CA.json'),
  'es-MX': () => import('./text/es-MX.json'),
});

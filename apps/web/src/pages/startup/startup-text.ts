import { defineText } from '../../i18n/text.ts';
import english from './text/en-US.json';

/** The words of a startup link's opening: what staff read while it opens, and why it cannot. */
export const startupText = defineText(english, {
  'fr-CA': () => import('./text/fr-CA.json'),
  'es-MX': () => import('./text/es-MX.json'),
});

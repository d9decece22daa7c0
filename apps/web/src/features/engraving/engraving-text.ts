import { defineText } from '../../i18n/text.ts';
import english from './text/en-US.json';

/** The words of /edit-engraving: the engraving editor, the differences and the history. */
export const engravingText = defineText(english, {
  'fr-CA': () => import('./text/fr-CA.json'),
  'es-MX': () => import('./text/es-MX.json'),
});

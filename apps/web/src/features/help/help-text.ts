import { defineText } from '../../i18n/text.ts';
import english from './text/en-US.json';

/**
 * The help icons' words, on every screen (SPEC §2 "Global UI"); the dialog's are in
 * components/help-dialog-text.ts, loaded with it. SPEC's texts are the domain's MESSAGES.
 */
export const helpText = defineText(english, {
  'fr-CA': () => import('./text/fr-CA.json'),
  'es-MX': () => import('./text/es-MX.json'),
});

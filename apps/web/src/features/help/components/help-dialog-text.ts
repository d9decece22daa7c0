import { defineText } from '../../../i18n/text.ts';
import english from './text/en-US.json';

/** The Request Assistance dialog's words (SPEC §2, §4 "Help submit flow"): SPEC's texts are the domain's MESSAGES. */
export const helpDialogText = defineText(english, {
  'fr-CA': () => import('./text/fr-CA.json'),
  'es-MX': () => import('./text/es-MX.json'),
});

import { defineText } from '../../i18n/text.ts';
import type { Translate } from '../../i18n/use-text.ts';
import english from './text/en-US.json';

/**
 * The words of the shared components drawn with MUI (alerts, chips, engraving and logo fields, the
 * padlock drawing, the Unsaved Changes dialog): they load with the screens that use them, off the
 * first screen. Texts the domain words (SPEC's MESSAGES, the engraving and logo rules) are its
 * English word for word (domain-texts.test.ts).
 */
export const uiText = defineText(english, {
  'fr-CA': () => import('./text/fr-CA.json'),
  'es-MX': () => import('./text/es-MX.json'),
});

export type UiTranslate = Translate<keyof typeof english>;

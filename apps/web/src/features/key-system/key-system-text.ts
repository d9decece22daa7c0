import { defineText } from '../../i18n/text.ts';
import type { Translate } from '../../i18n/use-text.ts';
import english from './text/en-US.json';

/** The words of the key system editor: /key-system, /set and their dialogs. */
export const keySystemText = defineText(english, {
  'fr-CA': () => import('./text/fr-CA.json'),
  'es-MX': () => import('./text/es-MX.json'),
});

export type KeySystemTranslate = Translate<NonNullable<(typeof keySystemText)['keys']>>;

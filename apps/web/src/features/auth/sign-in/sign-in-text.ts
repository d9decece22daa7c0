import { defineText } from '../../../i18n/text.ts';
import type { Translate } from '../../../i18n/use-text.ts';
import english from './text/en-US.json';

/** The sign-in page's words (issue 43) and the expired-session dialog's: loaded with their code. */
export const signInText = defineText(english, {
  'fr-CA': () => import('./text/fr-CA.json'),
  'es-MX': () => import('./text/es-MX.json'),
});

export type SignInTranslate = Translate<keyof typeof english>;

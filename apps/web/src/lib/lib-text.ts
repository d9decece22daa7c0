import { defineText } from '../i18n/text.ts';
import type { Translate } from '../i18n/use-text.ts';
import english from './text/en-US.json';

/** The words of the shared helpers in lib/: how a system, its type, status and reference read. */
export const libText = defineText(english, {
  'fr-CA': () => import('./text/fr-CA.json'),
  'es-MX': () => import('./text/es-MX.json'),
});

/** lib/'s words in one language: a component passes its own (`useText(libText)`), else the language on show. */
export type LibTranslate = Translate<NonNullable<(typeof libText)['keys']>>;

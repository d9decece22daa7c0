import type { ErrorPageText } from '@keyplan/domain';
import { defineText } from '../../i18n/text.ts';
import type { Translate } from '../../i18n/use-text.ts';
import english from './text/en-US.json';

/**
 * The error screen's words (SPEC §2 "Error page"): its en-US texts are the domain's ERROR_TEXTS
 * word for word (error-text.test.ts). On the start-up path: the screen shows when a screen's code
 * failed to load.
 */
export const errorText = defineText(english, {
  'fr-CA': () => import('./text/fr-CA.json'),
  'es-MX': () => import('./text/es-MX.json'),
});

/** A text of the error page in the language on show: a key of the catalog, or words given as they are. */
export const errorPageWords = (t: Translate<keyof typeof english>, item: ErrorPageText): string =>
  'key' in item ? t(item.key) : item.words;

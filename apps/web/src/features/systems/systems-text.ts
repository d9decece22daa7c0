import { defineText } from '../../i18n/text.ts';
import type { Translate } from '../../i18n/use-text.ts';
import english from './text/en-US.json';

/**
 * The words of the staff screens that list, start, edit and reorder systems (System Start, Add or
 * Edit System, Reorder Locks). Data (system, lock set and key names, engraving) is never in here.
 */
export const systemsText = defineText(english, {
  'fr-CA': () => import('./text/fr-CA.json'),
  'es-MX': () => import('./text/es-MX.json'),
});

export type SystemsKey = NonNullable<(typeof systemsText)['keys']>;
export type SystemsTranslate = Translate<SystemsKey>;

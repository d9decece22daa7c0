import { defineText } from '../../i18n/text.ts';
import english from './text/en-US.json';

/** The words of the admin screens (/admin): sections, lookup lists, price books, key codes, accounts, audit. */
export const adminText = defineText(english, {
  'fr-CA': () => import('./text/fr-CA.json'),
  'es-MX': () => import('./text/es-MX.json'),
});

export type AdminTextKey = NonNullable<(typeof adminText)['keys']>;

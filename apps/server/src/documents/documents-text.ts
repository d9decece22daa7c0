import { defineServerText } from '../i18n/server-text.ts';
import english from './text/en-US.json' with { type: 'json' };
import spanish from './text/es-MX.json' with { type: 'json' };
import french from './text/fr-CA.json' with { type: 'json' };

/** The words of the key register's documents: a hand-out's receipt and the sign-out sheet. */
export const documentsText = defineServerText({ 'en-US': english, 'fr-CA': french, 'es-MX': spanish });
export type DocumentsText = ReturnType<typeof documentsText>;

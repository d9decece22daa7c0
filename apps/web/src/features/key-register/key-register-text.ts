import { useMemo } from 'react';
import { defineText } from '../../i18n/text.ts';
import { formatNow, useFormat } from '../../i18n/use-format.ts';
import { textNow, useText, type Translate } from '../../i18n/use-text.ts';
import english from './text/en-US.json';

/** The words of the key register: staff's on System Start, the customer's on their review. */
export const keyRegisterText = defineText(english, {
  'fr-CA': () => import('./text/fr-CA.json'),
  'es-MX': () => import('./text/es-MX.json'),
});

export type KeyRegisterKey = keyof typeof english;

/** What the register's word helpers write with: its messages, and dates in the same language. */
export interface KeyRegisterWords {
  t: Translate<KeyRegisterKey>;
  format: Pick<ReturnType<typeof useFormat>, 'date' | 'dateTime'>;
}

/** The register's words in a component, following the language on show. */
export function useKeyRegisterWords(): KeyRegisterWords {
  const t = useText(keyRegisterText);
  const format = useFormat();
  return useMemo(() => ({ t, format }), [t, format]);
}

/** The register's words outside a component, in the language on show (English until its messages load). */
export function keyRegisterWordsNow(): KeyRegisterWords {
  return { t: textNow(keyRegisterText), format: formatNow() };
}

import { useMemo } from 'react';
import { defineText } from '../../i18n/text.ts';
import { formatNow, useFormat } from '../../i18n/use-format.ts';
import { textNow, useText, type Translate } from '../../i18n/use-text.ts';
import english from './text/en-US.json';

/** The words of the customer's review (/submit-review) and of staff's side of it (pass code, links, answers). */
export const reviewText = defineText(english, {
  'fr-CA': () => import('./text/fr-CA.json'),
  'es-MX': () => import('./text/es-MX.json'),
});

export type ReviewKey = keyof typeof english;

/** What the review's word helpers write with: its messages, and money and numbers in the same language. */
export interface ReviewWords {
  t: Translate<ReviewKey>;
  format: Pick<ReturnType<typeof useFormat>, 'locale' | 'money' | 'number'>;
}

/** The review's words in a component, following the language on show. */
export function useReviewWords(): ReviewWords {
  const t = useText(reviewText);
  const format = useFormat();
  return useMemo(() => ({ t, format }), [t, format]);
}

/** The review's words outside a component, in the language on show (English until its messages load). */
export function reviewWordsNow(): ReviewWords {
  return { t: textNow(reviewText), format: formatNow() };
}

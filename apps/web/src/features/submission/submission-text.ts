import { defineText } from '../../i18n/text.ts';
import { formattingLocale, shownLanguage } from '../../i18n/language.ts';
import { textNow, type Translate } from '../../i18n/use-text.ts';
import type { SubmissionState } from './api/get-submission.ts';
import english from './text/en-US.json';

/** The words of Submit System: the submission to SAP, what follows it, the quote requirements, the history. */
export const submissionText = defineText(english, {
  'fr-CA': () => import('./text/fr-CA.json'),
  'es-MX': () => import('./text/es-MX.json'),
});

export type SubmissionKey = NonNullable<(typeof submissionText)['keys']>;
export type SubmissionTranslate = Translate<SubmissionKey>;

const words = (t?: SubmissionTranslate) => t ?? textNow(submissionText);

/** The progress line: 'Sending to SAP… attempt 2 of 6'. */
export function progressText(state: SubmissionState, t?: SubmissionTranslate): string {
  if (state.state === 'pending' && state.attempts === 0) return words(t)('progress.waiting');
  const attempt = state.state === 'sending' ? Math.max(state.attempts, 1) : state.attempts + 1;
  return words(t)('progress.attempt', { attempt: Math.min(attempt, state.maxAttempts), max: state.maxAttempts });
}

/** Why the last try failed and when the next one is due, while SAP is still being tried (its time in the language on show). */
export function retryNote(state: SubmissionState, t?: SubmissionTranslate): string | null {
  if (!state.lastError) return null;
  const say = words(t);
  const next = state.nextAttemptAt ? new Date(state.nextAttemptAt) : null;
  const time = new Intl.DateTimeFormat(formattingLocale(shownLanguage()), { timeStyle: 'medium' });
  const when = next && !Number.isNaN(next.getTime()) ? ` ${say('retry.nextAt', { time: time.format(next) })}` : '';
  return `${say('retry.lastFailed', { message: state.lastError.message })}${when}`.replace(/\.\./g, '.');
}

/** The number SAP gave it: 'SAP order number 0000012345' or 'Quote number 20000123'. */
export function resultText(
  state: Pick<SubmissionState, 'kind' | 'sapOrderNumber' | 'quoteNumber'>,
  t?: SubmissionTranslate,
): string {
  const say = words(t);
  if (state.kind === 'quote')
    return state.quoteNumber ? say('result.quoteNumber', { number: state.quoteNumber }) : say('result.quoteSaved');
  return state.sapOrderNumber
    ? say('result.sapOrderNumber', { number: state.sapOrderNumber })
    : say('result.orderAccepted');
}

export { fieldErrorsOf } from '../../lib/api-client.ts';

import type { SubmissionState } from './api/get-submission.ts';

/** What is being sent, for sentences: 'order', 'quote' or 'order line'. */
export const KIND_WORDS: Record<SubmissionState['kind'], string> = {
  order: 'order',
  quote: 'quote',
  lineUpdate: 'order line',
};

const time = new Intl.DateTimeFormat('en-US', { timeStyle: 'medium' });

/** The progress line: 'Sending to SAP… attempt 2 of 6'. */
export function progressText(state: SubmissionState): string {
  if (state.state === 'pending' && state.attempts === 0) return 'Waiting to send to SAP…';
  const attempt = state.state === 'sending' ? Math.max(state.attempts, 1) : state.attempts + 1;
  return `Sending to SAP… attempt ${Math.min(attempt, state.maxAttempts)} of ${state.maxAttempts}`;
}

/** Why the last try failed and when the next one is due, while SAP is still being tried. */
export function retryNote(state: SubmissionState): string | null {
  if (!state.lastError) return null;
  const next = state.nextAttemptAt ? new Date(state.nextAttemptAt) : null;
  const when = next && !Number.isNaN(next.getTime()) ? ` Trying again at ${time.format(next)}.` : '';
  return `The last attempt failed: ${state.lastError.message}.${when}`.replace(/\.\./g, '.');
}

/** The number SAP gave it: 'SAP order number 0000012345' or 'Quote number 20000123'. */
export function resultText(state: Pick<SubmissionState, 'kind' | 'sapOrderNumber' | 'quoteNumber'>): string {
  if (state.kind === 'quote') return state.quoteNumber ? `Quote number ${state.quoteNumber}` : 'The quote was saved.';
  return state.sapOrderNumber ? `SAP order number ${state.sapOrderNumber}` : 'SAP accepted the order.';
}

export { fieldErrorsOf } from '../../lib/api-client.ts';

import { z } from 'zod/mini';
import type { ERROR_TEXTS } from './error-texts.ts';

/*
 * In zod/mini (issue 32): the web app checks every failed answer against the problem schema at
 * start-up, and mini's functions tree-shake where classic's methods cannot. The rules are those
 * of the classic schemas they replaced (error-page.test.ts).
 */

/** A problem object as RFC 9457 describes it, with the trace id our API adds (SPEC §2). */
export const problemSchema = z.object({
  title: z.optional(z.string()),
  status: z.optional(z.int()),
  detail: z.optional(z.string()),
  instance: z.optional(z.string()),
  traceID: z.optional(z.string()),
});

/** Navigation state of the error page (SPEC §2 "Error page"). */
export const errorPageStateSchema = z.object({
  message: z.optional(z.string()),
  title: z.optional(z.string()),
  status: z.optional(z.int()),
  problem: z.optional(problemSchema),
  /** A way back to what failed, to put right and try again (a screen of the app, e.g. /submit-system). */
  back: z.optional(
    z.object({
      path: z.string().check(z.regex(/^\/[a-z-]*$/, 'must be a path of the app')),
      label: z.string().check(z.minLength(1)),
    }),
  ),
});

export type ErrorPageState = z.infer<typeof errorPageStateSchema>;

export interface ErrorPageContext {
  /** The app is in a customer's read-only review (SPEC §3 "system read-only mode"). */
  readOnly: boolean;
}

/**
 * The ERROR_TEXTS the error page words itself (by status, for a customer's link, the defaults);
 * other screens send theirs as words in the state (the charted customer's, for one).
 */
export type ErrorPageTextKey = Exclude<keyof typeof ERROR_TEXTS, 'chartedCustomerTitle' | 'chartedCustomerMessage'>;

/** A text of the error page: one of ERROR_TEXTS by its key, or words the state or the problem gave. */
export type ErrorPageText = { key: ErrorPageTextKey } | { words: string };

const text = (key: ErrorPageTextKey): ErrorPageText => ({ key });

const STATUS_TEXTS: Record<number, { title: ErrorPageText; message: ErrorPageText }> = {
  400: { title: text('badRequestTitle'), message: text('fallbackMessage') },
  401: { title: text('unauthorizedTitle'), message: text('fallbackMessage') },
  403: { title: text('notAuthorizedTitle'), message: text('notAuthorizedMessage') },
  404: { title: text('notFoundTitle'), message: text('notFoundMessage') },
  500: { title: text('serverErrorTitle'), message: text('serverErrorMessage') },
};

const given = (words: string | undefined): ErrorPageText | undefined => (words === undefined ? undefined : { words });

/**
 * Title and message of the error page, as keys of ERROR_TEXTS or given words: the web app shows
 * the keys in the reader's language (issue 48). A customer's 401 always reads 'URL Not Recognized';
 * otherwise explicit texts win; a status SPEC names gives its own title ('Bad Request (400)', not
 * the problem's generic 'Bad Request'); then the problem object, then the defaults.
 */
export function resolveErrorPageTexts(
  state: ErrorPageState | null | undefined,
  context: ErrorPageContext,
): { title: ErrorPageText; message: ErrorPageText } {
  const status = state?.status ?? state?.problem?.status;
  if (context.readOnly && status === 401)
    return { title: text('urlNotRecognizedTitle'), message: text('urlNotRecognizedMessage') };
  const byStatus = status === undefined ? undefined : STATUS_TEXTS[status];
  return {
    title: given(state?.title) ?? byStatus?.title ?? given(state?.problem?.title) ?? text('defaultTitle'),
    message:
      given(state?.message) ??
      given(state?.problem?.detail) ??
      byStatus?.message ??
      text(status === undefined ? 'defaultMessage' : 'fallbackMessage'),
  };
}

import { z } from 'zod/mini';

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

export const ERROR_TEXTS = {
  defaultTitle: 'Unknown Error',
  defaultMessage: 'An error occurred while loading this page...',
  fallbackMessage: 'There was an unexpected error. If this continues, please contact a system administrator.',
  badRequestTitle: 'Bad Request (400)',
  unauthorizedTitle: 'Unauthorized (401)',
  urlNotRecognizedTitle: 'URL Not Recognized',
  urlNotRecognizedMessage:
    'Unable to authenticate access with the provided link. Please check your link and try again.',
  notAuthorizedTitle: 'Not Authorized',
  notAuthorizedMessage: "You don't have permissions to access this site.",
  notFoundTitle: 'Page Not Found (404)',
  notFoundMessage:
    'We could not find the page or record you asked for. Check the link, or start again from Customer Search.',
  serverErrorTitle: 'Server Error (500)',
  serverErrorMessage:
    'Something went wrong on our side. Please try again in a moment; if it keeps happening, use the help button to tell us.',
  chartedCustomerTitle: 'No Charted Customer in SAP',
  chartedCustomerMessage:
    'No charted customer was added to the quote or order in SAP. Reject the Safekey line in SAP and re-enter it with quantity 1.',
} as const;

/** The error state for SAP's report that the quote or order lacks a charted customer. */
export function chartedCustomerErrorState(): ErrorPageState {
  return {
    title: ERROR_TEXTS.chartedCustomerTitle,
    message: ERROR_TEXTS.chartedCustomerMessage,
    status: 422,
    // Once SAP's line is put right, the rep goes back to the order to send it again (issue 30).
    back: { path: '/submit-system', label: 'Back to the order' },
  };
}

export interface ErrorPageContext {
  /** The app is in a customer's read-only review (SPEC §3 "system read-only mode"). */
  readOnly: boolean;
}

export interface ErrorPageTexts {
  title: string;
  message: string;
}

const STATUS_TEXTS: Record<number, ErrorPageTexts> = {
  400: { title: ERROR_TEXTS.badRequestTitle, message: ERROR_TEXTS.fallbackMessage },
  401: { title: ERROR_TEXTS.unauthorizedTitle, message: ERROR_TEXTS.fallbackMessage },
  403: { title: ERROR_TEXTS.notAuthorizedTitle, message: ERROR_TEXTS.notAuthorizedMessage },
  404: { title: ERROR_TEXTS.notFoundTitle, message: ERROR_TEXTS.notFoundMessage },
  500: { title: ERROR_TEXTS.serverErrorTitle, message: ERROR_TEXTS.serverErrorMessage },
};

/**
 * Title and message of the error page. A customer's 401 always reads 'URL Not Recognized';
 * otherwise explicit texts win; a status SPEC names gives its own title ('Bad Request (400)', not
 * the problem's generic 'Bad Request'); then the problem object, then the defaults.
 */
export function resolveErrorPage(state: ErrorPageState | null | undefined, context: ErrorPageContext): ErrorPageTexts {
  const status = state?.status ?? state?.problem?.status;
  if (context.readOnly && status === 401) {
    return {
      title: ERROR_TEXTS.urlNotRecognizedTitle,
      message: ERROR_TEXTS.urlNotRecognizedMessage,
    };
  }
  const byStatus = status === undefined ? undefined : STATUS_TEXTS[status];
  const fallback: ErrorPageTexts =
    byStatus ??
    (status === undefined
      ? { title: ERROR_TEXTS.defaultTitle, message: ERROR_TEXTS.defaultMessage }
      : { title: ERROR_TEXTS.defaultTitle, message: ERROR_TEXTS.fallbackMessage });
  return {
    title: state?.title ?? byStatus?.title ?? state?.problem?.title ?? fallback.title,
    message: state?.message ?? state?.problem?.detail ?? fallback.message,
  };
}

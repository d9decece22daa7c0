import { resolveErrorPageTexts, type ErrorPageContext, type ErrorPageState, type ErrorPageText } from './error-page.ts';

/** The error page's texts in SPEC's English (SPEC §2 "Error page"), word for word. */
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

export interface ErrorPageTexts {
  title: string;
  message: string;
}

/** resolveErrorPageTexts in SPEC's English words. */
export function resolveErrorPage(state: ErrorPageState | null | undefined, context: ErrorPageContext): ErrorPageTexts {
  const { title, message } = resolveErrorPageTexts(state, context);
  const words = (item: ErrorPageText) => ('key' in item ? ERROR_TEXTS[item.key] : item.words);
  return { title: words(title), message: words(message) };
}

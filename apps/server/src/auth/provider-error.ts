import { randomBytes } from 'node:crypto';

/**
 * The identity provider's error object, as its Authentication and MyAccount APIs answer it
 * (errorCode, errorSummary, errorLink, errorId, errorCauses).
 */
export function providerErrorBody(errorCode: string, errorSummary: string, causes: readonly string[]) {
  return {
    errorCode,
    errorSummary,
    errorLink: errorCode,
    errorId: `oae${randomBytes(16).toString('base64url')}`,
    errorCauses: causes.map((cause) => ({ errorSummary: cause })),
  };
}

import { providerErrorBody } from '../../../auth/provider-error.ts';

/**
 * An error of the Authentication API in the provider's error object (errorCode, errorSummary,
 * errorLink, errorId, errorCauses), with the status and codes its published reference gives.
 */
export class AuthnError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    readonly errorSummary: string,
    readonly causes: string[] = [],
    readonly retryAfterSeconds?: number,
  ) {
    super(errorSummary);
    this.name = 'AuthnError';
  }

  body() {
    return providerErrorBody(this.errorCode, this.errorSummary, this.causes);
  }
}

const NOT_ALLOWED = 'This operation is not allowed in the current authentication state.';

/** The errors the Authentication API answers, one factory per kind. */
export const authnErrors = {
  /** 401: wrong name or password (the same for an unknown name). */
  authenticationFailed: () => new AuthnError(401, 'E0000004', 'Authentication failed'),
  /** 401: a state or recovery token that is unknown, used or expired. */
  invalidToken: () => new AuthnError(401, 'E0000011', 'Invalid token provided'),
  /** 403: the transaction's state does not allow the operation. */
  notAllowed: () => new AuthnError(403, 'E0000079', NOT_ALLOWED, [NOT_ALLOWED]),
  /** 403: a one-time code that does not match (or none was sent, or it expired). */
  invalidPasscode: () =>
    new AuthnError(403, 'E0000068', 'Invalid Passcode/Answer', [
      "Your passcode doesn't match our records. Please try again.",
    ]),
  /** 403: the account is locked out (too many wrong passwords or codes). */
  userLocked: () => new AuthnError(403, 'E0000069', 'User Locked'),
  /** 429: too many requests; `retryAfterSeconds` goes to the Retry-After header. */
  rateLimited: (retryAfterSeconds: number) =>
    new AuthnError(429, 'E0000047', 'API call exceeded rate limit due to too many requests.', [], retryAfterSeconds),
  /** 400: a field missing or malformed. */
  validation: (field: string, cause: string) =>
    new AuthnError(400, 'E0000001', `Api validation failed: ${field}`, [cause]),
  /** 400 (or the parser's 4xx: too large, not JSON): a body that cannot be read. */
  malformed: (status = 400) => new AuthnError(status, 'E0000003', 'The request body was not well-formed.'),
  /** 403: a new password the policy refuses. */
  passwordPolicy: (causes: string[]) =>
    new AuthnError(
      403,
      'E0000080',
      'The password does not meet the complexity requirements of the current password policy.',
      causes,
    ),
  /** 403: the old password given to change an expired one is wrong. */
  oldPasswordWrong: () =>
    new AuthnError(403, 'E0000014', 'Update of credentials failed', [
      'oldPassword: The credentials provided were incorrect.',
    ]),
  internal: () => new AuthnError(500, 'E0000009', 'Internal Server Error'),
};

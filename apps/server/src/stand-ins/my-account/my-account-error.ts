import { providerErrorBody } from '../../auth/provider-error.ts';

/** The message of a MyAccount call without an access token (SPEC §8). */
export const ACCESS_TOKEN_REQUIRED = 'AccessToken is required to request MyAccount API endpoints.';

/** The media type of the MyAccount API's answers (its version 1.0.0). */
export const MY_ACCOUNT_MEDIA_TYPE = 'application/json;okta-version=1.0.0';

/** An error of the MyAccount API in the provider's own error object (errorCode, errorSummary, errorCauses). */
export class MyAccountError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    readonly errorSummary: string,
    readonly causes: string[] = [],
    /** Headers of the answer: `Retry-After` of a 429, `WWW-Authenticate` of a step-up. */
    readonly headers: Record<string, string> = {},
  ) {
    super(errorSummary);
    this.name = 'MyAccountError';
  }

  body() {
    return providerErrorBody(this.errorCode, this.errorSummary, this.causes);
  }
}

/** 400 E0000001 "Api validation failed: {field}" with the rule broken. */
export const validationFailed = (field: string, ...causes: string[]) =>
  new MyAccountError(400, 'E0000001', `Api validation failed: ${field}`, causes);

/** 404 E0000007 for an email, phone, challenge or password that the account does not have. */
export const resourceNotFound = (id: string, kind: string) =>
  new MyAccountError(404, 'E0000007', `Not found: Resource not found: ${id} (${kind})`);

/** 403 E0000038 when the factor's state does not allow the operation. */
export const notAllowedInState = (cause: string) =>
  new MyAccountError(403, 'E0000038', "This operation is not allowed in the user's current status.", [cause]);

/** 429 E0000047 with the seconds to wait in `Retry-After`, as the provider throttles sends. */
export const tooManyRequests = (retryAfterMs: number, cause: string) => {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new MyAccountError(429, 'E0000047', 'API call exceeded rate limit due to too many requests.', [cause], {
    'retry-after': String(seconds),
  });
};

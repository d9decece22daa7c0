import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { MyAccountScope } from '@keyplan/domain';
import { appErrors } from '../../errors.ts';
import { BODY_SIZES } from '../../plugins/body-sizes.ts';
import { jsonLimitBreach } from '../../plugins/json-limits.ts';
import { InvalidTokenError, type AccessTokenVerifier } from '../../auth/access-token.ts';
import { ACCESS_TOKEN_REQUIRED, MyAccountError } from './my-account-error.ts';
import type { MyAccountContext } from './my-account-context.ts';

const notAcceptable = () =>
  new MyAccountError(406, 'E0000001', 'Not Acceptable', [
    'The Accept header must name the API version: application/json; okta-version=1.0.0.',
  ]);

/** The caller of a MyAccount call: the account and what its token says of the sign-in. */
export type MyAccountCaller = Pick<MyAccountContext, 'accountId' | 'signIn'>;

/**
 * The account of a valid bearer token that holds the scope, else the provider's 401 or 403; with
 * the token's `auth_time` and `sid` (read once the token is verified) for the step-up checks.
 */
export async function callerOf(
  request: FastifyRequest,
  verify: AccessTokenVerifier,
  scope: MyAccountScope,
): Promise<MyAccountCaller> {
  const token = request.headers.authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (!token) throw new MyAccountError(401, 'E0000004', ACCESS_TOKEN_REQUIRED);
  let principal;
  try {
    principal = await verify(token);
  } catch (error) {
    if (error instanceof InvalidTokenError)
      throw new MyAccountError(401, 'E0000011', 'Invalid token provided', [
        'The access token is invalid or has expired.',
      ]);
    throw error;
  }
  if (!principal.scopes.includes(scope))
    throw new MyAccountError(403, 'E0000006', 'You do not have permission to perform the requested action', [
      `The access token lacks the scope ${scope}.`,
    ]);
  if (!/\bokta-version=1\.0\.0\b/.test(request.headers.accept ?? '')) throw notAcceptable();
  const { auth_time: authTime, sid } = decodeJwt(token);
  return {
    accountId: principal.subject,
    signIn: {
      ...(typeof authTime === 'number' ? { authTime } : {}),
      ...(typeof sid === 'string' ? { sessionId: sid } : {}),
    },
  };
}

/**
 * JSON bodies of the MyAccount API, where an empty one is no body: Okta's SDK sends
 * `Content-Type: application/json` on every call, bodiless POST and DELETE included, and Okta
 * takes them. Other bodies are measured against the route's size and parsed as everywhere else.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    const breach = jsonLimitBreach(text, BODY_SIZES[request.routeOptions.config.bodySize ?? 'none']);
    if (breach) {
      done(appErrors.validation([breach]), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

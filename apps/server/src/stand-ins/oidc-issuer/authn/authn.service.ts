import type { AuthnClient, AuthnContext } from './authn-context.ts';
import { changePassword, resetPassword } from './credentials.ts';
import { resendFactor, verifyFactor } from './factor-verify.ts';
import { resendRecoveryFactor, startRecovery, verifyRecoveryFactor, verifyRecoveryToken } from './recovery.ts';
import { cancel, introspect, previous, primaryAuthentication } from './sign-in.ts';

/**
 * The Authentication API's transactions for one request's context (decision 0054): primary
 * authentication, factors, recovery and credentials, each step in a module of its own.
 */
export function createAuthnService(context: AuthnContext) {
  return {
    primaryAuthentication: (body: unknown, client: AuthnClient) => primaryAuthentication(context, body, client),
    introspect: (body: unknown) => introspect(context, body),
    cancel: (body: unknown) => cancel(context, body),
    previous: (body: unknown) => previous(context, body),
    verifyFactor: (factorId: string, body: unknown) => verifyFactor(context, factorId, body),
    resendFactor: (factorId: string, body: unknown) => resendFactor(context, factorId, body),
    startRecovery: (recoveryType: 'PASSWORD' | 'UNLOCK', body: unknown) => startRecovery(context, recoveryType, body),
    verifyRecoveryToken: (body: unknown) => verifyRecoveryToken(context, body),
    verifyRecoveryFactor: (factorType: string, body: unknown) => verifyRecoveryFactor(context, factorType, body),
    resendRecoveryFactor: (factorType: string, body: unknown) => resendRecoveryFactor(context, factorType, body),
    resetPassword: (body: unknown) => resetPassword(context, body),
    changePassword: (body: unknown) => changePassword(context, body),
  };
}

export type AuthnService = ReturnType<typeof createAuthnService>;

import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { isAdmin, isStaff } from '@keyplan/domain';

/** Who is calling, as the verified access token says. */
export interface Principal {
  subject: string;
  email: string;
  name: string | undefined;
  roles: string[];
  isStaff: boolean;
  isAdmin: boolean;
}

export class InvalidTokenError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidTokenError';
  }
}

export type AccessTokenVerifier = (token: string) => Promise<Principal>;

export interface VerifierOptions {
  issuer: string;
  audience: string;
  rolesClaim: string;
  /** Where the issuer's signing keys come from: local (embedded issuer) or its jwks_uri. */
  keys: JWTVerifyGetKey;
}

/** The issuer's JWKS, found through its discovery document, fetched when first needed. */
export function remoteIssuerKeys(issuer: string): JWTVerifyGetKey {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  const discover = async () => {
    const response = await fetch(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`issuer discovery answered ${response.status}`);
    const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri?: string };
    if (!jwksUri) throw new Error('issuer discovery has no jwks_uri');
    return createRemoteJWKSet(new URL(jwksUri));
  };
  return async (header, token) => {
    keys ??= discover().catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return (await keys)(header, token);
  };
}

export function localIssuerKeys(publicKeys: JWK[]): JWTVerifyGetKey {
  return createLocalJWKSet({ keys: publicKeys });
}

function rolesFrom(payload: JWTPayload, claim: string): string[] {
  const value = payload[claim];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  if (typeof value === 'string') return value.split(/[\s,]+/).filter(Boolean);
  return [];
}

/** How far the issuer's clock may be from ours, in seconds, for `exp`, `nbf` and `iat`. */
export const CLOCK_SKEW_SECONDS = 30;

/** Verifies signature, issuer, audience and expiry (required) of a bearer token, and that it was not issued in the future (jose). */
export function createAccessTokenVerifier(options: VerifierOptions): AccessTokenVerifier {
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, options.keys, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'],
        clockTolerance: CLOCK_SKEW_SECONDS,
        // A token without an expiry would be good for ever.
        requiredClaims: ['exp'],
      });
      if (typeof payload.iat === 'number' && payload.iat > Date.now() / 1000 + CLOCK_SKEW_SECONDS) {
        throw new InvalidTokenError('ERR_JWT_CLAIM_VALIDATION_FAILED: iat is in the future');
      }
      const roles = rolesFrom(payload, options.rolesClaim);
      const email = typeof payload.email === 'string' ? payload.email : (payload.sub ?? '');
      return {
        subject: payload.sub ?? '',
        email,
        name: typeof payload.name === 'string' ? payload.name : undefined,
        roles,
        isStaff: isStaff(roles),
        isAdmin: isAdmin(roles),
      };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) throw new InvalidTokenError(error.code);
      throw error;
    }
  };
}

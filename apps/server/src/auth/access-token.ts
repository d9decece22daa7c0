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
import { createVerifiedTokenCache } from './verified-token-cache.ts';

/** Who is calling, as the verified access token says. */
export interface Principal {
  subject: string;
  email: string;
  name: string | undefined;
  /**
   * Who the audit names as having done something: the token's subject with the name the token
   * carried, `Name (subject)` (the subject alone without a name). Never the email claim, which
   * names an address the account may have chosen (issue 43).
   */
  actor: string;
  roles: string[];
  /** The token's scopes (`scope` as text or Okta's `scp` list). */
  scopes: string[];
  isStaff: boolean;
  isAdmin: boolean;
}

export class InvalidTokenError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidTokenError';
  }
}

/**
 * Verifies a bearer token. `known` answers synchronously for a token already verified in full and
 * not yet expired (undefined otherwise), so a guard needs no promise for the common case (issue 32).
 */
export type AccessTokenVerifier = ((token: string) => Promise<Principal>) & {
  known?: (token: string) => Principal | undefined;
};

export interface VerifierOptions {
  issuer: string;
  audience: string;
  rolesClaim: string;
  /** Where the issuer's signing keys come from: local (embedded issuer) or its jwks_uri. */
  keys: JWTVerifyGetKey;
  /** How many verified tokens to remember until their expiry (default 10,000; 0: verify every time). */
  cacheSize?: number;
  /** The longest a token may live from its `iat`, in seconds (default 24 h): a longer one is refused. */
  maxTokenLifetimeSeconds?: number;
  /** The clock in epoch milliseconds (tests move it). */
  now?: () => number;
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

/** The longest "who" the audit keeps: the narrowest column that records one (logos' `created_by`) takes 254. */
export const MAX_ACTOR_LENGTH = 254;

/**
 * The audit's "who" of a token: `Name (subject)`, or the subject when the token has no name; a
 * name too long for MAX_ACTOR_LENGTH is cut, the subject never (unless it alone is too long).
 */
export function actorOf(subject: string, name: string | undefined): string {
  const room = MAX_ACTOR_LENGTH - subject.length - 3;
  const shown = name?.trim().slice(0, Math.max(0, room)).trim();
  return (shown ? `${shown} (${subject})` : subject).slice(0, MAX_ACTOR_LENGTH);
}

function scopesFrom(payload: JWTPayload): string[] {
  if (Array.isArray(payload.scp)) return payload.scp.filter((item): item is string => typeof item === 'string');
  return typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : [];
}

function rolesFrom(payload: JWTPayload, claim: string): string[] {
  const value = payload[claim];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  if (typeof value === 'string') return value.split(/[\s,]+/).filter(Boolean);
  return [];
}

/** How far the issuer's clock may be from ours, in seconds, for `exp`, `nbf` and `iat`. */
export const CLOCK_SKEW_SECONDS = 30;

/** The longest lifetime (`exp` − `iat`) of an access token we accept unless configured otherwise: 24 hours. */
const DEFAULT_MAX_TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

/**
 * Verifies signature, issuer, audience, `iat` and `exp` (both required) of a bearer token, that it
 * was not issued in the future and that it lives no longer than `maxTokenLifetimeSeconds` from its
 * `iat`: a token signed with the issuer's key but valid until the year 9999 is refused, however it
 * was made. A token verified in full is remembered, by its exact string, until its `exp` (so never
 * longer than the maximum lifetime): the same token again is not re-verified (RSA through WebCrypto
 * cost most of a request). Tokens that fail are never remembered.
 */
export function createAccessTokenVerifier(options: VerifierOptions): AccessTokenVerifier {
  const now = options.now ?? Date.now;
  const maxLifetime = options.maxTokenLifetimeSeconds ?? DEFAULT_MAX_TOKEN_LIFETIME_SECONDS;
  const cache = createVerifiedTokenCache<Principal>({ maxEntries: options.cacheSize, now });
  const verify: AccessTokenVerifier = async (token) => {
    const cached = cache.get(token);
    if (cached) return cached;
    try {
      const { payload } = await jwtVerify(token, options.keys, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'],
        clockTolerance: CLOCK_SKEW_SECONDS,
        currentDate: new Date(now()),
        // A token without an expiry would be good for ever; without `iat`, its lifetime is unknown.
        requiredClaims: ['exp', 'iat'],
      });
      const issuedAt = payload.iat!;
      if (issuedAt > now() / 1000 + CLOCK_SKEW_SECONDS) {
        throw new InvalidTokenError('ERR_JWT_CLAIM_VALIDATION_FAILED: iat is in the future');
      }
      if (payload.exp! - issuedAt > maxLifetime) {
        throw new InvalidTokenError(`ERR_JWT_CLAIM_VALIDATION_FAILED: exp is more than ${maxLifetime} s after iat`);
      }
      const roles = rolesFrom(payload, options.rolesClaim);
      const email = typeof payload.email === 'string' ? payload.email : (payload.sub ?? '');
      const name = typeof payload.name === 'string' ? payload.name : undefined;
      const principal: Principal = Object.freeze({
        subject: payload.sub ?? '',
        email,
        name,
        actor: actorOf(payload.sub ?? '', name),
        roles: Object.freeze(roles) as string[],
        scopes: Object.freeze(scopesFrom(payload)) as string[],
        isStaff: isStaff(roles),
        isAdmin: isAdmin(roles),
      });
      // Kept until `exp` itself (at most the maximum lifetime from `iat`), not `exp` plus the clock
      // skew: past it, the token is verified in full again.
      cache.set(token, principal, Math.min(payload.exp!, issuedAt + maxLifetime) * 1000);
      return principal;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) throw new InvalidTokenError(error.code);
      throw error;
    }
  };
  verify.known = (token) => cache.get(token);
  return verify;
}

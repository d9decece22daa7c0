import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../../db/database.ts';
import type { SecretBox } from '../../secrets/secret-box.ts';
import { createSecretService } from '../../secrets/secret.service.ts';

export interface IssuerKeys {
  /** Private signing key of the embedded issuer (RS256). */
  signingKey: JWK;
  /** Keys that sign the issuer's cookies. */
  cookieKeys: string[];
}

/**
 * Loads the embedded issuer's keys, creating them on first start, so tokens survive restarts;
 * they are stored sealed with the secrets key, never in plain text.
 */
export async function loadIssuerKeys(db: Db, box: SecretBox): Promise<IssuerKeys> {
  const signingKey = await createSecretService(db, box).loadOrCreate('embedded-issuer-signing-key', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    return JSON.stringify({ ...jwk, alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') });
  });
  const cookieKey = await createSecretService(db, box).loadOrCreate('embedded-issuer-cookie-key', () =>
    randomBytes(32).toString('base64url'),
  );
  return { signingKey: JSON.parse(signingKey) as JWK, cookieKeys: [cookieKey] };
}

/** The public half of a private JWK: what the issuer's JWKS publishes. */
export function publicJwk(privateJwk: JWK): JWK {
  const { kty, n, e, crv, x, y, kid, alg, use } = privateJwk;
  return Object.fromEntries(
    Object.entries({ kty, n, e, crv, x, y, kid, alg, use }).filter(([, value]) => value !== undefined),
  ) as JWK;
}

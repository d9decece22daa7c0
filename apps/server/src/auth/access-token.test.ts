import { SignJWT, exportJWK, generateKeyPair, type JWK } from 'jose';
import { ROLES } from '@keyplan/domain';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { InvalidTokenError, createAccessTokenVerifier, localIssuerKeys } from './access-token.ts';

const ISSUER = 'https://issuer.test';
const AUDIENCE = 'keyplan';
const START = Date.UTC(2026, 0, 1, 12);

describe('the access token verifier with its cache of verified tokens', () => {
  let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
  let publicJwk: JWK;
  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    privateKey = pair.privateKey;
    publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' };
  });

  /** A verifier on a clock the test moves, counting how often the signing key is asked for (a full verify). */
  function setUp() {
    const clock = { now: START };
    const keys = localIssuerKeys([publicJwk]);
    const getKey = vi.fn(keys);
    const verify = createAccessTokenVerifier({
      issuer: ISSUER,
      audience: AUDIENCE,
      rolesClaim: 'groups',
      keys: getKey,
      now: () => clock.now,
    });
    return { clock, getKey, verify };
  }

  const mint = (subject: string, expiresInSeconds = 300) =>
    new SignJWT({ email: `${subject}@example.com`, groups: [ROLES.staff] })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setSubject(subject)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(START / 1000)
      .setExpirationTime(START / 1000 + expiresInSeconds)
      .sign(privateKey);

  it('verifies a token in full the first time and answers the same token again from the cache', async () => {
    const { verify, getKey } = setUp();
    const token = await mint('rep');
    const first = await verify(token);
    expect(first).toMatchObject({ subject: 'rep', email: 'rep@example.com', isStaff: true });
    expect(getKey).toHaveBeenCalledTimes(1);
    expect(await verify(token)).toEqual(first);
    expect(getKey).toHaveBeenCalledTimes(1);
  });

  it('does not answer a different token from the cache', async () => {
    const { verify, getKey } = setUp();
    await verify(await mint('rep'));
    const other = await verify(await mint('other'));
    expect(other.subject).toBe('other');
    expect(getKey).toHaveBeenCalledTimes(2);
  });

  it('refuses a tampered copy of a cached token', async () => {
    const { verify } = setUp();
    const token = await mint('rep');
    await verify(token);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, groups: [ROLES.admin] })).toString('base64url');
    await expect(verify(`${header}.${forged}.${signature}`)).rejects.toBeInstanceOf(InvalidTokenError);
    const flipped = signature.at(-2) === 'A' ? 'B' : 'A';
    await expect(verify(`${header}.${payload}.${signature.slice(0, -2)}${flipped}${signature.at(-1)}`)).rejects.toThrow(
      InvalidTokenError,
    );
  });

  it('refuses a cached token once it has expired', async () => {
    const { verify, clock } = setUp();
    const token = await mint('rep', 60);
    await verify(token);
    clock.now = START + 59_000;
    await expect(verify(token)).resolves.toMatchObject({ subject: 'rep' });
    // Past exp and the allowed clock skew: verified in full again, and refused.
    clock.now = START + 60_000 + 31_000;
    await expect(verify(token)).rejects.toThrow('ERR_JWT_EXPIRED');
  });

  it('refuses a token that would live longer than the maximum lifetime from its iat', async () => {
    const { verify } = setUp();
    await expect(verify(await mint('rep', Date.UTC(9999, 0, 1) / 1000 - START / 1000))).rejects.toThrow(
      'exp is more than 86400 s after iat',
    );
    await expect(verify(await mint('rep', 24 * 3600 + 1))).rejects.toThrow(InvalidTokenError);
    await expect(verify(await mint('rep', 24 * 3600))).resolves.toMatchObject({ subject: 'rep' });
  });

  it('refuses a token without iat, whose lifetime is unknown', async () => {
    const { verify } = setUp();
    const token = await new SignJWT({ groups: [ROLES.staff] })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setSubject('rep')
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setExpirationTime(START / 1000 + 300)
      .sign(privateKey);
    await expect(verify(token)).rejects.toThrow(InvalidTokenError);
  });

  it('keeps a verified token no longer than the configured maximum lifetime', async () => {
    const clock = { now: START };
    const getKey = vi.fn(localIssuerKeys([publicJwk]));
    const verify = createAccessTokenVerifier({
      issuer: ISSUER,
      audience: AUDIENCE,
      rolesClaim: 'groups',
      keys: getKey,
      now: () => clock.now,
      maxTokenLifetimeSeconds: 600,
    });
    const token = await mint('rep', 600);
    await verify(token);
    clock.now = START + 599_000;
    await verify(token);
    expect(getKey).toHaveBeenCalledTimes(1);
    clock.now = START + 600_000;
    await verify(token);
    expect(getKey).toHaveBeenCalledTimes(2);
  });

  it('does not remember a refused token', async () => {
    const { verify, getKey, clock } = setUp();
    const token = await mint('rep', 60);
    clock.now = START + 120_000;
    await expect(verify(token)).rejects.toThrow(InvalidTokenError);
    await expect(verify(token)).rejects.toThrow(InvalidTokenError);
    expect(getKey).toHaveBeenCalledTimes(2);
  });
});

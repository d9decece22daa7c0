import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { ROLES } from '@keyplan/domain';
import { describe, expect, it } from 'vitest';
import { MAX_ACTOR_LENGTH, actorOf, createAccessTokenVerifier, localIssuerKeys } from './access-token.ts';

/** The audit's "who" (issue 43): the token's subject with the name it carried, never its email. */
describe('the actor of a token', () => {
  it('is the subject with the token’s name, whatever email the token carries', async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const verify = createAccessTokenVerifier({
      issuer: 'https://issuer.test',
      audience: 'keyplan',
      rolesClaim: 'groups',
      keys: localIssuerKeys([{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' }]),
    });
    const token = await new SignJWT({ email: 'admin@example.com', name: 'Riley Rep', groups: [ROLES.staff] })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setSubject('rep')
      .setIssuer('https://issuer.test')
      .setAudience('keyplan')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    expect(await verify(token)).toMatchObject({ email: 'admin@example.com', actor: 'Riley Rep (rep)' });
  });

  it('is the subject alone without a name, and cuts a long name to fit the audit', () => {
    expect(actorOf('rep', undefined)).toBe('rep');
    expect(actorOf('rep', '  ')).toBe('rep');
    const long = actorOf('00u1abcd', 'N'.repeat(400));
    expect(long).toHaveLength(MAX_ACTOR_LENGTH);
    expect(long.endsWith(' (00u1abcd)')).toBe(true);
  });
});

import { exportJWK, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { ROLES } from '@keyplan/domain';
import { bearer, mintAccessToken } from '../../../test-support/test-app.ts';
import { useTestApp } from '../../../test-support/use-test-app.ts';

describe('GET /api/me — bearer authentication', () => {
  const api = useTestApp();

  const me = (headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url: '/api/me', headers });

  it('answers 401 without a bearer token', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it.each([
    ['a malformed header', { authorization: 'Token abc' }],
    ['a token that is no JWT', { authorization: 'Bearer not-a-jwt' }],
  ])('answers 401 for %s', async (_name, headers) => {
    expect((await me(headers)).statusCode).toBe(401);
  });

  it('answers 401 for a token signed by another key', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const key = { ...(await exportJWK(privateKey)), kid: api.testApp.embeddedSigningKey?.kid };
    expect((await me(bearer(await mintAccessToken(api.testApp, { key })))).statusCode).toBe(401);
  });

  it.each([
    ['another audience', { audience: 'api://other' }],
    ['another issuer', { issuer: 'https://evil.example.com/oauth2/default' }],
    ['an expired token', { expiresIn: Math.floor(Date.now() / 1000) - 120 }],
    ['a token without exp', { expiresIn: null }],
    ['a token issued in the future', { issuedAt: Math.floor(Date.now() / 1000) + 300, expiresIn: '1h' }],
    ['a token that lives until the year 9999', { expiresIn: Date.UTC(9999, 0, 1) / 1000 }],
    [
      'a token issued 25 hours ago, good for another hour',
      { issuedAt: Math.floor(Date.now() / 1000) - 25 * 3600, expiresIn: Math.floor(Date.now() / 1000) + 3600 },
    ],
  ])('answers 401 for %s', async (_name, claims) => {
    const response = await me(bearer(await mintAccessToken(api.testApp, claims)));
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe('The bearer token is invalid or has expired.');
  });

  it('answers 403 for a signed-in person without the api.staff role', async () => {
    const token = await mintAccessToken(api.testApp, { subject: 'viewer', email: 'viewer@example.com', groups: [] });
    const response = await me(bearer(token));
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe("You don't have permissions to access this site.");
  });

  it('accepts a token issued a few seconds ahead of our clock (within the skew)', async () => {
    const token = await mintAccessToken(api.testApp, { issuedAt: Math.floor(Date.now() / 1000) + 10 });
    expect((await me(bearer(token))).statusCode).toBe(200);
  });

  it('names a api.staff member and their roles', async () => {
    const response = await me(bearer(await mintAccessToken(api.testApp)));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      email: 'rep@example.com',
      roles: [ROLES.staff],
      isStaff: true,
      isAdmin: false,
    });
  });

  it('counts an admin as staff', async () => {
    const token = await mintAccessToken(api.testApp, { email: 'admin@example.com', groups: [ROLES.admin] });
    expect((await me(bearer(token))).json()).toMatchObject({ isStaff: true, isAdmin: true });
  });
});

import { describe, expect, it } from 'vitest';
import { usesOwnSignInPage } from './sign-in-mode.ts';

describe('usesOwnSignInPage', () => {
  const app = 'https://keyplan.example.com';
  it('follows the server when it says whether the issuer answers the Authentication API', () => {
    expect(usesOwnSignInPage({ issuer: 'https://org.okta.com/oauth2/default', authnApi: true }, app)).toBe(true);
    expect(usesOwnSignInPage({ issuer: `${app}/oauth2/default`, authnApi: false }, app)).toBe(false);
  });

  it('otherwise takes an issuer on the app’s own origin (the embedded one) for the API, and redirects to any other', () => {
    expect(usesOwnSignInPage({ issuer: `${app}/oauth2/default` }, app)).toBe(true);
    expect(usesOwnSignInPage({ issuer: 'https://login.example.org/realms/keyplan' }, app)).toBe(false);
  });
});

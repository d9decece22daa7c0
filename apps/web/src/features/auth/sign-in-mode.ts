import type { RuntimeConfig } from '@keyplan/domain';

/**
 * Whether the person signs in on the app's own page (the provider's Authentication API, through its
 * SDK) rather than by a redirect to the issuer's page (issue 43, decision 0056). The server says so
 * (`authnApi`); when it does not, an issuer on the app's own origin is the embedded one, which
 * answers the API, and an external issuer keeps the redirect.
 */
export function usesOwnSignInPage(
  config: Pick<RuntimeConfig, 'issuer' | 'authnApi'>,
  origin: string = window.location.origin,
): boolean {
  if (config.authnApi !== undefined) return config.authnApi;
  try {
    return new URL(config.issuer).origin === origin;
  } catch {
    return false;
  }
}

import { createContext, use } from 'react';

/** The signed-in person as the ID token names them. */
export interface AuthUser {
  subject: string;
  email: string | null;
  name: string | null;
  /** The ID token's `locale` claim (Okta writes fr_CA), the language of the person's profile. */
  locale: string | null;
}

export interface AuthContextValue {
  user: AuthUser | null;
  /** Bearer for API calls; null when signed out or expired. */
  accessToken: string | null;
  /** Holds stored tokens that have not expired. */
  isAuthenticated: boolean;
  /**
   * The tokens expired while this page was open: the page stays as it is (with any unsaved
   * changes) until the person signs in again in a popup, instead of being sent away to sign in.
   */
  sessionExpired: boolean;
  /** Current token at call time (for fetchers created once). */
  getAccessToken: () => string | null;
  /**
   * Redirects to the identity provider; comes back to `returnTo` (a path of this app). With a
   * session token (the app's own sign-in page) the issuer signs in without a page of its own.
   */
  signIn: (returnTo: string, options?: { sessionToken?: string }) => Promise<void>;
  /** Ends the session at the identity provider, or locally when it cannot. */
  signOut: () => Promise<void>;
  /**
   * Signs in again in a popup window, leaving this page untouched; rejects when it is blocked,
   * closed or aborted. With `maxAge` the person signs in anew, as a step-up answer asks.
   */
  renewSignIn: (signal?: AbortSignal, options?: { maxAge?: number }) => Promise<void>;
  /**
   * Handles the redirect back from the identity provider; resolves to the `returnTo` path, or to
   * null in a sign-in popup, whose opener takes over (the popup then closes).
   */
  completeSignIn: (url: string) => Promise<string | null>;
  /** Forgets the stored bearer and identity tokens. */
  removeUser: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The staff sign-in state and actions (features/auth). */
export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}

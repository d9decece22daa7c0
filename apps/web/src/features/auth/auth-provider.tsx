import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { AuthContext, type AuthContextValue, type AuthUser } from './auth-context.ts';
import { setProfileLanguage } from '../../i18n/language.ts';
import { returnToFromState } from './return-to.ts';
import { isExpired, msUntilExpiry, type SignedInUser, type UserManagerClient } from './user-manager.ts';

/** One callback per URL: React may run effects twice, but an authorization code is single-use. */
const callbacks = new Map<string, Promise<string | null>>();

/** setTimeout's longest delay (about 24.8 days); a later expiry is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

function toAuthUser(user: SignedInUser): AuthUser {
  const { sub, email, name, locale } = user.profile;
  return {
    subject: sub,
    email: typeof email === 'string' ? email : null,
    name: typeof name === 'string' ? name : null,
    locale: typeof locale === 'string' ? locale : null,
  };
}

interface AuthProviderProps {
  userManager: UserManagerClient;
  children: ReactNode;
}

/**
 * Keeps the OIDC session in React state and exposes it through useAuth(). The stored session is
 * read synchronously at mount, so the first render already knows who is signed in.
 */
export function AuthProvider({ userManager, children }: AuthProviderProps) {
  const [user, setUser] = useState<SignedInUser | null>(() => userManager.getStoredUser());
  const [sessionExpired, setSessionExpired] = useState(false);
  /** Bumped when the expiry timer fires: the render reads the clock again (and a new timer starts if needed). */
  const [expiryChecks, checkExpiry] = useReducer((n: number) => n + 1, 0);
  /** Signed in at some moment of this page's life: an expiry now would cost the page its state. */
  const wasAuthenticated = useRef(false);
  const userRef = useRef<SignedInUser | null>(user);
  useLayoutEffect(() => {
    userRef.current = user;
  }, [user]);
  const redirecting = useRef(false);
  // The profile's language is the default of the staff screens (issue 48); a failed load of its
  // messages keeps the language on show.
  const profileLocale = user ? toAuthUser(user).locale : null;
  useEffect(() => {
    setProfileLanguage(profileLocale).catch(() => undefined);
  }, [profileLocale]);

  // The token's end, as oidc-client-ts raised it: a second after the expiry, the session is over.
  useEffect(() => {
    if (!user) return;
    const remaining = msUntilExpiry(user);
    if (remaining === null) return;
    const timer = window.setTimeout(
      () => {
        if (isExpired(user) && wasAuthenticated.current) setSessionExpired(true);
        checkExpiry();
      },
      Math.min(remaining + 1000, MAX_TIMER_MS),
    );
    return () => window.clearTimeout(timer);
  }, [user, expiryChecks]);

  const signedIn = useCallback((loaded: SignedInUser) => {
    // getAccessToken answers with the new token at once (a call retried after a renewed sign-in
    // may run before React renders it).
    userRef.current = loaded;
    setUser(loaded);
    setSessionExpired(false);
  }, []);

  // Coming back from the identity provider with the browser's Back button restores this page
  // from the back/forward cache with a sign-in still "under way": start afresh instead.
  useEffect(() => {
    const handlePageShow = (event: PageTransitionEvent) => {
      if (event.persisted && redirecting.current) window.location.reload();
    };
    window.addEventListener('pageshow', handlePageShow);
    return () => window.removeEventListener('pageshow', handlePageShow);
  }, []);

  const getAccessToken = useCallback(() => {
    const current = userRef.current;
    return current && !isExpired(current) ? current.access_token : null;
  }, []);

  const signIn = useCallback(
    async (returnTo: string, { sessionToken }: { sessionToken?: string } = {}) => {
      if (redirecting.current) return;
      redirecting.current = true;
      try {
        await userManager.signinRedirect({
          state: { returnTo },
          ...(sessionToken ? { extraQueryParams: { sessionToken } } : {}),
        });
      } catch (error) {
        redirecting.current = false;
        throw error;
      }
    },
    [userManager],
  );

  const removeUser = useCallback(async () => {
    await userManager.removeUser();
    setUser(null);
  }, [userManager]);

  const signOut = useCallback(async () => {
    // oidc-client-ts drops the stored user before it navigates to the issuer; without this
    // flag the guard would see "signed out" and start a sign-in that replaces the sign-out.
    redirecting.current = true;
    try {
      await userManager.signoutRedirect();
    } catch {
      redirecting.current = false;
      // The issuer has no end_session_endpoint (or is unreachable): end the session here only.
      await removeUser();
      window.location.assign('/');
    }
  }, [userManager, removeUser]);

  const renewSignIn = useCallback(
    async (signal?: AbortSignal, options: { maxAge?: number } = {}) => {
      // The popup's callback hands the response to this window, which resolves with the user.
      signedIn(await userManager.signinPopup({ popupSignal: signal, ...options }));
    },
    [userManager, signedIn],
  );

  const completeSignIn = useCallback(
    (url: string) => {
      let pending = callbacks.get(url);
      if (!pending) {
        // signinCallback tells a redirect's answer from a popup's by the stored request state.
        pending = userManager.signinCallback(url).then((loaded) => {
          if (!loaded) return null;
          signedIn(loaded);
          return returnToFromState(loaded.state);
        });
        callbacks.set(url, pending);
      }
      return pending;
    },
    [userManager, signedIn],
  );

  const isAuthenticated = Boolean(user && !isExpired(user));
  useLayoutEffect(() => {
    if (isAuthenticated) wasAuthenticated.current = true;
  }, [isAuthenticated]);
  const value = useMemo<AuthContextValue>(
    () => ({
      user: user ? toAuthUser(user) : null,
      accessToken: isAuthenticated ? (user?.access_token ?? null) : null,
      isAuthenticated,
      sessionExpired: sessionExpired && !isAuthenticated,
      getAccessToken,
      signIn,
      renewSignIn,
      signOut,
      completeSignIn,
      removeUser,
    }),
    [user, isAuthenticated, sessionExpired, getAccessToken, signIn, renewSignIn, signOut, completeSignIn, removeUser],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

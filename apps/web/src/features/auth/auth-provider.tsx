import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import type { User, UserManager } from 'oidc-client-ts';
import { AuthContext, type AuthContextValue, type AuthUser } from './auth-context.ts';
import { returnToFromState } from './return-to.ts';

/** One callback per URL: React may run effects twice, but an authorization code is single-use. */
const callbacks = new Map<string, Promise<string | null>>();

function toAuthUser(user: User): AuthUser {
  const { sub, email, name } = user.profile;
  return {
    subject: sub,
    email: typeof email === 'string' ? email : null,
    name: typeof name === 'string' ? name : null,
  };
}

interface AuthProviderProps {
  userManager: UserManager;
  /** Shown while the stored session is read (a moment, from localStorage). */
  fallback?: ReactNode;
  children: ReactNode;
}

/** Keeps the OIDC session (oidc-client-ts) in React state and exposes it through useAuth(). */
export function AuthProvider({ userManager, fallback = null, children }: AuthProviderProps) {
  const [user, setUser] = useState<User | null | undefined>(undefined);
  const [sessionExpired, setSessionExpired] = useState(false);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  /** Signed in at some moment of this page's life: an expiry now would cost the page its state. */
  const wasAuthenticated = useRef(false);
  const userRef = useRef<User | null>(null);
  useLayoutEffect(() => {
    userRef.current = user ?? null;
  }, [user]);
  const redirecting = useRef(false);

  useEffect(() => {
    let active = true;
    const { events } = userManager;
    const handleLoaded = (loaded: User) => {
      setUser(loaded);
      setSessionExpired(false);
    };
    const handleUnloaded = () => setUser(null);
    const handleExpired = () => {
      if (wasAuthenticated.current) setSessionExpired(true);
      rerender();
    };
    events.addUserLoaded(handleLoaded);
    events.addUserUnloaded(handleUnloaded);
    events.addAccessTokenExpired(handleExpired);
    userManager
      .getUser()
      .then((stored) => active && setUser(stored))
      .catch(() => active && setUser(null));
    return () => {
      active = false;
      events.removeUserLoaded(handleLoaded);
      events.removeUserUnloaded(handleUnloaded);
      events.removeAccessTokenExpired(handleExpired);
    };
  }, [userManager]);

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
    return current && !current.expired ? current.access_token : null;
  }, []);

  const signIn = useCallback(
    async (returnTo: string) => {
      if (redirecting.current) return;
      redirecting.current = true;
      try {
        await userManager.signinRedirect({ state: { returnTo } });
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
    async (signal?: AbortSignal) => {
      // The popup's callback hands the response to this window, which loads the user (handleLoaded).
      await userManager.signinPopup({ popupSignal: signal });
    },
    [userManager],
  );

  const completeSignIn = useCallback(
    (url: string) => {
      let pending = callbacks.get(url);
      if (!pending) {
        // signinCallback tells a redirect's answer from a popup's by the stored request state.
        pending = userManager.signinCallback(url).then((signedIn) => {
          if (!signedIn) return null;
          setUser(signedIn);
          return returnToFromState(signedIn.state);
        });
        callbacks.set(url, pending);
      }
      return pending;
    },
    [userManager],
  );

  const isAuthenticated = Boolean(user && !user.expired);
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

  if (user === undefined) return fallback;
  return <AuthContext value={value}>{children}</AuthContext>;
}

import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import type { User, UserManager } from 'oidc-client-ts';
import { AuthContext, type AuthContextValue, type AuthUser } from './auth-context.ts';
import { returnToFromState } from './return-to.ts';

/** One callback per URL: React may run effects twice, but an authorization code is single-use. */
const callbacks = new Map<string, Promise<string>>();

function toAuthUser(user: User): AuthUser {
  const { sub, email, name } = user.profile;
  return { subject: sub, email: typeof email === 'string' ? email : null, name: typeof name === 'string' ? name : null };
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
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const userRef = useRef<User | null>(null);
  useLayoutEffect(() => {
    userRef.current = user ?? null;
  }, [user]);
  const redirecting = useRef(false);

  useEffect(() => {
    let active = true;
    const { events } = userManager;
    const handleLoaded = (loaded: User) => setUser(loaded);
    const handleUnloaded = () => setUser(null);
    events.addUserLoaded(handleLoaded);
    events.addUserUnloaded(handleUnloaded);
    events.addAccessTokenExpired(rerender);
    userManager
      .getUser()
      .then((stored) => active && setUser(stored))
      .catch(() => active && setUser(null));
    return () => {
      active = false;
      events.removeUserLoaded(handleLoaded);
      events.removeUserUnloaded(handleUnloaded);
      events.removeAccessTokenExpired(rerender);
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

  const completeSignIn = useCallback(
    (url: string) => {
      let pending = callbacks.get(url);
      if (!pending) {
        pending = userManager.signinRedirectCallback(url).then((signedIn) => {
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
  const value = useMemo<AuthContextValue>(
    () => ({
      user: user ? toAuthUser(user) : null,
      accessToken: isAuthenticated ? (user?.access_token ?? null) : null,
      isAuthenticated,
      getAccessToken,
      signIn,
      signOut,
      completeSignIn,
      removeUser,
    }),
    [user, isAuthenticated, getAccessToken, signIn, signOut, completeSignIn, removeUser],
  );

  if (user === undefined) return fallback;
  return <AuthContext value={value}>{children}</AuthContext>;
}

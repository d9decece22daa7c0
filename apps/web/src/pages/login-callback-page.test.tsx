import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoginCallbackPage } from './login-callback-page.tsx';
import { renderRoutes, storeSignedInUser, userStorageKey } from '../testing/test-utils.tsx';

const routes = [
  { path: '/login/callback', element: <LoginCallbackPage /> },
  { path: '/authorize', element: <h1>Authorize</h1> },
];

describe('/login/callback', () => {
  it.each([
    ['an error answer of the identity provider', '?error=access_denied&state=abc'],
    ['a code with an unknown state', '?code=stolen-code&state=not-ours'],
    ['no parameters at all', ''],
  ])('on %s clears the stored tokens and goes to /authorize', async (_, search) => {
    storeSignedInUser();
    localStorage.setItem('keyplan.readOnly', 'true');
    expect(localStorage.getItem(userStorageKey())).not.toBeNull();

    const { router, sink } = renderRoutes({ routes, initialEntries: [`/login/callback${search}`] });

    expect(await screen.findByRole('heading', { name: 'Authorize' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/authorize');
    expect(localStorage.getItem(userStorageKey())).toBeNull();
    expect(sink.trace).toHaveBeenCalledWith('Sign-in callback failed', 'warning', expect.any(Object));
  });
});

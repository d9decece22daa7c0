import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../../../i18n/language.ts';
import { renderRoutes } from '../../../testing/test-utils.tsx';
import type { AuthnClient } from './authn-client.ts';
import { SignInScreen, type SignInScreenProps } from './sign-in-screen.tsx';

function visit(client: Partial<AuthnClient>, props: Partial<SignInScreenProps> = {}) {
  renderRoutes({
    routes: [
      {
        path: '/signin',
        element: <SignInScreen returnTo="/key-system" loadClient={async () => client as AuthnClient} {...props} />,
      },
    ],
    initialEntries: ['/signin'],
    prepareUserManager: (userManager) => {
      userManager.signinRedirect = vi.fn(() => new Promise<void>(() => undefined));
    },
  });
  return userEvent.setup();
}

describe('The sign-in page in French and Spanish (issue 48)', () => {
  it('signs in in Quebec French and words the provider’s refusal', async () => {
    await chooseLanguage('fr-CA');
    const refusal = Object.assign(new Error('Authentication failed'), {
      name: 'AuthApiError',
      errorCode: 'E0000004',
      errorSummary: 'Authentication failed',
    });
    const user = visit({
      getIssuerOrigin: () => 'http://localhost:3000',
      fingerprint: vi.fn(async () => 'device-1'),
      tx: { postToTransaction: vi.fn(async () => Promise.reject(refusal)) } as unknown as AuthnClient['tx'],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Se connecter à Keyplan' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Courriel' }), 'rep@example.com');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Courriel ou mot de passe incorrect.');
    expect(screen.getByRole('button', { name: 'Mot de passe oublié?' })).toBeInTheDocument();
  });

  it('states the password policy in Mexican Spanish, with its plural', async () => {
    await chooseLanguage('es-MX');
    visit(
      {
        verifyRecoveryToken: vi.fn(async () => ({
          status: 'PASSWORD_RESET',
          user: { profile: { login: 'sales@example.com' } },
          policy: { complexity: { minLength: 12, minNumber: 1, minSymbol: 1 } },
          resetPassword: vi.fn(),
        })) as unknown as AuthnClient['verifyRecoveryToken'],
      },
      { recovery: { token: 'token-es', recoveryType: 'PASSWORD' } },
    );
    expect(
      await screen.findByText('Su contraseña debe tener al menos 12 caracteres, un número, un símbolo.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Elija una contraseña nueva' })).toBeInTheDocument();
    expect(screen.getByText('Para sales@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restablecer contraseña' })).toBeInTheDocument();
  });
});

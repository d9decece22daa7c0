import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FINGERPRINT_TIMEOUT_MS } from '@keyplan/domain';
import { renderRoutes } from '../../../testing/test-utils.tsx';
import type { AuthnClient, AuthnTransaction } from './authn-client.ts';
import { SignInScreen, type SignInScreenProps } from './sign-in-screen.tsx';
import { PUSH_POLL_DELAY_MS } from './factor-step.tsx';

/** An SDK error as the SDK rejects with: the provider's (AuthApiError) or its own (AuthSdkError). */
const apiError = (errorCode: string, errorSummary: string) =>
  Object.assign(new Error(errorSummary), { name: 'AuthApiError', errorCode, errorSummary });
const sdkError = (message: string) =>
  Object.assign(new Error(message), { name: 'AuthSdkError', errorSummary: message });

/** A double of the SDK's authn client: `signIn` answers the primary authentication. */
function fakeClient(signIn: () => Promise<AuthnTransaction>, overrides: Partial<AuthnClient> = {}) {
  const postToTransaction = vi.fn(signIn);
  const client = {
    getIssuerOrigin: () => 'http://localhost:3000',
    fingerprint: vi.fn(async () => 'device-1'),
    tx: { postToTransaction },
    forgotPassword: vi.fn(async () => ({
      status: 'RECOVERY_CHALLENGE',
      factorType: 'EMAIL',
      recoveryType: 'PASSWORD',
    })),
    unlockAccount: vi.fn(async () => ({ status: 'RECOVERY_CHALLENGE', factorType: 'EMAIL', recoveryType: 'UNLOCK' })),
    verifyRecoveryToken: vi.fn(),
    ...overrides,
  } as unknown as AuthnClient;
  return { client, postToTransaction };
}

function visit(client: AuthnClient, props: Partial<SignInScreenProps> = {}) {
  const signinRedirect = vi.fn(() => new Promise<void>(() => undefined));
  const view = renderRoutes({
    routes: [
      { path: '/signin', element: <SignInScreen returnTo="/key-system" loadClient={async () => client} {...props} /> },
    ],
    initialEntries: ['/signin'],
    config: undefined,
    prepareUserManager: (userManager) => {
      userManager.signinRedirect = signinRedirect;
    },
  });
  return { ...view, signinRedirect, user: userEvent.setup() };
}

async function submit(user: ReturnType<typeof userEvent.setup>, password = 'demo') {
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'rep@example.com');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInScreen (the provider’s Authentication API through its SDK)', () => {
  it('signs in with a device fingerprint and exchanges the session token by the sign-in redirect', async () => {
    const { client, postToTransaction } = fakeClient(async () => ({ status: 'SUCCESS', sessionToken: 'st-1' }));
    const { user, signinRedirect } = visit(client);
    await submit(user);
    await waitFor(() =>
      expect(signinRedirect).toHaveBeenCalledWith({
        state: { returnTo: '/key-system' },
        extraQueryParams: { sessionToken: 'st-1' },
      }),
    );
    expect(client.fingerprint).toHaveBeenCalledWith({ timeout: FINGERPRINT_TIMEOUT_MS });
    expect(postToTransaction).toHaveBeenCalledWith(
      'http://localhost:3000/api/v1/authn',
      { username: 'rep@example.com', password: 'demo' },
      { headers: { 'X-Device-Fingerprint': 'device-1' } },
    );
  });

  it('signs in without a fingerprint when the service times out, saying so in the SDK’s words', async () => {
    const { client, postToTransaction } = fakeClient(async () => {
      throw apiError('E0000004', 'Authentication failed');
    });
    vi.mocked(client.fingerprint).mockRejectedValue(sdkError('Fingerprinting timed out'));
    const { user } = visit(client);
    await submit(user, 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    expect(postToTransaction).toHaveBeenCalledWith(expect.any(String), expect.any(Object), undefined);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('rep@example.com');
  });

  it('offers a locked-out person an unlock link by email, not a wait', async () => {
    const unlock = vi.fn(async () => ({ status: 'RECOVERY_CHALLENGE', factorType: 'EMAIL', recoveryType: 'UNLOCK' }));
    const { client } = fakeClient(async () => ({ status: 'LOCKED_OUT', unlock }) as AuthnTransaction);
    const { user } = visit(client);
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Your account is locked' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Email me an unlock link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    // A step without a field: its heading takes the focus, so a screen reader reads it.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Check your email' })).toHaveFocus());
    expect(unlock).toHaveBeenCalledWith({ username: 'rep@example.com', factorType: 'EMAIL' });
  });

  it('mails a reset link from “Forgot password?”', async () => {
    const { client } = fakeClient(async () => ({ status: 'SUCCESS' }));
    const { user } = visit(client);
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sales@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a reset link' }));
    expect(await screen.findByText(/a link to reset its password is on its way/)).toBeInTheDocument();
    expect(client.forgotPassword).toHaveBeenCalledWith({ username: 'sales@example.com', factorType: 'EMAIL' });
  });

  it('asks for the second factor’s code (MFA_REQUIRED → MFA_CHALLENGE → SUCCESS)', async () => {
    const verifyCode = vi.fn(async () => ({ status: 'SUCCESS', sessionToken: 'st-2' }));
    const challenge = {
      status: 'MFA_CHALLENGE',
      factor: { factorType: 'email', profile: { email: 'r...p@example.com' } },
      verify: verifyCode,
    };
    const chooseEmail = vi.fn(async () => challenge);
    const { client } = fakeClient(async () => ({
      status: 'MFA_REQUIRED',
      factors: [{ factorType: 'email', profile: { email: 'r...p@example.com' }, verify: chooseEmail }],
    }));
    const { user, signinRedirect } = visit(client);
    await submit(user);
    await user.click(await screen.findByRole('button', { name: 'Email a code to r...p@example.com' }));
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(signinRedirect).toHaveBeenCalled());
    expect(verifyCode).toHaveBeenCalledWith({ passCode: '123456' });
  });

  it('polls a push while WAITING and shows the SDK’s message when the poll is stopped', async () => {
    const poll = vi.fn(async () => {
      throw sdkError('The poll was stopped by the sdk');
    });
    const { client } = fakeClient(async () => ({
      status: 'MFA_CHALLENGE',
      factorResult: 'WAITING',
      factor: { factorType: 'push' },
      poll,
    }));
    const { user } = visit(client);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('The poll was stopped by the sdk');
    expect(poll).toHaveBeenCalledWith({ delay: PUSH_POLL_DELAY_MS });
  });

  it('opens an emailed reset link: a new password, then signed in', async () => {
    const resetPassword = vi.fn(async () => ({ status: 'SUCCESS', sessionToken: 'st-3' }));
    const { client } = fakeClient(async () => ({ status: 'SUCCESS' }), {
      verifyRecoveryToken: vi.fn(async () => ({
        status: 'PASSWORD_RESET',
        user: { profile: { login: 'sales@example.com' } },
        policy: { complexity: { minLength: 8, minNumber: 1 } },
        resetPassword,
      })) as unknown as AuthnClient['verifyRecoveryToken'],
    });
    const { user, signinRedirect } = visit(client, { recovery: { token: 'token-1', recoveryType: 'PASSWORD' } });
    expect(await screen.findByText('Your password needs at least 8 characters, a number.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password/), 'Padlock2027');
    await user.type(screen.getByLabelText(/^Repeat new password/), 'Padlock2027');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(signinRedirect).toHaveBeenCalled());
    expect(resetPassword).toHaveBeenCalledWith({ newPassword: 'Padlock2027' });
    expect(client.verifyRecoveryToken).toHaveBeenCalledWith({ recoveryToken: 'token-1' });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MY_ACCOUNT_SCOPES } from '@keyplan/domain';
import { STEP_UP_TEXTS } from '../features/account/components/step-up-dialog.tsx';
import type { SignedInUser, UserManagerClient } from '../features/auth/user-manager.ts';
import { buildConfig, json, mockFetch, renderRoutes, staffMe, storeSignedInUser } from '../testing/test-utils.tsx';
import AccountPage from './account-page.tsx';

const routes = [{ path: '/account', element: <AccountPage /> }];

const ORIGIN = 'http://localhost:3000';
const config = buildConfig({ myAccount: { origin: ORIGIN, scopes: [...MY_ACCOUNT_SCOPES] } });
const link = (path: string, ...allow: string[]) => ({ href: `${ORIGIN}/idp/myaccount${path}`, hints: { allow } });
const STEP_UP =
  'Bearer realm="IdpMyAccountAPI", error="insufficient_authentication_context", ' +
  'error_description="The access token requires additional assurance to access the resource", max_age=900';
const STEP_UP_CAUSE = 'Sign in again: this change needs a sign-in within the last 15 minutes.';
const STEP_UP_BODY = {
  errorCode: 'E0000006',
  errorSummary: 'You do not have permission to perform the requested action',
  errorCauses: [{ errorSummary: STEP_UP_CAUSE }],
};

/** The account page over a MyAccount API whose password change first asks for a recent sign-in. */
function visitAccount(signinPopup: UserManagerClient['signinPopup']) {
  storeSignedInUser(config);
  const password = {
    id: 'pwd1',
    status: 'ACTIVE',
    created: '2026-11-01T10:00:00.000Z',
    lastUpdated: '2026-11-01T10:00:00.000Z',
    _links: { self: link('/password', 'GET', 'PUT', 'DELETE') },
  };
  const changes: string[] = [];
  const fetchMock = mockFetch({
    'GET /api/me': () => json(staffMe),
    'GET /idp/myaccount/profile': () =>
      json({ createdAt: '', modifiedAt: '', profile: { firstName: 'Sam', lastName: 'Staff', email: 'sam@x.example' } }),
    'GET /idp/myaccount/profile/schema': () => json({ properties: {} }),
    'GET /idp/myaccount/emails': () => json([]),
    'GET /idp/myaccount/phones': () => json([]),
    'GET /idp/myaccount/password': () => json(password),
    'PUT /idp/myaccount/password': ({ headers }) => {
      const bearer = headers.get('authorization') ?? '';
      changes.push(bearer);
      if (bearer !== 'Bearer fresh-token')
        return new Response(JSON.stringify(STEP_UP_BODY), {
          status: 403,
          headers: { 'content-type': 'application/json', 'www-authenticate': STEP_UP },
        });
      return json(password, 201);
    },
  });
  const view = renderRoutes({
    routes,
    initialEntries: ['/account'],
    config,
    prepareUserManager: (userManager) => {
      userManager.signinPopup = signinPopup;
    },
  });
  return { ...view, fetchMock, changes };
}

async function changePassword(user: ReturnType<typeof userEvent.setup>) {
  const form = await screen.findByRole('form', { name: 'Change password' });
  await user.type(within(form).getByLabelText(/^New password/), 'Padlock2030');
  await user.type(within(form).getByLabelText(/^Repeat the new password/), 'Padlock2030');
  await user.click(within(form).getByRole('button', { name: 'Change password' }));
}

describe('the account page answering the provider’s step-up challenge', () => {
  it('signs in again in a popup with the asked max_age and sends the change again', async () => {
    const signinPopup = vi.fn<UserManagerClient['signinPopup']>(async () => {
      const now = Math.floor(Date.now() / 1000);
      return { access_token: 'fresh-token', expires_at: now + 3600, profile: { sub: 'staff-1' } } as SignedInUser;
    });
    const user = userEvent.setup();
    const { changes } = visitAccount(signinPopup);
    await changePassword(user);

    const dialog = await screen.findByRole('dialog', { name: STEP_UP_TEXTS.title });
    await user.click(within(dialog).getByRole('button', { name: STEP_UP_TEXTS.confirm }));
    expect(signinPopup).toHaveBeenCalledWith(expect.objectContaining({ maxAge: 900 }));
    expect(await screen.findByText('Your password is changed. Use it the next time you sign in.')).toBeInTheDocument();
    expect(changes).toEqual(['Bearer test-access-token', 'Bearer fresh-token']);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: STEP_UP_TEXTS.title })).not.toBeInTheDocument());
  });

  it('leaves the change undone when the person cancels, in the provider’s words', async () => {
    const signinPopup = vi.fn<UserManagerClient['signinPopup']>();
    const user = userEvent.setup();
    const { changes } = visitAccount(signinPopup);
    await changePassword(user);
    const dialog = await screen.findByRole('dialog', { name: STEP_UP_TEXTS.title });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: STEP_UP_TEXTS.title })).not.toBeInTheDocument());
    expect(signinPopup).not.toHaveBeenCalled();
    expect(await screen.findByText(STEP_UP_CAUSE)).toBeInTheDocument();
    expect(changes).toEqual(['Bearer test-access-token']);
  });
});

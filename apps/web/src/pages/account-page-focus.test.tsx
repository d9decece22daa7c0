import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MY_ACCOUNT_SCOPES, type MyAccountEmail, type MyAccountPassword } from '@keyplan/domain';
import { buildConfig, json, mockFetch, renderRoutes, staffMe, storeSignedInUser } from '../testing/test-utils.tsx';
import AccountPage from './account-page.tsx';

/*
 * Issue 47: after Save profile, Verify (an email), Change password and Remove password the button
 * used is disabled or gone; focus goes to the message that says how it went, not to the page's body.
 */

const ORIGIN = 'http://localhost:3000';
const config = buildConfig({ myAccount: { origin: ORIGIN, scopes: [...MY_ACCOUNT_SCOPES] } });
const link = (path: string, ...allow: string[]) => ({ href: `${ORIGIN}/idp/myaccount${path}`, hints: { allow } });

/** The account page over a MyAccount API that takes every change, as the provider answers it. */
function visitAccount() {
  storeSignedInUser(config);
  let profile: Record<string, string> = { firstName: 'Sam', title: '' };
  let email: MyAccountEmail = {
    id: 'e2',
    status: 'UNVERIFIED',
    roles: ['SECONDARY'],
    profile: { email: 'sam@desk.example' },
    _links: { self: link('/emails/e2', 'GET', 'DELETE'), challenge: link('/emails/e2/challenge', 'POST') },
  };
  let password: MyAccountPassword = {
    id: 'pwd1',
    status: 'ACTIVE',
    created: '2026-11-01T10:00:00.000Z',
    lastUpdated: '2026-11-01T10:00:00.000Z',
    _links: { self: link('/password', 'GET', 'PUT', 'DELETE') },
  };
  const writable = [{ principal: 'SELF', action: 'READ_WRITE' as const }];
  mockFetch({
    'GET /api/me': () => json(staffMe),
    'GET /idp/myaccount/profile': () => json({ createdAt: '', modifiedAt: '', profile }),
    'PUT /idp/myaccount/profile': ({ body }) => {
      profile = (body as { profile: Record<string, string> }).profile;
      return json({ createdAt: '', modifiedAt: '', profile });
    },
    'GET /idp/myaccount/profile/schema': () =>
      json({
        properties: {
          firstName: { title: 'First name', type: 'string', required: true, permissions: writable },
          title: { title: 'Title', type: 'string', permissions: writable },
        },
      }),
    'GET /idp/myaccount/emails': () => json([email]),
    'POST /idp/myaccount/emails/e2/challenge': () =>
      json(
        {
          id: 'c1',
          status: 'UNVERIFIED',
          expiresAt: '2026-11-01T10:05:00.000Z',
          profile: { email: 'sam@desk.example' },
          _links: {
            verify: link('/emails/e2/challenge/c1/verify', 'POST'),
            poll: link('/emails/e2/challenge/c1', 'GET'),
          },
        },
        201,
      ),
    'GET /idp/myaccount/emails/e2/challenge/c1': () => json({ id: 'c1', status: 'UNVERIFIED' }),
    'POST /idp/myaccount/emails/e2/challenge/c1/verify': () => {
      email = { ...email, status: 'VERIFIED', _links: { self: link('/emails/e2', 'GET') } };
      return new Response(null, { status: 200 });
    },
    'GET /idp/myaccount/phones': () => json([]),
    'GET /idp/myaccount/password': () => json(password),
    'PUT /idp/myaccount/password': () => json(password, 201),
    'DELETE /idp/myaccount/password': () => {
      password = { id: 'pwd1', status: 'NOT_ENROLLED', _links: { self: link('/password', 'GET', 'POST') } };
      return new Response(null, { status: 204 });
    },
  });
  return renderRoutes({
    routes: [{ path: '/account', element: <AccountPage /> }],
    initialEntries: ['/account'],
    config,
  });
}

describe('the account page gives focus to how a change went', { timeout: 30_000 }, () => {
  it('after Save profile, which is disabled once saved', async () => {
    const user = userEvent.setup();
    visitAccount();
    const form = await screen.findByRole('form', { name: 'Profile' });
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Key account manager');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    const saved = await screen.findByRole('status');
    expect(saved).toHaveTextContent('Your profile is saved.');
    await waitFor(() => expect(saved).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Save profile' })).toBeDisabled();
  });

  it('after verifying an email, whose Verify then goes', async () => {
    const user = userEvent.setup();
    visitAccount();
    await user.click(await screen.findByRole('button', { name: 'Verify sam@desk.example' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter the verification code' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Verification code' }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    const verified = await screen.findByText('sam@desk.example is verified.');
    await waitFor(() => expect(verified.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Verify sam@desk.example' })).not.toBeInTheDocument();
  });

  it('after Change password, and after Remove password, which goes with the password', async () => {
    const user = userEvent.setup();
    visitAccount();
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText(/^New password/), 'Padlock2030');
    await user.type(within(form).getByLabelText(/^Repeat the new password/), 'Padlock2030');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    const changed = await screen.findByText('Your password is changed. Use it the next time you sign in.');
    await waitFor(() => expect(changed.closest('[tabindex="-1"]')).toHaveFocus());

    await user.click(within(form).getByRole('button', { name: 'Remove password' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove your password?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove password' }));
    const removed = await screen.findByText('Your password is removed.');
    expect(screen.queryByText(/Your password is changed/)).not.toBeInTheDocument();
    await waitFor(() => expect(removed.closest('[tabindex="-1"]')).toHaveFocus());
    expect(await screen.findByRole('form', { name: 'Set a password' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove password' })).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MY_ACCOUNT_SCOPES, type MyAccountEmail, type MyAccountPassword } from '@keyplan/domain';
import { toast } from '../lib/toast.ts';
import { buildConfig, json, mockFetch, renderRoutes, staffMe, storeSignedInUser } from '../testing/test-utils.tsx';
import AccountPage from './account-page.tsx';

/*
 * Issue 47: each message of My account is said once, where the person is — not inline and in a
 * toast as well — and a refusal goes once the person tries again.
 */

const ORIGIN = 'http://localhost:3000';
const config = buildConfig({ myAccount: { origin: ORIGIN, scopes: [...MY_ACCOUNT_SCOPES] } });
const link = (path: string, ...allow: string[]) => ({ href: `${ORIGIN}/idp/myaccount${path}`, hints: { allow } });
const WAIT = 'Wait 30 seconds before sending another code.';
const REFUSED_PASSWORD = 'Password requirements were not met.';

/** The provider's refusal, in its own error object. */
const refusal = (status: number, summary: string) =>
  json(
    { errorCode: 'E0000001', errorSummary: 'Api validation failed', errorCauses: [{ errorSummary: summary }] },
    status,
  );

/** The account page over a MyAccount API whose second code is refused (too soon) and that refuses every password. */
function visitAccount() {
  storeSignedInUser(config);
  const email: MyAccountEmail = {
    id: 'e2',
    status: 'UNVERIFIED',
    roles: ['SECONDARY'],
    profile: { email: 'sam@desk.example' },
    _links: { self: link('/emails/e2', 'GET', 'DELETE'), challenge: link('/emails/e2/challenge', 'POST') },
  };
  const password: MyAccountPassword = {
    id: 'pwd1',
    status: 'ACTIVE',
    created: '2026-11-01T10:00:00.000Z',
    lastUpdated: '2026-11-01T10:00:00.000Z',
    _links: { self: link('/password', 'GET', 'PUT') },
  };
  let codes = 0;
  mockFetch({
    'GET /api/me': () => json(staffMe),
    'GET /idp/myaccount/profile': () => json({ createdAt: '', modifiedAt: '', profile: { firstName: 'Sam' } }),
    'GET /idp/myaccount/profile/schema': () => json({ properties: {} }),
    'GET /idp/myaccount/emails': () => json([email]),
    'POST /idp/myaccount/emails/e2/challenge': () =>
      (codes += 1) > 1
        ? refusal(429, WAIT)
        : json(
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
    'GET /idp/myaccount/phones': () => json([]),
    'GET /idp/myaccount/password': () => json(password),
    'PUT /idp/myaccount/password': () => refusal(400, REFUSED_PASSWORD),
  });
  renderRoutes({ routes: [{ path: '/account', element: <AccountPage /> }], initialEntries: ['/account'], config });
  return userEvent.setup();
}

afterEach(() => vi.restoreAllMocks());

describe('the account page says each message once', { timeout: 30_000 }, () => {
  it('a code refused as too soon: in the code dialog only, and the empty code is not called wrong', async () => {
    const toastError = vi.spyOn(toast, 'error');
    const user = visitAccount();
    await user.click(await screen.findByRole('button', { name: 'Verify sam@desk.example' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Enter the verification code' }));
    await user.click(dialog.getByRole('textbox', { name: 'Verification code' }));
    await user.click(dialog.getByRole('button', { name: 'Send a new code' }));
    expect(await dialog.findByText(WAIT)).toBeInTheDocument();
    expect(screen.getAllByText(WAIT)).toHaveLength(1);
    expect(toastError).not.toHaveBeenCalled();
    expect(dialog.queryByText('Enter the six digits of the code.')).not.toBeInTheDocument();

    // Closed, and Verify again too soon: said under the list, once.
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Verify sam@desk.example' }));
    const emails = within(screen.getByRole('region', { name: 'Emails' }));
    expect(await emails.findByRole('alert')).toHaveTextContent(WAIT);
    expect(screen.getAllByText(WAIT)).toHaveLength(1);
    expect(toastError).not.toHaveBeenCalled();
  });

  it('a password refused by the provider is not said beside the next try’s own problem', async () => {
    const user = visitAccount();
    const form = within(await screen.findByRole('form', { name: 'Change password' }));
    const next = form.getByLabelText(/^New password/);
    const repeated = form.getByLabelText(/^Repeat the new password/);
    await user.type(next, 'Padlock2030');
    await user.type(repeated, 'Padlock2030');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(REFUSED_PASSWORD)).toBeInTheDocument();

    // An edit: the refusal was about the password tried before.
    await user.type(repeated, 'x');
    expect(screen.queryByText(REFUSED_PASSWORD)).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(form.getByText('The two passwords differ.')).toBeInTheDocument();
    expect(screen.queryByText(REFUSED_PASSWORD)).not.toBeInTheDocument();
  });
});

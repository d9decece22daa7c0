import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { IssuerAccountSummary } from '@keyplan/domain';
import AdminPage from './admin-page.tsx';
import { adminMe } from '../testing/charting-fixtures.tsx';
import { json, mockFetch, problem, renderRoutes, storeSignedInUser, type Handler } from '../testing/test-utils.tsx';

const buildAccount = (overrides: Partial<IssuerAccountSummary> = {}): IssuerAccountSummary => ({
  accountId: 'rep',
  login: 'rep@example.com',
  name: 'Riley Rep',
  roles: ['keyplan-staff'],
  lockedOut: false,
  lockedUntil: null,
  mfaRequired: false,
  passwordExpired: false,
  passwordChanged: '2026-11-20T09:00:00Z',
  ...overrides,
});

const VIEWER = buildAccount({
  accountId: 'viewer',
  login: 'viewer@example.com',
  name: 'Vera Viewer',
  lockedOut: true,
  lockedUntil: '2026-11-29T01:00:00Z',
});
const REP = buildAccount();

function visit(extra: Record<string, Handler> = {}) {
  storeSignedInUser();
  const fetchMock = mockFetch({
    'GET /api/me': () => json(adminMe),
    'GET /api/admin/price-books': () => json({ currencies: [] }),
    'GET /api/admin/issuer-accounts': () => json([VIEWER, REP]),
    ...extra,
  });
  renderRoutes({ routes: [{ path: '/admin', element: <AdminPage /> }], initialEntries: ['/admin'] });
  const calls = (method: string, path: string) =>
    fetchMock.mock.calls.filter(
      ([url, init]) => (init?.method ?? 'GET') === method && new URL(String(url), 'http://localhost').pathname === path,
    );
  return { calls };
}

async function openAccounts(timeout = 1000) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Accounts' }, { timeout }));
  return user;
}

describe('AdminPage: accounts of the embedded issuer (issue 43)', () => {
  it('has no Accounts section, and no error, when the issuer is external (the list answers 404)', async () => {
    const { calls } = visit({ 'GET /api/admin/issuer-accounts': () => problem(404, 'Not Found') });
    await screen.findByRole('tab', { name: 'Audit' });
    await waitFor(() => expect(calls('GET', '/api/admin/issuer-accounts')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('tab', { name: 'Accounts' })).not.toBeInTheDocument();
    expect(screen.queryByText(/accounts could not be loaded/)).not.toBeInTheDocument();
  });

  it('lists the accounts with their state, and offers Unlock only for a locked-out one', async () => {
    visit();
    await openAccounts();
    const table = await screen.findByRole('table', { name: 'Accounts' });
    const viewerRow = within(table).getByRole('row', { name: /Vera Viewer/ });
    expect(within(viewerRow).getByText(/Locked out until/)).toBeInTheDocument();
    expect(within(viewerRow).getByRole('button', { name: 'Unlock: Vera Viewer' })).toBeInTheDocument();
    const repRow = within(table).getByRole('row', { name: /Riley Rep/ });
    expect(within(repRow).getByText('Can sign in')).toBeInTheDocument();
    expect(within(repRow).queryByRole('button', { name: /Unlock/ })).not.toBeInTheDocument();
  });

  it('asks before unlocking; Cancel changes nothing; then unlocks and says so where the focus goes', async () => {
    let viewer = VIEWER;
    const { calls } = visit({
      'GET /api/admin/issuer-accounts': () => json([viewer, REP]),
      'POST /api/admin/issuer-accounts/viewer/unlock': () =>
        json((viewer = { ...VIEWER, lockedOut: false, lockedUntil: null })),
    });
    const user = await openAccounts();
    await user.click(await screen.findByRole('button', { name: 'Unlock: Vera Viewer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock Vera Viewer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls('POST', '/api/admin/issuer-accounts/viewer/unlock')).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Unlock: Vera Viewer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unlock' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Vera Viewer is unlocked and can sign in again now.');
    await waitFor(() => expect(status).toHaveFocus());
    expect(calls('POST', '/api/admin/issuer-accounts/viewer/unlock')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Unlock: Vera Viewer' })).not.toBeInTheDocument());
  });

  it('sends a password reset after asking, and says to which addresses and until when', async () => {
    const { calls } = visit({
      'POST /api/admin/issuer-accounts/rep/password-reset': () =>
        json({ accountId: 'rep', recipients: ['rep@example.com'], expiresAt: '2026-11-29T02:00:00Z' }),
    });
    const user = await openAccounts();
    await user.click(await screen.findByRole('button', { name: 'Send password reset: Riley Rep' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Riley Rep a password reset link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send password reset' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      /A password reset link was sent to rep@example.com\. It works once, until .*2026/,
    );
    expect(calls('POST', '/api/admin/issuer-accounts/rep/password-reset')).toHaveLength(1);
  });

  it('requires a second factor with the policy it asked about', async () => {
    let rep = REP;
    const { calls } = visit({
      'GET /api/admin/issuer-accounts': () => json([VIEWER, rep]),
      'PUT /api/admin/issuer-accounts/rep/sign-on-policy': () => json((rep = { ...REP, mfaRequired: true })),
    });
    const user = await openAccounts();
    await user.click(await screen.findByRole('button', { name: 'Require second factor: Riley Rep' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Require second factor' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Riley Rep confirms a second factor');
    const [, init] = calls('PUT', '/api/admin/issuer-accounts/rep/sign-on-policy')[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({ mfaRequired: true });
    expect(await screen.findByRole('button', { name: 'Stop requiring second factor: Riley Rep' })).toBeInTheDocument();
  });

  it('says in plain words when the account is gone, and moves the focus there', async () => {
    visit({ 'POST /api/admin/issuer-accounts/rep/expire-password': () => problem(404, 'No account rep') });
    const user = await openAccounts();
    await user.click(await screen.findByRole('button', { name: 'Expire password: Riley Rep' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Expire password' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The account of Riley Rep no longer exists, so nothing was changed.');
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('shows the section with Retry when the list fails otherwise', { timeout: 10_000 }, async () => {
    visit({ 'GET /api/admin/issuer-accounts': () => problem(503, 'Unavailable') });
    // The query client tries a 5xx three times, a second or two apart, before it says so.
    await openAccounts(6000);
    expect(await screen.findByText('The accounts could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('lists account changes in the audit with readable labels', async () => {
    visit({
      'GET /api/admin/audit': () =>
        json({
          items: [
            {
              id: 7,
              actor: 'ada.admin@example.com',
              at: '2026-11-28T10:00:00Z',
              entityType: 'issuerAccount',
              entityId: 'viewer',
              action: 'unlock',
              before: { lockedOut: true },
              after: { lockedOut: false },
            },
          ],
          total: 1,
          page: 1,
          pageSize: 20,
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Audit' }));
    const row = await screen.findByRole('row', { name: /Account viewer/ });
    expect(within(row).getByText('Unlocked')).toBeInTheDocument();
  });
});

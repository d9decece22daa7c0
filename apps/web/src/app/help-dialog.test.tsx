import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from './router.tsx';
import { SESSION_KEY } from '../stores/session-store.ts';
import {
  mockFetch,
  json,
  problem,
  renderRoutes,
  staffMe,
  storeSignedInUser,
  type Handler,
} from '../testing/test-utils.tsx';

async function openHelp(help: Handler | undefined) {
  storeSignedInUser();
  const fetchMock = mockFetch({ 'GET /api/me': () => json(staffMe), ...(help ? { 'POST /api/help': help } : {}) });
  const view = renderRoutes({ routes, initialEntries: ['/customer-search'] });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Request Assistance' }));
  const dialog = await screen.findByRole('dialog', { name: 'Request Assistance' });
  const helpCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/help'));
  return { ...view, user, dialog, helpCalls };
}

describe('Request Assistance dialog', () => {
  it('shows the user read-only, Summary and a 230 px Description', async () => {
    const { dialog } = await openHelp(undefined);
    const userField = within(dialog).getByRole('textbox', { name: 'User' });
    expect(userField).toHaveValue('sam.staff@example.com');
    expect(userField).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('textbox', { name: 'Summary' })).toBeRequired();
    const description = within(dialog).getByRole('textbox', { name: 'Description' });
    expect(description.tagName).toBe('TEXTAREA');
    expect(description).toBeRequired();
    expect(description).toHaveStyle({ height: '230px' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
  });

  it('does nothing on Submit while a field is blank or only white space', async () => {
    const { dialog, user, helpCalls } = await openHelp(() => new Response('HELP-1'));
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    await user.click(submit);
    await user.type(within(dialog).getByRole('textbox', { name: 'Summary' }), '   ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Something is wrong');
    await user.click(submit);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Summary' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Summary' }), 'Broken');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Description' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), ' \n ');
    await user.click(submit);
    expect(helpCalls()).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Request Assistance' })).toBeInTheDocument();
    expect(screen.queryByText('Creating Jira ticket...')).not.toBeInTheDocument();
  });

  it('creates the ticket: info toast, dialog closes, success toast with the key', async () => {
    localStorage.setItem(
      SESSION_KEY,
      JSON.stringify({ ccid: '0000012345', sapOrderNumber: '0000098765', designID: 42 }),
    );
    const { dialog, user, helpCalls } = await openHelp(
      () => new Response('HELP-7', { headers: { 'Content-Type': 'text/plain' } }),
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Summary' }), 'Cannot price');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'The price stays empty.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Creating Jira ticket...')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Request Assistance' })).not.toBeInTheDocument());
    expect(await screen.findByText('Jira ticket HELP-7 created')).toBeInTheDocument();

    const [call] = helpCalls();
    const init = call?.[1];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer test-access-token');
    expect(JSON.parse(String(init?.body))).toEqual({
      userEmail: { email: 'sam.staff@example.com' },
      summary: 'Cannot price',
      description: 'The price stays empty.',
      ccid: '0000012345',
      sapOrderNumber: '0000098765',
      designId: '42',
      currentScreen: '/customer-search',
    });
  });

  it('reports a failure with the error toast and telemetry', async () => {
    const { dialog, user, sink } = await openHelp(() => problem(502, 'Help desk unavailable'));
    await user.type(within(dialog).getByRole('textbox', { name: 'Summary' }), 'Cannot price');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'The price stays empty.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Error Creating Jira Ticket')).toBeInTheDocument();
    expect(screen.queryByText(/Jira ticket .* created/)).not.toBeInTheDocument();
    expect(sink.exception).toHaveBeenCalledWith(
      expect.any(Error),
      'error',
      expect.objectContaining({ where: 'POST /help' }),
    );
  });

  it('is not offered to a signed-in person who is not staff', async () => {
    storeSignedInUser();
    mockFetch({ 'GET /api/me': () => problem(403, 'Forbidden') });
    renderRoutes({ routes, initialEntries: ['/customer-search'] });
    expect(await screen.findByRole('heading', { name: 'Not Authorized' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request Assistance' })).not.toBeInTheDocument();
  });
});

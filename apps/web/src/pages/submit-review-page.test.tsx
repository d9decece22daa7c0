import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ORDER_LOCK_SYSTEM_STATUS as STATUS } from '@keyplan/domain';
import { GUEST_KEY_STORAGE } from '../features/review/guest-key.ts';
import { buildReadyOrder, fakeViewApi, submissionRoutes } from '../testing/submission-fixtures.tsx';
import { READ_ONLY_KEY } from '../stores/read-only-store.ts';
import { SESSION_KEY } from '../stores/session-store.ts';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, problem, renderRoutes, type Handler } from '../testing/test-utils.tsx';

const PASS_CODE = 'K7QX-M2PA-9TRD-4HWE-B6NC';

/** A customer's browser after the startup flow: read-only mode, the link's values in the session, no staff sign-in. */
function visit(
  order = buildReadyOrder({}, STATUS.Submitted),
  extra: Record<string, Handler> = {},
  link: Record<string, string> = { reviewPassCode: PASS_CODE },
) {
  localStorage.setItem(READ_ONLY_KEY, 'true');
  localStorage.setItem(SESSION_KEY, JSON.stringify({ orderID: order.orderID, ...link }));
  const fetchMock = mockFetch({ ...fakeViewApi(order), ...extra });
  const view = renderRoutes({ routes: submissionRoutes, initialEntries: ['/submit-review'] });
  const calls = (method: string, suffix: string) =>
    fetchMock.mock.calls.filter(
      ([url, init]) =>
        (init?.method ?? 'GET') === method && new URL(String(url), 'http://localhost').pathname.endsWith(suffix),
    );
  return { ...view, order, calls };
}

describe('/submit-review', { timeout: 30_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('exchanges the pass code once for a guest key and shows the system read-only', async () => {
    const { order, calls } = visit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Review Your Lock System' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Dock 4' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'LOCK SET 1' })).toBeInTheDocument();
    expect(screen.getByText('Total: $42.50')).toBeInTheDocument();
    // Which key opens which locks: key symbols and blind codes, never bittings.
    const keyChart = await screen.findByRole('region', { name: 'Which key opens which locks' });
    expect(within(keyChart).getAllByText('AA').length).toBeGreaterThan(0);
    expect(within(keyChart).queryByText(/Bitting/)).not.toBeInTheDocument();
    // Key charges show, so that the lines add up to the total.
    expect(await screen.findByText('Quantity discount')).toBeInTheDocument();
    expect(screen.getByText('Grand master key')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Review Your Lock System – Keyplan'));

    const exchanges = calls('POST', '/View/sessions');
    expect(exchanges).toHaveLength(1);
    expect(JSON.parse(String(exchanges[0]![1]!.body))).toEqual({ id: order.orderID, review: PASS_CODE });
    const orderCall = calls('GET', `/View/orders/${order.orderID}`)[0]!;
    expect(new Headers(orderCall[1]!.headers).get('View-Authorization')).toBe('guest-key-1');
    expect(calls('GET', '/api/LookUp/colors')).toHaveLength(0);
    expect(JSON.parse(sessionStorage.getItem(GUEST_KEY_STORAGE)!)).toMatchObject({
      guestKey: 'guest-key-1',
      orderID: order.orderID,
    });

    // Nothing of the system to change, submit or share: the only fields are the customer's answer.
    const main = within(document.body);
    const answer = within(await screen.findByRole('region', { name: 'Your approval' }));
    expect(main.getAllByRole('textbox')).toEqual(answer.getAllByRole('textbox'));
    expect(answer.getAllByRole('textbox')).toHaveLength(3);
    expect(main.queryByRole('button', { name: /submit|retry|rotate|copy|transfer/i })).not.toBeInTheDocument();
    expect(main.queryByRole('region', { name: 'Customer review' })).not.toBeInTheDocument();
  });

  it("names the customer and keeps Keyplan's internal codes (sales area, key code bucket) to staff", async () => {
    visit(buildReadyOrder({ customerName: 'Harbor Cold Storage' }, STATUS.Submitted));
    const facts = within(await screen.findByRole('region', { name: 'Dock 4' }));
    expect(facts.getByText('Customer')).toBeInTheDocument();
    expect(facts.getByText('Harbor Cold Storage')).toBeInTheDocument();
    expect(facts.getByText('PO number')).toBeInTheDocument();
    expect(facts.queryByText('Sales area')).not.toBeInTheDocument();
    expect(facts.queryByText('Key code bucket')).not.toBeInTheDocument();
  });

  it('says when a system was submitted before its prices were kept, and shows the total SAP was sent', async () => {
    const order = buildReadyOrder({ totalPrice: 9_999 }, STATUS.Completed);
    visit({ ...order, orderLockSystems: [{ ...order.orderLockSystems[0]!, priceKept: false }] });
    expect(
      await screen.findByText(/Submitted before Keyplan kept the prices sent to SAP: the prices above are from today/),
    ).toBeInTheDocument();
    expect(screen.getByText('Total: $99.99')).toBeInTheDocument();
  });

  it('records the customer approval by name and role, and says the system is approved', async () => {
    const approval = {
      id: 1,
      kind: 'approval',
      name: 'Dana Whitfield',
      role: 'Safety manager',
      text: '',
      createdAt: '2026-11-24T10:00:00.000Z',
      current: true,
    };
    const submitted = buildReadyOrder({}, STATUS.Submitted);
    const { order, calls } = visit(submitted, {
      [`POST /api/View/orders/${submitted.orderID}/approvals`]: () =>
        json({ approved: true, responses: [approval] }, 201),
    });
    const user = userEvent.setup();
    const answer = within(await screen.findByRole('region', { name: 'Your approval' }));
    await user.click(answer.getByRole('button', { name: 'Approve this system' }));
    expect(answer.getByText('Your name is required')).toBeInTheDocument();
    expect(calls('POST', `/View/orders/${order.orderID}/approvals`)).toHaveLength(0);
    await user.type(answer.getByRole('textbox', { name: 'Your name' }), 'Dana Whitfield');
    await user.type(answer.getByRole('textbox', { name: 'Your role' }), 'Safety manager');
    await user.click(answer.getByRole('button', { name: 'Approve this system' }));
    expect(await answer.findByText('Thank you: your approval is recorded.')).toBeInTheDocument();
    expect(answer.getByText('This system, as shown, is approved.')).toBeInTheDocument();
    expect(answer.getByText('Approved by Dana Whitfield (Safety manager)')).toBeInTheDocument();
    // Nothing more to approve until the system changes.
    expect(answer.getByRole('button', { name: 'Approved' })).toBeDisabled();
    const sent = calls('POST', `/View/orders/${order.orderID}/approvals`);
    expect(JSON.parse(String(sent[0]![1]!.body))).toEqual({ name: 'Dana Whitfield', role: 'Safety manager' });
    expect(new Headers(sent[0]![1]!.headers).get('View-Authorization')).toBe('guest-key-1');
  });

  it('opens a customer link with the SAP order number', async () => {
    const { order, calls } = visit(undefined, {}, { sapOrderNumber: '0000012345' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Dock 4' })).toBeInTheDocument();
    expect(JSON.parse(String(calls('POST', '/View/sessions')[0]![1]!.body))).toEqual({
      id: order.orderID,
      sapOrderNumber: '0000012345',
    });
  });

  it("a pass code that is not recognized ends on 'URL Not Recognized'", async () => {
    const { router } = visit(undefined, {
      'POST /api/View/sessions': () => problem(401, 'The link is not recognized.'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'URL Not Recognized' })).toBeInTheDocument();
    expect(
      screen.getByText('Unable to authenticate access with the provided link. Please check your link and try again.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error');
  });

  it('a canceled order says so and when, instead of "URL Not Recognized"', async () => {
    const detail =
      'This order was canceled on November 20, 2026. It will not be delivered; contact your sales representative with any question.';
    const { router } = visit(
      undefined,
      { 'POST /api/View/sessions': () => problem(410, detail) },
      {
        sapOrderNumber: '0000012345',
      },
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This order was canceled')).toBeInTheDocument();
    expect(alert).toHaveTextContent('canceled on November 20, 2026');
    expect(router.state.location.pathname).toBe('/submit-review');
    expect(screen.queryByRole('button', { name: /approve/i })).not.toBeInTheDocument();
  });

  it('says how long to wait when throttled', async () => {
    visit(undefined, {
      'POST /api/View/sessions': () =>
        new Response(
          JSON.stringify({
            title: 'Too Many Requests',
            status: 429,
            detail: 'Too many attempts. Try again in 2 minutes.',
          }),
          { status: 429, headers: { 'Content-Type': 'application/problem+json', 'Retry-After': '95' } },
        ),
    });
    expect(await screen.findByText('Too many attempts. Try again in 2 minutes.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('without a link in the session asks for one', async () => {
    localStorage.setItem(READ_ONLY_KEY, 'true');
    mockFetch({});
    renderRoutes({ routes: submissionRoutes, initialEntries: ['/submit-review'] });
    expect(await screen.findByText('Open the review link you were sent to see the system.')).toBeInTheDocument();
  });

  it("opens in the customer's language, SAP's correspondence language, and downloads the confirmation in it", async () => {
    const order = buildReadyOrder({}, STATUS.Submitted);
    localStorage.setItem(READ_ONLY_KEY, 'true');
    localStorage.setItem(SESSION_KEY, JSON.stringify({ orderID: order.orderID, reviewPassCode: PASS_CODE }));
    const fetchMock = mockFetch({
      ...fakeViewApi(order, 'guest-key-1', 'fr-CA'),
      [`GET /api/View/orders/${order.orderID}/confirmation.pdf`]: () =>
        new Response(new Blob(['%PDF-'], { type: 'application/pdf' }), {
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="c.pdf"' },
        }),
    });
    renderRoutes({ routes: submissionRoutes, initialEntries: ['/submit-review'] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vérifiez votre système de cadenas' }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr-CA');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Télécharger la confirmation (PDF)' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
        expect.stringMatching(/\/View\/orders\/[^/]+\/confirmation\.pdf\?language=fr-CA$/),
      ),
    );
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ORDER_LOCK_SYSTEM_STATUS as STATUS, ORDER_TYPE, type SafekeyOrder } from '@keyplan/domain';
import {
  CUSTOMER,
  buildReadyOrder,
  fakeSubmissionApi,
  sentState,
  submissionRoutes,
  submissionState,
} from '../testing/submission-fixtures.tsx';
import { SESSION_KEY } from '../stores/session-store.ts';
import { json, mockFetch, renderRoutes, storeSignedInUser, type Handler } from '../testing/test-utils.tsx';
import { chooseLanguage } from '../i18n/language.ts';

function visit(order: SafekeyOrder, queue = fakeSubmissionApi(order).queue, extra: Record<string, Handler> = {}) {
  storeSignedInUser();
  localStorage.setItem(
    SESSION_KEY,
    JSON.stringify({
      orderID: order.orderID,
      orderLockSystemID: order.orderLockSystems[0]!.orderLockSystemID,
      customer: CUSTOMER,
      ccid: CUSTOMER.ccid,
      isQuote: order.orderType === ORDER_TYPE.Quote,
    }),
  );
  const fake = fakeSubmissionApi(order, queue);
  const fetchMock = mockFetch({ ...fake.routes, ...extra });
  const view = renderRoutes({ routes: submissionRoutes, initialEntries: ['/submit-system'] });
  const requests = (method: string, suffix: string) =>
    fetchMock.mock.calls
      .filter(
        ([url, init]) =>
          (init?.method ?? 'GET') === method && new URL(String(url), 'http://localhost').pathname.endsWith(suffix),
      )
      .map(([, init]) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined));
  return { ...view, fake, requests, user: userEvent.setup() };
}

const submitRegion = () => within(screen.getByRole('region', { name: 'Submit' }));

/** Confirms the dialog an irreversible action opens. */
async function confirm(user: ReturnType<typeof userEvent.setup>, title: string, button: string) {
  await user.click(within(await screen.findByRole('dialog', { name: title })).getByRole('button', { name: button }));
}

describe('/submit-system', { timeout: 30_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('reviews the whole system read-only: header, hierarchy, lock set details and totals', async () => {
    const order = buildReadyOrder();
    visit(order);
    expect(await screen.findByRole('heading', { level: 1, name: 'Submit System' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Submit System – Keyplan'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Dock 4' })).toBeInTheDocument();
    expect(screen.getByText(`${CUSTOMER.name} (${CUSTOMER.ccid})`)).toBeInTheDocument();
    expect(screen.getByText('PO-77')).toBeInTheDocument();
    expect(screen.getByText('United States (US10)')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: /^MASTER KEY 1 1 key · 1 lock set · 1 lock/ }),
    ).toBeInTheDocument();
    const lockSet = await screen.findByRole('article', { name: 'LOCK SET 1' });
    expect(within(lockSet).getByTestId('padlock-preview')).toBeInTheDocument();
    expect(within(lockSet).getByText('Price per lock')).toBeInTheDocument();
    expect(await screen.findByText('Total: $42.50')).toBeInTheDocument();
    // Nothing on the review can be edited.
    expect(
      within(screen.getByRole('region', { name: 'Keys and lock sets' })).queryByRole('textbox'),
    ).not.toBeInTheDocument();
  });

  it('submits, shows the attempts while polling, then the SAP order number', async () => {
    const order = buildReadyOrder();
    const { user, requests, fake } = visit(order);
    const submit = await screen.findByRole('button', { name: 'Submit to SAP' });
    fake.queue.splice(
      0,
      fake.queue.length,
      submissionState(order, {
        state: 'sending',
        attempts: 2,
        lastError: { code: 'SAP_TIMEOUT', message: 'SAP did not answer in time' },
      }),
      sentState(order),
    );
    await user.click(submit);
    await confirm(user, 'Submit to SAP?', 'Submit to SAP');
    expect(requests('POST', '/submission')).toEqual([{ expectedVersion: 1 }]);
    expect(await screen.findByText('Sending to SAP… attempt 2 of 6')).toBeInTheDocument();
    expect(screen.getByText(/The last attempt failed: SAP did not answer in time/)).toBeInTheDocument();
    expect(await screen.findByText('SAP order number 0000012345', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(submitRegion().getByText('Submitted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit to SAP' })).not.toBeInTheDocument();
  });

  it('a draft never asks for a submission it cannot have; after Submit the review and the panel change together (issue 47)', async () => {
    const order = buildReadyOrder();
    let orderLoads = 0;
    const { user, requests, fake } = visit(order, undefined, {
      // The order loads again slowly after Submit: the screen does not wait for it to say what Submit did.
      [`GET /api/orders/${order.orderID}`]: () =>
        (orderLoads += 1) === 1 ? json(order) : new Promise<Response>(() => undefined),
      [`POST /api/order-lock-systems/${order.orderLockSystems[0]!.orderLockSystemID}/submission`]: () =>
        json(submissionState(order, { status: STATUS.Submitted, statusLabel: 'Submitted' }), 202),
    });
    await user.click(await screen.findByRole('button', { name: 'Submit to SAP' }));
    // A draft has no submission: it is not asked for (the API would answer 404, logged by the browser).
    expect(requests('GET', '/submission')).toHaveLength(0);
    fake.queue.splice(
      0,
      fake.queue.length,
      submissionState(order, { status: STATUS.Submitted, statusLabel: 'Submitted' }),
    );
    await confirm(user, 'Submit to SAP?', 'Submit to SAP');
    const review = within(screen.getByRole('region', { name: 'Dock 4' }));
    await waitFor(() => expect(submitRegion().getByText('Submitted')).toBeInTheDocument());
    expect(review.getByText('Submitted')).toBeInTheDocument();
    expect(review.queryByText('Draft')).not.toBeInTheDocument();
    expect(review.getByText('Waiting to send')).toBeInTheDocument();
  });

  it('asks before submitting: Cancel leaves everything as it was', async () => {
    const order = buildReadyOrder();
    const { user, requests } = visit(order);
    await user.click(await screen.findByRole('button', { name: 'Submit to SAP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit to SAP?' });
    expect(dialog).toHaveTextContent(
      'Key codes are charted for every lock set and the sales order for $42.50 is sent to SAP. Afterwards only its engraving text can change (at no charge, until it is completed), or the order can be canceled.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests('POST', '/submission')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Submit to SAP' })).toBeEnabled();
  });

  it('shows the status history, newest first, with who changed it and when', async () => {
    const order = buildReadyOrder();
    const system = order.orderLockSystems[0]!.orderLockSystemID;
    visit(order, undefined, {
      [`GET /api/order-lock-systems/${system}/status-history`]: () =>
        json([
          {
            fromStatus: null,
            toStatus: 0,
            changedBy: 'rep@example.com',
            changedAt: '2026-11-20T09:00:00.000Z',
            reason: null,
          },
          {
            fromStatus: 0,
            toStatus: 2,
            changedBy: 'ann@example.com',
            changedAt: '2026-11-20T10:30:00.000Z',
            reason: null,
          },
        ]),
    });
    const history = within(await screen.findByRole('region', { name: 'Status history' }));
    const items = await history.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Draft \(created\) → Draft \(ready to submit\).*ann@example\.com$/),
      expect.stringMatching(/^Draft \(created\).*rep@example\.com$/),
    ]);
  });

  it("shows SAP's error when sending failed, and Retry sends it again", async () => {
    const order = buildReadyOrder();
    const failed = submissionState(order, {
      state: 'failed',
      attempts: 1,
      lastError: { code: 'SAP_400', message: 'Material SAFEKEY is blocked for sales' },
    });
    const { user, requests, fake } = visit(order, [failed]);
    // Refused at once (not retried): SAP did not accept it. An outage uses up the attempts instead.
    expect(await screen.findByText('SAP did not accept the order')).toBeInTheDocument();
    expect(screen.getByText('Material SAFEKEY is blocked for sales')).toBeInTheDocument();
    fake.queue.splice(0, fake.queue.length, sentState(order));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(requests('POST', '/submission/retry')).toHaveLength(1);
    expect(await screen.findByText('SAP order number 0000012345', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('calls an outage an outage, and a canceled order canceled rather than a green success', async () => {
    const order = buildReadyOrder({ version: 4 }, STATUS.Submitted);
    const outage = submissionState(order, {
      state: 'failed',
      attempts: 6,
      status: STATUS.Submitted,
      statusLabel: 'Submitted',
      lastError: { code: '/IWFND/CM_BEC/004', message: 'The SAP system is temporarily unavailable' },
    });
    const first = visit(order, [outage]);
    expect(await screen.findByText('SAP could not be reached')).toBeInTheDocument();
    expect(screen.queryByText('SAP did not accept the order')).not.toBeInTheDocument();
    first.unmount();

    const canceled = buildReadyOrder({ version: 5 }, STATUS.Canceled);
    const sent = { ...sentState(canceled), status: STATUS.Canceled, statusLabel: 'Canceled' as const };
    visit(canceled, [sent]);
    expect(await screen.findByText('The order was canceled')).toBeInTheDocument();
    expect(screen.queryByText('The order was submitted to SAP')).not.toBeInTheDocument();
  });

  it('warns before submitting an order without a PO number', async () => {
    visit(buildReadyOrder({ orderPONumber: '' }));
    expect(
      await screen.findByText(
        'This order has no PO number. If the customer gave one, add it with Edit header before submitting.',
      ),
    ).toBeInTheDocument();
  });

  it('reopens a failed send for correction only after a confirmation; Cancel leaves it failed', async () => {
    const order = buildReadyOrder({ version: 4 }, STATUS.Submitted);
    const failed = submissionState(order, {
      state: 'failed',
      attempts: 6,
      status: STATUS.Submitted,
      statusLabel: 'Submitted',
      lastError: { code: '/IWFND/CM_BEC/004', message: 'The SAP system is temporarily unavailable' },
    });
    const { user, requests } = visit(order, [failed]);
    await user.click(await screen.findByRole('button', { name: 'Reopen for correction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen for correction?' });
    expect(dialog).toHaveTextContent('SAP never received this order');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests('POST', '/submission/reopen')).toHaveLength(0);
    await user.click(submitRegion().getByRole('button', { name: 'Reopen for correction' }));
    await confirm(user, 'Reopen for correction?', 'Reopen');
    await waitFor(() => expect(requests('POST', '/submission/reopen')).toEqual([{ expectedVersion: 4 }]));
    // Its button goes with the failed send: focus goes to the panel, which offers Submit again (issue 47).
    const submit = await submitRegion().findByRole('button', { name: 'Submit to SAP' });
    await waitFor(() => expect(submit.closest('[tabindex="-1"]')).toHaveFocus());
    expect(submitRegion().queryByRole('button', { name: 'Reopen for correction' })).not.toBeInTheDocument();
  });

  it('cancels a submitted order with the reason the rep gives, and not without one', async () => {
    const order = buildReadyOrder({ version: 5, sapOrderNumber: '0000012345' }, STATUS.Submitted);
    const id = order.orderLockSystems[0]!.orderLockSystemID;
    const canceled = { ...sentState(order), status: STATUS.Canceled, statusLabel: 'Canceled' as const };
    const { user, requests } = visit(order, [sentState(order), canceled], {
      // As the server answers: 202 with a JSON null.
      [`POST /api/order-lock-systems/${id}/cancellation`]: () => json(null, 202),
    });
    expect(await screen.findByRole('link', { name: 'Edit engraving' })).toHaveAttribute('href', '/edit-engraving');
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent('This cannot be undone');
    // Not 'Cancel' beside 'Cancel the order': the way out says it keeps the order.
    expect(within(dialog).getByRole('button', { name: 'Keep the order' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Cancel$/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(within(dialog).getByText('Say why: the reason is kept in the status history.')).toBeInTheDocument();
    expect(requests('POST', '/cancellation')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Why is it canceled/ }), 'Site closed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    await waitFor(() =>
      expect(requests('POST', '/cancellation')).toEqual([{ expectedVersion: 5, reason: 'Site closed' }]),
    );
    // The Cancel button goes with the cancellation: focus goes to what it came to (issue 47).
    const result = (await screen.findByText('The order was canceled')).closest('[role="alert"]');
    await waitFor(() => expect(result).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('lists the updates sent after the submission, a failed one with SAP’s message', async () => {
    const order = buildReadyOrder({ sapOrderNumber: '0000012345' }, STATUS.Submitted);
    const state = {
      ...sentState(order),
      followUps: [
        { sequence: 1, kind: 'engravingUpdate' as const, state: 'sent' as const, attempts: 1, lastError: null },
        {
          sequence: 2,
          kind: 'engravingUpdate' as const,
          state: 'failed' as const,
          attempts: 6,
          lastError: { code: '/IWFND/CM_BEC/004', message: 'The SAP system is temporarily unavailable' },
        },
      ],
    };
    visit(order, [state]);
    const list = await screen.findByRole('list', { name: 'Sent to SAP after the submission' });
    expect(list).toHaveTextContent('Engraving update 1: Sent to SAP');
    expect(list).toHaveTextContent('Engraving update 2: Send failed');
    expect(list).toHaveTextContent('The SAP system is temporarily unavailable (SAP /IWFND/CM_BEC/004)');
  });

  it('explains why a Started system cannot be submitted', async () => {
    visit(buildReadyOrder({}, STATUS.Started));
    expect(await screen.findByText(/Fix the issues on the key system first/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit to SAP' })).not.toBeInTheDocument();
    expect(submitRegion().getByRole('link', { name: 'Key system' })).toHaveAttribute('href', '/key-system');
  });

  it('goes to the error page when SAP reports no charted customer', async () => {
    const order = buildReadyOrder();
    const { user, fake, router } = visit(order);
    const submit = await screen.findByRole('button', { name: 'Submit to SAP' });
    fake.queue.splice(
      0,
      fake.queue.length,
      submissionState(order, {
        state: 'failed',
        attempts: 1,
        chartedCustomerMissing: true,
        lastError: { code: 'ZSAFEKEY/001', message: 'No charted customer' },
      }),
    );
    await user.click(submit);
    await confirm(user, 'Submit to SAP?', 'Submit to SAP');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No Charted Customer in SAP' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error');
    expect(screen.getByText(/Reject the Safekey line in SAP and re-enter it with quantity 1/)).toBeInTheDocument();
    // Once SAP's line is put right, the way back to the order to send it again.
    await user.click(screen.getByRole('button', { name: 'Back to the order' }));
    expect(router.state.location.pathname).toBe('/submit-system');
  });

  // A long journey through three screens' worth of form: it takes 10–30 s in jsdom on a busy 2-core machine.
  it(
    'checks the quote requirements, saves them, submits the quote and transfers it to an order',
    { timeout: 60_000 },
    async () => {
      const quote = buildReadyOrder({ orderType: ORDER_TYPE.Quote, quoteNumber: 'Q-77' });
      const transferred = buildReadyOrder({ quoteNumber: null }, STATUS.Created);
      const saved: unknown[] = [];
      const { user, requests, fake, router } = visit(quote, undefined, {
        [`PUT /api/orders/${quote.orderID}/quote-requirements`]: ({ body }) => {
          saved.push(body);
          const { expectedVersion: _version, ...values } = body as Record<string, unknown>;
          return json({ ...values, version: 2 });
        },
        [`POST /api/orders/${quote.orderID}/transfer-to-order`]: () =>
          json({ ...transferred, quoteNumberForTransfer: 'Q-77' }, 201),
      });
      const submit = await screen.findByRole('button', { name: 'Submit quote' });
      expect(screen.getByRole('textbox', { name: 'Sold-to number' })).toHaveValue(CUSTOMER.ccid);
      await user.clear(screen.getByRole('textbox', { name: 'Sold-to number' }));
      await user.type(screen.getByRole('textbox', { name: 'Sold-to number' }), '30000X');
      await user.click(submit);
      expect(
        await screen.findByText('Sold-to number must be a SAP business partner number (1 to 10 digits)'),
      ).toBeInTheDocument();
      expect(screen.getAllByText('First name is required')).toHaveLength(2);
      expect(screen.getAllByText('Email must be an email address')).toHaveLength(2);
      expect(saved).toHaveLength(0);
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Sold-to number' })).toHaveFocus());

      await user.clear(screen.getByRole('textbox', { name: 'Sold-to number' }));
      await user.type(screen.getByRole('textbox', { name: 'Sold-to number' }), '300004');
      const attention = within(screen.getByRole('group', { name: 'Ship-to attention' }));
      await user.type(attention.getByRole('textbox', { name: 'First name' }), 'Iñaki');
      await user.type(attention.getByRole('textbox', { name: 'Last name' }), 'Etxeberria');
      await user.type(attention.getByRole('textbox', { name: 'Email' }), 'inaki@example.com');
      const contact = within(screen.getByRole('group', { name: 'Sold-to contact' }));
      await user.type(contact.getByRole('textbox', { name: 'First name' }), 'Ana');
      await user.type(contact.getByRole('textbox', { name: 'Last name' }), 'Ruiz');
      await user.type(contact.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
      fake.queue.splice(0, fake.queue.length, sentState(quote));
      await user.click(submit);
      await confirm(user, 'Submit the quote?', 'Submit quote');

      await waitFor(() => expect(requests('POST', '/submission')).toEqual([{ expectedVersion: 2 }]));
      expect(saved[0]).toMatchObject({
        expectedVersion: 1,
        quoteNumber: 'Q-77',
        soldTo: '300004',
        submitToSAP: true,
        shipToAttention: { firstName: 'Iñaki', lastName: 'Etxeberria', email: 'inaki@example.com' },
        soldToContact: { firstName: 'Ana' },
        soldToReferenceNumber: 'PO-77',
      });
      expect(await screen.findByText('Quote number 0020000077', {}, { timeout: 5000 })).toBeInTheDocument();
      expect(submitRegion().getByText('QuoteSubmitted')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Transfer to order' }));
      await confirm(user, 'Transfer the quote to an order?', 'Transfer to order');
      await waitFor(() => expect(router.state.location.pathname).toBe('/key-system'));
      expect(JSON.parse(localStorage.getItem(SESSION_KEY)!)).toMatchObject({
        orderID: transferred.orderID,
        isQuote: false,
        quoteNumberForTransfer: 'Q-77',
        customer: CUSTOMER,
      });
    },
  );

  it('shows the pass code hint, rotates it after a confirmation and copies the review link', async () => {
    const order = buildReadyOrder();
    const { user, requests } = visit(order);
    const panel = within(await screen.findByRole('region', { name: 'Customer review' }));
    expect(await panel.findByText('B6NC')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Copy review link' })).toBeDisabled();
    await user.click(panel.getByRole('button', { name: 'Rotate pass code' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rotate pass code?' }));
    await user.click(dialog.getByRole('button', { name: 'Rotate pass code' }));
    expect(await panel.findByTestId('review-pass-code')).toHaveTextContent(/^K7QX-M2PA-9TRD-4HWE-B6NC$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes on from the button to the new code, to be read out (issue 47).
    await waitFor(() => expect(panel.getByTestId('review-pass-code').parentElement).toHaveFocus());
    expect(requests('POST', '/review-access/rotate')).toHaveLength(1);
    await user.click(panel.getByRole('button', { name: 'Copy review link' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      `http://localhost:3000/?review=K7QX-M2PA-9TRD-4HWE-B6NC&id=${order.orderID}`,
    );
  });

  it("shows the customer's key register proposals in the Customer's answer, to accept there (issue 47)", async () => {
    const ready = buildReadyOrder();
    const order = {
      ...ready,
      orderLockSystems: ready.orderLockSystems.map((system) => ({ ...system, lockSystemID: 'ls-1' })),
    };
    const proposal = {
      id: 7,
      keySymbol: 'AA1',
      copyNumber: 1,
      change: {
        action: 'handOut',
        holder: { name: 'Sean Murphy', department: 'Cold store', employeeId: null },
        note: '',
      },
      proposedBy: 'Fiona Walsh',
      proposedAt: '2026-11-29T10:00:00Z',
      status: 'pending',
      decidedBy: null,
      decidedAt: null,
      decisionNote: null,
    };
    const { user, requests } = visit(order, undefined, {
      'GET /api/lock-systems/ls-1/key-register/proposals': () => json([proposal]),
      'POST /api/lock-systems/ls-1/key-register/proposals/7/decision': () =>
        json({ ...proposal, status: 'accepted', decidedBy: 'Sam Staff', decidedAt: '2026-11-29T11:00:00Z' }),
    });
    const panel = within(await screen.findByRole('region', { name: 'Customer review' }));
    const proposed = within(await panel.findByRole('alert', { name: 'Proposed by the customer' }));
    expect(proposed.getByText(/^Hand out AA1 copy 1 to Sean Murphy \(Cold store\) — Fiona Walsh/)).toBeInTheDocument();
    await user.click(proposed.getByRole('button', { name: 'Accept: Hand out AA1 copy 1 to Sean Murphy (Cold store)' }));
    await waitFor(() => expect(requests('POST', '/proposals/7/decision')).toEqual([{ decision: 'accept', note: '' }]));
  });
});

describe('/submit-system in French and Spanish (issue 48)', { timeout: 30_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  const HISTORY = [
    {
      fromStatus: null,
      toStatus: 0,
      changedBy: 'rep@example.com',
      changedAt: '2026-11-20T09:00:00.000Z',
      reason: null,
    },
    { fromStatus: 0, toStatus: 2, changedBy: 'ann@example.com', changedAt: '2026-11-20T10:30:00.000Z', reason: null },
  ];

  it('submits in Quebec French: the total in the confirmation, the attempts, SAP’s number and the dated history', async () => {
    await chooseLanguage('fr-CA');
    const order = buildReadyOrder({ totalPrice: 123_456, currency: 'USD' });
    const system = order.orderLockSystems[0]!.orderLockSystemID;
    const { user, fake } = visit(order, undefined, {
      [`GET /api/order-lock-systems/${system}/status-history`]: () => json(HISTORY),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Envoyer le système' })).toBeInTheDocument();
    const history = within(await screen.findByRole('region', { name: 'Historique des statuts' }));
    expect((await history.findAllByRole('listitem')).map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Brouillon \(créé\) → Brouillon \(prêt à envoyer\)20 nov\. 2026, .* · ann@example\.com$/),
      expect.stringMatching(/^Brouillon \(créé\)20 nov\. 2026, .* · rep@example\.com$/),
    ]);
    const panel = within(screen.getByRole('region', { name: 'Envoi' }));
    expect(panel.getByText('Brouillon')).toBeInTheDocument();
    fake.queue.splice(
      0,
      fake.queue.length,
      submissionState(order, {
        state: 'sending',
        attempts: 2,
        lastError: { code: 'SAP_TIMEOUT', message: 'SAP did not answer in time' },
      }),
      sentState(order),
    );
    await user.click(panel.getByRole('button', { name: 'Envoyer à SAP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer à SAP?' });
    expect(dialog).toHaveTextContent(
      'Les codes de clé sont attribués à chaque ensemble de cadenas et la commande client d’un montant de 1 234,56 $ US est transmise à SAP.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer à SAP' }));
    expect(await screen.findByText('Transmission à SAP… tentative 2 sur 6')).toBeInTheDocument();
    expect(screen.getByText(/^La dernière tentative a échoué : SAP did not answer in time\./)).toBeInTheDocument();
    expect(await screen.findByText('Numéro de commande SAP 0000012345', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(panel.getByText('La commande a été envoyée à SAP')).toBeInTheDocument();
    expect(panel.getByText('Envoyée')).toBeInTheDocument();
  });

  it('shows in Mexican Spanish what was sent after the submission, a failed update with SAP’s words', async () => {
    await chooseLanguage('es-MX');
    const order = buildReadyOrder({ sapOrderNumber: '0000012345' }, STATUS.Submitted);
    const state = {
      ...sentState(order),
      followUps: [
        { sequence: 1, kind: 'engravingUpdate' as const, state: 'sent' as const, attempts: 1, lastError: null },
        {
          sequence: 2,
          kind: 'engravingUpdate' as const,
          state: 'failed' as const,
          attempts: 6,
          lastError: { code: '/IWFND/CM_BEC/004', message: 'The SAP system is temporarily unavailable' },
        },
      ],
    };
    visit(order, [state]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Enviar sistema' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Enviado a SAP después del envío' });
    expect(list).toHaveTextContent('Actualización de grabado 1: Enviado a SAP');
    expect(list).toHaveTextContent('Actualización de grabado 2: Error en el envío');
    expect(list).toHaveTextContent('The SAP system is temporarily unavailable (código SAP /IWFND/CM_BEC/004)');
    const panel = within(screen.getByRole('region', { name: 'Envío' }));
    expect(panel.getByText('Se envió el pedido a SAP')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Cancelar pedido' })).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Editar grabado' })).toBeInTheDocument();
  });
});

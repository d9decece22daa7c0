import type { KeyExposure, KeyRegister, KeyRegisterChange, KeyRegisterProposal } from '@keyplan/domain';
import { describe, expect, it } from 'vitest';
import { guestKeyFor } from '../../../test-support/factories.ts';
import { DATABASE_KINDS } from '../../../test-support/test-database.ts';
import { useTestApp } from '../../../test-support/use-test-app.ts';
import { installedOrder } from '../../../test-support/key-register.ts';

describe.each(DATABASE_KINDS)('changes customers propose to the key register (%s)', (database) => {
  const api = useTestApp({ database });
  const asGuest = (key: string) => ({ 'view-authorization': key });

  it('shows the register through the review; a proposal changes nothing until the rep accepts or declines it', async () => {
    const { lockSystemId, orderId } = await installedOrder(api, '0000100009');
    const key = await guestKeyFor(api.testApp, orderId);
    const staffBase = `/api/lock-systems/${lockSystemId}/key-register`;
    const guestBase = `/api/View/orders/${orderId}/key-register`;
    const propose = (payload: Record<string, unknown>) =>
      api.app.inject({ method: 'POST', url: `${guestBase}/proposals`, payload, headers: asGuest(key) });

    const seen = await api.app.inject({ url: guestBase, headers: asGuest(key) });
    expect(seen.statusCode).toBe(200);
    expect((seen.json() as KeyRegister).counts.copies).toBe(4);

    const holder = { name: 'Priya Shah', department: 'Operations' };
    const proposed = await propose({
      keySymbol: 'AA1',
      copyNumber: 1,
      proposedBy: 'Luis Ortega',
      change: { action: 'handOut', holder },
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    expect(proposed.json()).toMatchObject({
      status: 'pending',
      proposedBy: 'Luis Ortega',
      change: { action: 'handOut' },
    });
    const lost = (
      await propose({
        keySymbol: 'AA',
        copyNumber: 1,
        proposedBy: 'Luis Ortega',
        change: { action: 'reportLost', note: 'Stolen from a truck' },
      })
    ).json() as KeyRegisterProposal;
    // Nothing changed yet.
    const before = (await api.app.inject({ url: staffBase, headers: api.staff })).json() as KeyRegister;
    expect(before.counts).toMatchObject({ handedOut: 0, lost: 0 });

    const pending = (
      await api.app.inject({ url: `${staffBase}/proposals`, headers: api.staff })
    ).json() as KeyRegisterProposal[];
    expect(pending.map((entry) => entry.status)).toEqual(['pending', 'pending']);
    const decide = (id: number, payload: Record<string, unknown>) =>
      api.app.inject({ method: 'POST', url: `${staffBase}/proposals/${id}/decision`, payload, headers: api.staff });
    const accepted = await decide(pending[1]!.id, { decision: 'accept' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', decidedBy: 'rep' });
    expect((await decide(lost.id, { decision: 'decline', note: 'Found in the office' })).json()).toMatchObject({
      status: 'declined',
      decisionNote: 'Found in the office',
    });
    expect((await decide(lost.id, { decision: 'accept' })).statusCode).toBe(409);

    const after = (await api.app.inject({ url: staffBase, headers: api.staff })).json() as KeyRegister;
    expect(after.counts).toMatchObject({ handedOut: 1, lost: 0 });
    const history = (
      await api.app.inject({ url: `${staffBase}/history?keySymbol=AA1&copyNumber=1`, headers: api.staff })
    ).json() as KeyRegisterChange[];
    expect(history[0]).toMatchObject({
      action: 'handOut',
      proposedBy: 'Luis Ortega',
      after: { holder: { ...holder, employeeId: null } },
    });

    // The customer sees what was decided.
    const theirs = (
      await api.app.inject({ url: `${guestBase}/proposals`, headers: asGuest(key) })
    ).json() as KeyRegisterProposal[];
    expect(theirs.map((entry) => entry.status)).toEqual(['declined', 'accepted']);

    // Refusals name the field and rule; a change the copy refuses is a conflict; another order's key is refused.
    expect(
      (await propose({ keySymbol: 'AZ', copyNumber: 1, proposedBy: 'L', change: { action: 'reportLost' } })).json()
        .errors,
    ).toEqual(['keySymbol: no key of this system has symbol AZ']);
    expect(
      (await propose({ keySymbol: 'AA1', copyNumber: 1, proposedBy: '', change: { action: 'reportLost' } })).json()
        .errors,
    ).toEqual(['proposedBy: is required']);
    expect(
      (await propose({ keySymbol: 'AA1', copyNumber: 1, proposedBy: 'L', change: { action: 'handOut', holder } }))
        .statusCode,
    ).toBe(409);
    const other = await installedOrder(api, '0000100010');
    expect(
      (await api.app.inject({ url: `/api/View/orders/${other.orderId}/key-register`, headers: asGuest(key) }))
        .statusCode,
    ).toBe(403);
    expect((await api.app.inject({ url: guestBase })).statusCode).toBe(401);
  });

  it('records a proposal once when reps decide it at the same moment (issue 42)', async () => {
    const { lockSystemId, orderId } = await installedOrder(api, '0000100011');
    const key = await guestKeyFor(api.testApp, orderId);
    const staffBase = `/api/lock-systems/${lockSystemId}/key-register`;
    const proposed = await api.app.inject({
      method: 'POST',
      url: `/api/View/orders/${orderId}/key-register/proposals`,
      payload: {
        keySymbol: 'AA1',
        copyNumber: 1,
        proposedBy: 'Luis Ortega',
        change: { action: 'editHolder', holder: { name: 'Priya Shah', department: 'Operations' } },
      },
      headers: asGuest(key),
    });
    // A holder is changed only on a copy handed out: hand it out first.
    expect(proposed.statusCode).toBe(409);
    const handOut = await api.app.inject({
      method: 'POST',
      url: `/api/View/orders/${orderId}/key-register/proposals`,
      payload: {
        keySymbol: 'AA1',
        copyNumber: 1,
        proposedBy: 'Luis Ortega',
        change: { action: 'handOut', holder: { name: 'Priya Shah', department: 'Operations' } },
      },
      headers: asGuest(key),
    });
    const id = (handOut.json() as KeyRegisterProposal).id;
    const decisions = await Promise.all(
      ['accept', 'accept', 'decline', 'accept'].map((decision) =>
        api.app.inject({
          method: 'POST',
          url: `${staffBase}/proposals/${id}/decision`,
          payload: { decision },
          headers: api.staff,
        }),
      ),
    );
    expect(decisions.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const history = (
      await api.app.inject({ url: `${staffBase}/history?keySymbol=AA1&copyNumber=1`, headers: api.staff })
    ).json() as KeyRegisterChange[];
    const winner = decisions.find((response) => response.statusCode === 200)!.json() as KeyRegisterProposal;
    expect(history.length).toBe(winner.status === 'accepted' ? 1 : 0);
  });

  it("shows the customer where a lost key's remedy stands, but not the remedies offered or their prices (issue 47)", async () => {
    const { lockSystemId, orderId } = await installedOrder(api, '0000100010');
    const key = await guestKeyFor(api.testApp, orderId);
    const staffBase = `/api/lock-systems/${lockSystemId}/key-register`;
    const reported = await api.app.inject({
      method: 'POST',
      url: `${staffBase}/keys/AA/copies/1`,
      payload: { action: 'reportLost' },
      headers: api.staff,
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const guestExposure = async () =>
      (
        await api.app.inject({
          url: `/api/View/orders/${orderId}/key-register/keys/AA/exposure`,
          headers: asGuest(key),
        })
      ).json() as KeyExposure;
    expect((await guestExposure()).chosen).toEqual([]);
    const chosen = await api.app.inject({
      method: 'POST',
      url: `${staffBase}/keys/AA/remedies`,
      payload: { remedy: 'newMasterKeyBranch' },
      headers: api.staff,
    });
    expect(chosen.statusCode, chosen.body).toBe(201);
    const seen = await guestExposure();
    expect(seen.chosen).toMatchObject([
      { remedy: 'newMasterKeyBranch', statusLabel: 'Draft', delivered: false, orderedAt: null, deliveredAt: null },
    ]);
    expect(seen.remedies).toEqual([]);
  });
});

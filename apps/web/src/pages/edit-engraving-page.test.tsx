import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ORDER_LOCK_SYSTEM_STATUS as STATUS, type EngravingChange, type SafekeyOrder } from '@keyplan/domain';
import { CUSTOMER, buildReadyOrder, fakeSubmissionApi } from '../testing/submission-fixtures.tsx';
import { chooseLanguage } from '../i18n/language.ts';
import { SESSION_KEY } from '../stores/session-store.ts';
import { json, mockFetch, renderRoutes, storeSignedInUser } from '../testing/test-utils.tsx';
import { EditEngravingPage } from './edit-engraving-page.tsx';

/** A submitted order whose LOCK SET 1 is engraved on the front in the medium font. */
function engravedOrder(status: number = STATUS.Submitted): SafekeyOrder {
  const order = buildReadyOrder({ version: 6, sapOrderNumber: '0000012345' }, status as typeof STATUS.Submitted);
  const system = order.orderLockSystems[0]!;
  const masterKeys = system.masterKeys.map((masterKey) => ({
    ...masterKey,
    lockSets: masterKey.lockSets.map((lockSet) => ({
      ...lockSet,
      engravedLock: true,
      fontSize: 'M',
      frontText1: 'DOCK 4',
    })),
  }));
  return {
    ...order,
    orderLockSystems: [{ ...system, masterKeys, sendState: { state: 'sent', error: null } }],
  };
}

function visit(order: SafekeyOrder) {
  storeSignedInUser();
  const system = order.orderLockSystems[0]!;
  localStorage.setItem(
    SESSION_KEY,
    JSON.stringify({ orderID: order.orderID, orderLockSystemID: system.orderLockSystemID, customer: CUSTOMER }),
  );
  const base = `/api/order-lock-systems/${system.orderLockSystemID}`;
  const history: EngravingChange[] = [];
  const fetchMock = mockFetch({
    ...fakeSubmissionApi(order).routes,
    [`GET ${base}/engraving-changes`]: () => json(history),
    [`PUT ${base}/engraving`]: ({ body }) => {
      const { changes } = body as { changes: { nodeId: string; field: string; text: string }[] };
      history.push(
        ...changes.map((change) => ({
          sequence: 1,
          nodeId: change.nodeId,
          nodeName: 'LOCK SET 1',
          field: change.field,
          before: 'DOCK 4',
          after: change.text,
          changedBy: 'rep@example.com',
          changedAt: '2026-11-25T10:00:00.000Z',
          sendState: 'pending' as const,
        })),
      );
      return json(history, 202);
    },
  });
  renderRoutes({
    routes: [{ path: '/edit-engraving', element: <EditEngravingPage /> }],
    initialEntries: ['/edit-engraving'],
  });
  const puts = () =>
    fetchMock.mock.calls
      .filter(([url, init]) => init?.method === 'PUT' && String(url).endsWith('/engraving'))
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return { user: userEvent.setup(), puts };
}

describe('/edit-engraving', { timeout: 30_000 }, () => {
  it('edits a line under the editor’s rules, shows the difference, and sends it only after a confirmation', async () => {
    const order = engravedOrder();
    const { user, puts } = visit(order);
    const lockSet = within(await screen.findByRole('region', { name: /LOCK SET 1/ }));
    // The page names the order and its customer under its title.
    expect(
      screen.getByText(`${order.orderSystemName} · SAP 0000012345 · ${CUSTOMER.name} (${CUSTOMER.ccid})`),
    ).toBeInTheDocument();
    // Each line says which lock set it is on (issue 47), the visible label stays short.
    const front = lockSet.getByRole('textbox', { name: 'LOCK SET 1, front line 1' });
    expect(front).toHaveValue('DOCK 4');
    expect(lockSet.getByText('Front line 1', { selector: 'label' })).toBeInTheDocument();
    // Only the faces and key that were ordered engraved are offered: the key text is not.
    expect(lockSet.queryByRole('textbox', { name: /key text/i })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send engraving update' })).toBeDisabled();

    await user.clear(front);
    await user.type(front, 'dock 5@');
    expect(front).toHaveValue('DOCK 5');
    expect(lockSet.getByText(/'@' cannot be engraved/)).toBeInTheDocument();
    const differences = within(screen.getByRole('region', { name: 'Changes against what was sent' }));
    expect(differences.getByRole('row', { name: /LOCK SET 1 · Front line 1 DOCK 4 DOCK 5/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send engraving update' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the engraving update to SAP?' });
    expect(dialog).toHaveTextContent('One engraving line changes on order 0000012345');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Send engraving update' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Send the engraving update to SAP?' })).getByRole('button', {
        name: 'Send engraving update',
      }),
    );
    const lockSetId = order.orderLockSystems[0]!.masterKeys[0]!.lockSets[0]!.lockSetID;
    await waitFor(() =>
      expect(puts()).toEqual([
        { expectedVersion: 6, changes: [{ nodeId: lockSetId, field: 'frontText1', text: 'DOCK 5' }] },
      ]),
    );
    const history = within(await screen.findByRole('region', { name: 'Engraving history' }));
    expect(
      await history.findByRole('row', { name: /LOCK SET 1 · Front line 1 DOCK 4 → DOCK 5 Update 1 · Waiting to send/ }),
    ).toBeInTheDocument();
    // Send is disabled once nothing differs: focus goes to how the update went (issue 47).
    const sent = await screen.findByText(/The engraving was changed/);
    await waitFor(() => expect(sent.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Send engraving update' })).toBeDisabled();
    // What the line refused before is not said of the text that was sent.
    expect(lockSet.queryByText(/cannot be engraved/)).not.toBeInTheDocument();
  });

  it('keeps saying what it refused while typing goes on', async () => {
    const order = engravedOrder();
    const { user } = visit(order);
    const lockSet = within(await screen.findByRole('region', { name: /LOCK SET 1/ }));

    const front = lockSet.getByRole('textbox', { name: 'LOCK SET 1, front line 1' });
    await user.clear(front);
    await user.type(front, 'ask@x');
    expect(front).toHaveValue('ASKX');
    expect(lockSet.getByText(/'@' cannot be engraved/)).toBeInTheDocument();
  });

  it('names a line after a lock set whose name does not say what it is', async () => {
    const order = engravedOrder();
    const system = order.orderLockSystems[0]!;
    const lockSets = system.masterKeys[0]!.lockSets.map((lockSet) => ({ ...lockSet, lockSetName: 'PRODUCTION LINE' }));
    const masterKeys = [{ ...system.masterKeys[0]!, lockSets }];
    visit({ ...order, orderLockSystems: [{ ...system, masterKeys }] });
    const lockSet = within(await screen.findByRole('region', { name: /PRODUCTION LINE/ }));
    expect(lockSet.getByRole('heading', { level: 2 })).toHaveTextContent('PRODUCTION LINE Lock set');
    expect(lockSet.getByRole('textbox', { name: 'Lock set PRODUCTION LINE, front line 1' })).toHaveValue('DOCK 4');
  });

  it('says why a completed order’s engraving cannot change', async () => {
    visit(engravedOrder(STATUS.Completed));
    expect(
      await screen.findByText('Engraving can be changed only while an order is Submitted; this one is Completed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /front line 1/i })).not.toBeInTheDocument();
  });
});

describe('/edit-engraving in French and Spanish', { timeout: 30_000 }, () => {
  it('refuses a character that cannot be engraved in Quebec French, naming it, and sends the change', async () => {
    await chooseLanguage('fr-CA');
    const { user, puts } = visit(engravedOrder());
    expect(await screen.findByRole('heading', { level: 1, name: 'Modifier la gravure' })).toBeInTheDocument();
    const lockSet = within(await screen.findByRole('region', { name: /LOCK SET 1/ }));
    const front = lockSet.getByRole('textbox', { name: 'LOCK SET 1, avant, ligne 1' });
    await user.clear(front);
    await user.type(front, 'dock 5@!');
    // The engraving itself is never translated: only what the field says about it.
    expect(front).toHaveValue('DOCK 5');
    expect(
      lockSet.getByText(
        'Impossible de graver «\u00a0@\u00a0», «\u00a0!\u00a0». Caractères permis\u00a0: A–Z, 0–9, espace et - . # / & ( )',
        { normalizer: (text) => text },
      ),
    ).toBeInTheDocument();
    const differences = within(screen.getByRole('region', { name: 'Modifications par rapport à l’envoi' }));
    expect(differences.getByRole('row', { name: /LOCK SET 1 · Avant, ligne 1 DOCK 4 DOCK 5/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Envoyer la mise à jour de gravure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer la mise à jour de gravure à SAP?' });
    expect(dialog).toHaveTextContent('Une ligne de gravure change dans la commande 0000012345.');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la mise à jour de gravure' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    const history = within(await screen.findByRole('region', { name: 'Historique de la gravure' }));
    expect(
      await history.findByRole('row', {
        name: /^\d+ nov\. 2026.* rep@example\.com LOCK SET 1 · Avant, ligne 1 DOCK 4 → DOCK 5 Mise à jour 1 · En attente d’envoi$/,
      }),
    ).toBeInTheDocument();
  });

  it('says in Mexican Spanish why a completed order’s engraving cannot change', async () => {
    await chooseLanguage('es-MX');
    visit(engravedOrder(STATUS.Completed));
    expect(
      await screen.findByText(
        'El grabado solo se puede cambiar mientras un pedido está en estado “Enviado”; este está en estado “Completado”.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Enviar sistema' })).toBeInTheDocument();
  });
});

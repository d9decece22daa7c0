import { screen, within } from '@testing-library/react';
import { NOT_HANDED_OUT, type KeyCopy, type KeyExposure, type KeyRegister } from '@keyplan/domain';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../../i18n/language.ts';
import { json, mockFetch, renderRoutes } from '../../../testing/test-utils.tsx';
import { GuestKeyRegister } from './guest-key-register.tsx';

const copy = (copyNumber: number, overrides: Partial<KeyCopy> = {}): KeyCopy => ({
  copyNumber,
  ...NOT_HANDED_OUT,
  recordedBy: null,
  recordedAt: null,
  handOutId: null,
  cutBy: null,
  ...overrides,
});

const REGISTER: KeyRegister = {
  lockSystemID: 'ls-1',
  ccid: '0000100001',
  systemName: 'Filleting line',
  keyPolicy: null,
  keys: [
    {
      keySymbol: 'AA',
      kind: 'master',
      name: 'MASTER KEY 1',
      blindCode: 'KWG9WQB7',
      locksReplacedBy: null,
      copies: [
        copy(1, {
          state: 'handedOut',
          holder: { name: 'Marie Dubois', department: 'Elevator crew', employeeId: null },
          issuedOn: '2026-11-20',
        }),
        copy(2, { state: 'lost', reportedOn: '2026-11-21' }),
        copy(3),
      ],
    },
  ],
  counts: { copies: 3, handedOut: 1, notHandedOut: 1, lost: 1, broken: 0 },
};

const EXPOSURE: KeyExposure = {
  keySymbol: 'AA',
  kind: 'master',
  blindCode: 'KWG9WQB7',
  summary: 'This master key opens 4 locks in 1 lock set.',
  counts: { locks: 4, lockSets: 1, incidentalLocks: 0 },
  lockSets: [],
  plan: [
    {
      masterKeyName: 'MASTER KEY 1',
      keySymbol: 'AA',
      lockSets: [{ lockSetName: 'LOCK SET 1', keyOption: 'KD', locks: 4, opened: 4, replaced: false }],
    },
  ],
  otherSystems: [],
  lostCopies: 1,
  remedies: [],
  noRemedy: null,
  chosen: [
    {
      remedy: 'newMasterKeyBranch',
      lockSystemID: 'ls-1',
      orderID: 'o-2',
      sapOrderNumber: '4711',
      statusLabel: 'Submitted',
      delivered: false,
      chosenBy: 'J. Smith',
      chosenAt: '2026-11-22T10:00:00Z',
      orderedAt: '2026-11-23T12:00:00Z',
      deliveredAt: null,
    },
  ],
};

/** The register on the review; `summary` is the exposure in the server's words, which it says in the reader's language. */
function renderRegister(summary: string) {
  mockFetch({
    'GET /api/View/orders/o-1/key-register': () => json(REGISTER),
    'GET /api/View/orders/o-1/key-register/proposals': () => json([]),
    'GET /api/View/orders/o-1/key-register/keys/AA/exposure': () => json({ ...EXPOSURE, summary }),
  });
  renderRoutes({ routes: [{ path: '/', element: <GuestKeyRegister orderId="o-1" /> }] });
}

describe("the key register on the customer's review, in French and Spanish (issue 48)", () => {
  it('counts the keys, names states and says where a lost key’s remedy stands, with its date, in fr-CA', async () => {
    await chooseLanguage('fr-CA');
    renderRegister('Ce passe-partout ouvre 4 cadenas dans 1 ensemble de cadenas.');
    expect(await screen.findByRole('heading', { name: 'Registre des clés' })).toBeInTheDocument();
    expect(screen.getByText('3 clés taillées : 1 remise, 1 non remise, 1 perdue, 0 brisée')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Registre des clés de Filleting line' });
    expect(within(table).getByText('Remise')).toBeInTheDocument();
    expect(within(table).getByText('Perdue')).toBeInTheDocument();
    expect(
      within(table).getAllByRole('button', { name: /^Proposer une modification pour AA, exemplaire/ }),
    ).toHaveLength(2);
    const lost = await screen.findByRole('region', { name: 'AA est perdue' });
    expect(
      within(lost).getByText(
        'AA est perdue. Ce passe-partout ouvre 4 cadenas dans 1 ensemble de cadenas. De nouvelles clés et de nouveaux cylindres ont été commandés le 23 novembre 2026 (commande SAP 4711) : les cadenas sous AA passent sous un nouveau passe-partout, avec de nouveaux cylindres et de nouvelles clés. Tant qu’ils ne sont pas installés, AA ouvre toujours ces cadenas.',
      ),
    ).toBeInTheDocument();
  });

  it('says the same in es-MX, with the plural of one lock set', async () => {
    await chooseLanguage('es-MX');
    renderRegister('Esta llave maestra abre 4 candados en 1 juego de candados.');
    expect(await screen.findByRole('heading', { name: 'Registro de llaves' })).toBeInTheDocument();
    expect(screen.getByText('3 llaves cortadas: 1 entregada, 1 sin entregar, 1 perdida, 0 rotas')).toBeInTheDocument();
    expect(screen.getByText('Sin entregar')).toBeInTheDocument();
    const lost = await screen.findByRole('region', { name: 'AA está perdida' });
    expect(
      within(lost).getByText(
        /^AA está perdida\. Esta llave maestra abre 4 candados en 1 juego de candados\. Se pidieron llaves y cilindros nuevos el 23 de noviembre de 2026 \(pedido SAP 4711\)/,
      ),
    ).toBeInTheDocument();
  });
});

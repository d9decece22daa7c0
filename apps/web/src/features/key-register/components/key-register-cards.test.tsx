import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOT_HANDED_OUT, type KeyCopy, type RegisterKey } from '@keyplan/domain';
import { describe, expect, it, vi } from 'vitest';
import { CopyActionsMenu } from './copy-actions-menu.tsx';
import { KeyRegisterCards } from './key-register-cards.tsx';
import { KeyRegisterTable } from './key-register-table.tsx';

const copy = (copyNumber: number, overrides: Partial<KeyCopy> = {}): KeyCopy => ({
  copyNumber,
  ...NOT_HANDED_OUT,
  recordedBy: null,
  recordedAt: null,
  handOutId: null,
  cutBy: null,
  ...overrides,
});

const KEYS: RegisterKey[] = [
  {
    keySymbol: 'AA1',
    kind: 'change',
    name: 'ELECTRICAL LOTO',
    blindCode: 'KWG9WQB7',
    locksReplacedBy: null,
    lockout: { heldBy: 'worker', worker: 'Ana Silva', department: 'Filleting' },
    copies: [
      copy(1, {
        state: 'handedOut',
        holder: { name: 'Marie Dubois', department: 'Elevator crew', employeeId: 'E-220' },
        issuedOn: '2026-11-20',
        handOutId: 7,
      }),
      copy(2, { state: 'lost', reportedOn: '2026-11-21' }),
    ],
  },
];

const handlers = () => ({ onAction: vi.fn(), onHistory: vi.fn(), onReceipt: vi.fn(), onExposure: vi.fn() });
/** The staff's menu on each copy, as the panel gives it. */
const staffActions = (on: ReturnType<typeof handlers>) => (key: RegisterKey, copy: KeyCopy) => (
  <CopyActionsMenu keyOf={key} copy={copy} {...on} />
);

describe('the key register on a phone (issue 47)', () => {
  it('is a card per copy with its symbol, worker, state, holder and actions together', async () => {
    const on = handlers();
    render(<KeyRegisterCards keys={KEYS} systemName="Filleting line" actions={staffActions(on)} />);
    const list = screen.getByRole('list', { name: 'Key register of Filleting line' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = screen.getByRole('listitem', { name: 'AA1 · copy 1 Lockout/tagout: Ana Silva (Filleting)' });
    expect(first).toBe(cards[0]);
    expect(within(first).getByText('Handed out')).toBeInTheDocument();
    expect(within(first).getByText('Marie Dubois (Elevator crew, E-220)')).toBeInTheDocument();
    expect(within(first).getByText('2026-11-20')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Lost')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('2026-11-21')).toBeInTheDocument();

    await userEvent.click(within(first).getByRole('button', { name: 'Actions for AA1 copy 1' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Print receipt (PDF)' }));
    expect(on.onReceipt).toHaveBeenCalledWith(KEYS[0]!.copies[0]);
    await userEvent.click(within(cards[1]!).getByRole('button', { name: 'Actions for AA1 copy 2' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Exposure and remedies' }));
    expect(on.onExposure).toHaveBeenCalledWith(KEYS[0]);
  });

  it('is a table from md up, whose actions are the same', async () => {
    const on = handlers();
    render(<KeyRegisterTable keys={KEYS} systemName="Filleting line" actions={staffActions(on)} />);
    const table = screen.getByRole('table', { name: 'Key register of Filleting line' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Key · copy', 'Blind code', 'State', 'Holder', 'Since', 'Actions']);
    await userEvent.click(within(table).getByRole('button', { name: 'Actions for AA1 copy 1' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Record return' }));
    expect(on.onAction).toHaveBeenCalledWith(KEYS[0], KEYS[0]!.copies[0], 'return');
  });

  it('marks the copies of a retired key, in the table and on the cards, and offers no hand-out of them', async () => {
    const by = { orderID: 'o-2', sapOrderNumber: '4711' };
    const retired: RegisterKey[] = [
      { ...KEYS[0]!, lockout: null, retiredBy: by, locksReplacedBy: by, copies: [copy(1), copy(2, { state: 'lost' })] },
    ];
    const on = handlers();
    const { unmount } = render(<KeyRegisterTable keys={retired} systemName="Wharf" actions={staffActions(on)} />);
    const rows = within(screen.getByRole('table', { name: 'Key register of Wharf' })).getAllByRole('row');
    expect(within(rows[1]!).getByText('Retired (Its locks were replaced by SAP order 4711)')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Locks replaced (SAP order 4711)')).toBeInTheDocument();
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Actions for AA1 copy 1' }));
    expect(screen.queryByRole('menuitem', { name: 'Hand out' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Report lost' })).toBeInTheDocument();
    unmount();
    render(<KeyRegisterCards keys={retired} systemName="Wharf" actions={() => null} heading="h3" />);
    const card = screen.getByRole('listitem', { name: 'AA1 · copy 1' });
    expect(within(card).getByRole('heading', { level: 3, name: 'AA1 · copy 1' })).toBeInTheDocument();
    expect(within(card).getByText('Its locks were replaced by SAP order 4711')).toBeInTheDocument();
  });
});

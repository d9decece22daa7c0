import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_LOCK_SYSTEM_STATUS as STATUS } from '@keyplan/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInstalledSystem } from '../../../testing/installed-fixtures.ts';
import { emulatePhone } from '../../../testing/render-key-system.tsx';
import { InstalledOrders } from './installed-orders.tsx';

afterEach(() => vi.unstubAllGlobals());

const base = buildInstalledSystem('0000100001', { orderID: 'o1', orderLockSystemID: 's1' });
const draft = {
  ...base.orders[0]!,
  orderID: 'o2',
  orderLockSystemID: 's2',
  orderSystemName: 'North plant reorder',
  orderPONumber: '',
  sapOrderNumber: null,
  status: STATUS.Ready,
  statusLabel: 'Draft' as const,
  isAddToSystem: true,
  submittedAt: null,
  installed: false,
  locks: 8,
};
const system = { ...base, orders: [base.orders[0]!, draft] };

describe('the orders of an installed system on a phone (issue 47)', () => {
  it('are cards: name, status and facts together with Open', async () => {
    emulatePhone();
    const onOpen = vi.fn();
    render(<InstalledOrders system={system} onOpen={onOpen} openingId={null} />);
    const list = screen.getByRole('list', { name: 'Orders of North plant' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const reorder = screen.getByRole('listitem', { name: 'North plant reorder' });
    expect(within(reorder).getByText('Reorder')).toBeInTheDocument();
    expect(within(reorder).getByText('Draft')).toBeInTheDocument();
    expect(
      within(reorder)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['—', '—', '—', '8 not installed (draft)']);
    await userEvent.click(within(reorder).getByRole('button', { name: 'Open North plant reorder' }));
    expect(onOpen).toHaveBeenCalledWith(draft);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildInstalledSystem } from '../../../testing/installed-fixtures.ts';
import { ReorderAddLocks } from './reorder-add-locks.tsx';

describe('ReorderAddLocks', () => {
  it('says how many sets a keyed-alike lock set has, one set as one', () => {
    const installed = buildInstalledSystem('0000100001', { orderID: 'o-1', orderLockSystemID: 'ols-1' });
    const system = {
      ...installed,
      lockSets: [
        ...installed.lockSets,
        { ...installed.lockSets[1]!, lockSetID: 'f9f8e7d6-4051-4293-8edf-405b6c7d8e9f', name: 'GATES', sets: 1 },
      ],
    };
    render(<ReorderAddLocks system={system} name="North plant" addLocks={{}} onChange={vi.fn()} />);
    const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;
    expect(within(row('PUMPS')).getByText('Keyed alike, 2 sets')).toBeInTheDocument();
    expect(within(row('GATES')).getByText('Keyed alike, 1 set')).toBeInTheDocument();
  });
});

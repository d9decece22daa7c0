import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInstalledSystem } from '../../../testing/installed-fixtures.ts';
import { emulatePhone } from '../../../testing/render-key-system.tsx';
import { InstalledKeys } from './installed-keys.tsx';

afterEach(() => vi.unstubAllGlobals());

const system = buildInstalledSystem('0000100001', { orderID: 'o1', orderLockSystemID: 's1' }, { name: 'Plant' });
const [grandMaster, master, change] = system.keys;
const withLongName = {
  ...system,
  keys: [
    grandMaster!,
    master!,
    {
      ...change!,
      name: 'ELECTRICAL LOTO',
      lockout: { heldBy: 'worker' as const, worker: 'Ana Silva', department: 'Maintenance' },
    },
  ],
};

describe('the installed keys', () => {
  it('on a phone (issue 47): a card per key, what it opens whole beside its blind code and count', () => {
    emulatePhone();
    render(<InstalledKeys system={withLongName} />);
    const list = screen.getByRole('list', { name: 'Keys of Plant' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const card = screen.getByRole('listitem', {
      name: 'AA1 · Change key Lockout/tagout: Ana Silva (Maintenance)',
    });
    const facts = within(card)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(facts).toEqual(['ELECTRICAL LOTO', 'K456789A', '4']);
    expect(within(card).getByRole('button', { name: 'What key AA1 opens' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('from md up: a table', () => {
    render(<InstalledKeys system={withLongName} />);
    expect(screen.getByRole('table', { name: 'Keys of Plant' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

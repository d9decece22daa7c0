import { render, screen } from '@testing-library/react';
import { createDefaultTree, newLockout } from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { describe, expect, it } from 'vitest';
import { buildSafekeyOrder, nextTestId } from '../../../testing/order-fixtures.ts';
import { LockoutIssues } from './lockout-issues.tsx';

const systemOf = (lockout: boolean) => {
  const tree = createDefaultTree(DEMO_CATALOG.lookups, 'SP6', nextTestId);
  const lockSet = tree.masterKeys[0]!.lockSets[0]!;
  tree.masterKeys[0]!.lockSets[0] = {
    ...lockSet,
    lockSetName: 'PRESS LOTO',
    ...(lockout ? { lockout: { ...newLockout(), department: 'Press shop' } } : {}),
  };
  return buildSafekeyOrder(tree).orderLockSystems[0]!;
};

describe('LockoutIssues', () => {
  it('lists the lockout/tagout rules a system breaks, each with its lock set', () => {
    render(<LockoutIssues system={systemOf(true)} />);
    expect(screen.getByText('Lockout/tagout rules this system breaks')).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'PRESS LOTO: Lockout/tagout locks have one key per lock: record why a second key is needed.',
      'PRESS LOTO: A master key opens these lockout/tagout locks: mark “supervisor master key under a written removal procedure” or move the set out from under the master key.',
      'PRESS LOTO: Lockout/tagout locks are engraved with their worker’s name or ID.',
    ]);
  });

  it('shows nothing for a system without lockout/tagout sets', () => {
    const { container } = render(<LockoutIssues system={systemOf(false)} />);
    expect(container.textContent).toBe('');
  });
});

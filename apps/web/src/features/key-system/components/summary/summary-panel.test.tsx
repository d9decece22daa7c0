import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDraft } from '../../editor/draft-store.ts';
import { buildSafekeyOrder } from '../../../../testing/key-system-fixtures.ts';
import { buildLargeTree, renderKeySystem } from '../../../../testing/render-key-system.tsx';

afterEach(() => closeDraft());

const summary = async () => within(await screen.findByRole('region', { name: 'Summary' }));

describe('the summary panel', () => {
  it('shows the quantity discount of a large system', async () => {
    // 100 lock sets of one lock: the 8 % tier (100 locks and more).
    renderKeySystem(buildSafekeyOrder(buildLargeTree(2, 100)));
    const panel = await summary();
    expect(await panel.findByText('8 % on locks')).toBeInTheDocument();
    expect(panel.getByText('Locks', { selector: 'dt' }).nextElementSibling).toHaveTextContent('100');
  });

  it('lists why the system is not Ready, in names a person knows, and selects the node', async () => {
    const tree = buildLargeTree(1, 7);
    // Engraving without a font is an issue on each of the 7 lock sets.
    tree.masterKeys[0]!.lockSets = tree.masterKeys[0]!.lockSets.map((lockSet) => ({
      ...lockSet,
      engravedLock: true,
      frontText1: 'GATE',
    }));
    const { user } = renderKeySystem(buildSafekeyOrder(tree));
    const panel = await summary();
    expect(await panel.findByText('7 issues to fix before the system is Ready')).toBeInTheDocument();
    const items = panel.getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('LOCK SET 1: Font size is required for engraving');
    expect(panel.getByText('and 2 more issues')).toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: 'LOCK SET 3' }));
    expect(screen.getByRole('heading', { level: 2, name: 'LOCK SET 3' })).toBeInTheDocument();
  });

  it('points out a master key without lock sets, which is not an error, and selects it', async () => {
    const tree = buildLargeTree(2, 1);
    tree.masterKeys[1]!.lockSets = [];
    const { user } = renderKeySystem(buildSafekeyOrder(tree));
    const panel = await summary();
    // Not "No issues" right above a point to look at.
    expect(
      await panel.findByText(
        'Nothing blocks the system: every lock set is complete and valid. Look at the point below.',
      ),
    ).toBeInTheDocument();
    expect(panel.queryByText(/^No issues/)).not.toBeInTheDocument();
    expect(panel.getByText('A master key has no lock sets')).toBeInTheDocument();
    const name = tree.masterKeys[1]!.keyName;
    expect(panel.getByText(/its keys would open nothing/).closest('li')).toHaveTextContent(name);
    await user.click(panel.getByRole('button', { name: `Select ${name} (no lock sets)` }));
    expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDraft } from '../../editor/draft-store.ts';
import { buildSafekeyOrder } from '../../../../testing/key-system-fixtures.ts';
import { buildLargeTree, emulatePhone, renderKeySystem } from '../../../../testing/render-key-system.tsx';

beforeEach(() => emulatePhone());
afterEach(() => closeDraft());

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');

// Whole screens render slowly in jsdom on a busy 2-core machine.
describe('/key-system on a phone', { timeout: 30_000 }, () => {
  it('shows one view at a time under the tabs Hierarchy, Sets, Detail and Summary', async () => {
    const { user } = renderKeySystem(buildSafekeyOrder());
    const tabs = await screen.findByRole('tablist', { name: 'Key system views' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((item) => item.textContent),
    ).toEqual(['Hierarchy', 'Sets', 'Detail', 'Summary']);
    expect(tab('Hierarchy')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Hierarchy')).toHaveAttribute('aria-controls', panel().id);
    expect(panel()).toHaveAttribute('aria-labelledby', tab('Hierarchy').id);
    expect(within(panel()).getByRole('list', { name: 'Lock system hierarchy' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Summary' })).not.toBeInTheDocument();

    await user.click(tab('Summary'));
    expect(within(panel()).getByRole('heading', { level: 2, name: 'Summary' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Lock system hierarchy' })).not.toBeInTheDocument();

    await user.click(tab('Detail'));
    expect(within(panel()).getByRole('heading', { level: 2, name: 'GRAND MASTER KEY' })).toBeInTheDocument();
  });

  it('picking a node in the hierarchy opens its detail', async () => {
    const { user } = renderKeySystem(buildSafekeyOrder());
    await screen.findByRole('list', { name: 'Lock system hierarchy' });
    await user.click(screen.getByRole('button', { name: /^MASTER KEY 1\b/ }));
    expect(tab('Detail')).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).getByRole('heading', { level: 2, name: 'MASTER KEY 1' })).toBeInTheDocument();
    expect(within(panel()).getByRole('spinbutton', { name: 'Number of keys' })).toHaveValue(1);
  });

  it('Sets lists every lock set with its price, filtered by name', async () => {
    const { user } = renderKeySystem(buildSafekeyOrder(buildLargeTree(4, 40)));
    await screen.findByRole('list', { name: 'Lock system hierarchy' });
    await user.click(tab('Sets'));
    const sets = within(panel()).getByRole('list', { name: 'Lock sets' });
    expect(within(panel()).getByRole('status')).toHaveTextContent('40 lock sets');
    await waitFor(() =>
      expect(within(sets).getByRole('button', { name: /^LOCK SET 2\b/ })).toHaveTextContent('MASTER KEY 2 · Red'),
    );
    expect(within(sets).getByRole('button', { name: /^LOCK SET 2\b/ })).toHaveTextContent('$23.30');

    await user.type(within(panel()).getByRole('searchbox', { name: 'Filter by name' }), 'set 3');
    await waitFor(() => expect(within(panel()).getByRole('status')).toHaveTextContent('11 of 40 lock sets'));
    expect(within(sets).queryByRole('button', { name: /^LOCK SET 2\b/ })).not.toBeInTheDocument();

    await user.click(within(sets).getByRole('button', { name: /^LOCK SET 31\b/ }));
    expect(tab('Detail')).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).getByRole('heading', { level: 2, name: 'LOCK SET 31' })).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { newLockout } from '@keyplan/domain';
import { closeDraft } from '../../editor/draft-store.ts';
import { lockSetForm, priceOf, textbox, treeWithLockSet, visitSet } from '../../../../testing/lock-set-test-utils.tsx';

afterEach(() => closeDraft());

/** The default tree with its lock set made lockout/tagout, as turning it on leaves it. */
function lotoTree() {
  return treeWithLockSet((lockSet) => ({
    ...lockSet,
    numberOfKeysPerLock: 1,
    engravedLock: true,
    fontSize: 'M',
    lockout: { ...newLockout(), department: 'Maintenance' },
  })).tree;
}

const templateHelp = () => document.getElementById('lockout-template-helper-text')!.textContent;

// Issue 47: the example "MAINT {NAME}" left 8 of 14 characters, too few for 3 ordinary names in 4,
// and the worker names were engraved for nothing.
describe('the lockout/tagout names of a lock set', { timeout: 30_000 }, () => {
  it('says how many characters a name may have with the template, following it as it is typed', async () => {
    const { user } = visitSet(lotoTree());
    await lockSetForm();
    expect(templateHelp()).not.toContain('MAINT');
    expect(templateHelp()).toContain('With this template a name may have up to 14 characters.');
    const template = textbox('Engraving template');
    await user.clear(template);
    await user.type(template, 'MT {{NAME}');
    expect(templateHelp()).toContain('With this template a name may have up to 11 characters.');
    await user.clear(template);
    await user.type(template, 'MAINTENANCE DEPT {{NAME}');
    expect(templateHelp()).toContain('This template leaves no room for a name on the line: shorten it.');
  });

  it('prices each lock engraved with its worker’s name one engraved line, in a row of its own', async () => {
    const { user } = visitSet(lotoTree());
    await lockSetForm();
    await waitFor(() => expect(priceOf(/^Lock set total/)).toBe('$20.90'));
    expect(screen.queryByRole('row', { name: /^Engraving, worker names/ })).toBeNull();
    await user.type(textbox('Names list'), 'J. Rivera\nA. Silva\nB. Okafor\nC. Martin');
    await user.click(screen.getByRole('button', { name: 'Fill engravings' }));
    // USD demo book: 4 locks × (1850 + 240 for its key) + 4 names × 125 (an engraved line).
    const row = await screen.findByRole('row', { name: /^Engraving, worker names \(4 × \$1\.25\)/ });
    expect(row).toHaveTextContent('$5.00');
    expect(priceOf(/^Lock set total/)).toBe('$88.60');
  });
});

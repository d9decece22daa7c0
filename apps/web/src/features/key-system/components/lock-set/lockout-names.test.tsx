import { afterEach, describe, expect, it } from 'vitest';
import { newLockout } from '@keyplan/domain';
import { closeDraft } from '../../editor/draft-store.ts';
import { lockSetForm, textbox, treeWithLockSet, visitSet } from '../../../../testing/lock-set-test-utils.tsx';

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

// Issue 47: the example "MAINT {NAME}" left 8 of 14 characters, too few for 3 ordinary names in 4.
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
});

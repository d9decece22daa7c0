import type { KeyCopy, RegisterKey } from '@keyplan/domain';
import type { KeyActionName } from './key-action-dialog.tsx';

/**
 * The changes a copy's state allows, in the order a menu offers them; none for a lost or broken
 * copy, and no hand-out of a retired key (its locks were replaced: the server refuses it).
 */
export function actionsFor(copy: KeyCopy, key?: Pick<RegisterKey, 'retiredBy'>): KeyActionName[] {
  if (copy.state === 'notHandedOut')
    return key?.retiredBy ? ['reportLost', 'reportBroken'] : ['handOut', 'reportLost', 'reportBroken'];
  if (copy.state === 'handedOut') return ['return', 'editHolder', 'reportLost', 'reportBroken'];
  return [];
}

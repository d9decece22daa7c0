import type { KeyCopy } from '@keyplan/domain';
import type { KeyActionName } from './key-action-dialog.tsx';

/** The changes a copy's state allows, in the order a menu offers them; none for a lost or broken copy. */
export function actionsFor(copy: KeyCopy): KeyActionName[] {
  if (copy.state === 'notHandedOut') return ['handOut', 'reportLost', 'reportBroken'];
  if (copy.state === 'handedOut') return ['return', 'editHolder', 'reportLost', 'reportBroken'];
  return [];
}

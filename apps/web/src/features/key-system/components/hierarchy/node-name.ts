import { LIMITS, type LockSystemTree } from '@keyplan/domain';
import { textNow } from '../../../../i18n/use-text.ts';
import { keySystemText, type KeySystemTranslate } from '../../key-system-text.ts';

/** Names as the demo writes them: trimmed and uppercased. */
export function normalizeNodeName(raw: string): string {
  return raw.trim().toUpperCase();
}

function otherNodeNames(tree: LockSystemTree, nodeId: string): string[] {
  const names: string[] = [];
  const add = (id: string, name: string) => id !== nodeId && names.push(normalizeNodeName(name));
  add(tree.grandMasterKey.grandMasterKeyID, tree.grandMasterKey.keyName);
  for (const masterKey of tree.masterKeys) {
    add(masterKey.masterKeyID, masterKey.keyName);
    for (const lockSet of masterKey.lockSets) add(lockSet.lockSetID, lockSet.lockSetName);
  }
  for (const lockSet of tree.noKeyLockSets) add(lockSet.lockSetID, lockSet.lockSetName);
  return names;
}

/** Why a node cannot take this name (required, at most 40 characters, unique in the system), or null. */
export function nodeNameProblem(
  tree: LockSystemTree,
  nodeId: string,
  raw: string,
  t: KeySystemTranslate = textNow(keySystemText),
): string | null {
  const name = normalizeNodeName(raw);
  if (name === '') return t('name.required');
  if (name.length > LIMITS.nodeNameLength) return t('name.tooLong', { max: LIMITS.nodeNameLength });
  if (otherNodeNames(tree, nodeId).includes(name)) return t('name.taken', { name });
  return null;
}

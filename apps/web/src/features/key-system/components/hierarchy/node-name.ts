import { LIMITS, type LockSystemTree } from '@keyplan/domain';

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
export function nodeNameProblem(tree: LockSystemTree, nodeId: string, raw: string): string | null {
  const name = normalizeNodeName(raw);
  if (name === '') return 'Name is required';
  if (name.length > LIMITS.nodeNameLength) return `Name must be at most ${LIMITS.nodeNameLength} characters`;
  if (otherNodeNames(tree, nodeId).includes(name))
    return `${name} is already used in this system; names must be unique`;
  return null;
}

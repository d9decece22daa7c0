import type { LockSystemTree, TreeIssue } from '@keyplan/domain';

/** A validation issue in a person's words: which node, which field, what is wrong. */
export interface ReadableIssue {
  /** The node to select, or null for a rule of the whole system. */
  nodeId: string | null;
  nodeName: string;
  text: string;
}

const NODE_PATH = /grandMasterKey|masterKeys\[(\d+)\](?:\.lockSets\[(\d+)\])?|noKeyLockSets\[(\d+)\]/g;

const FIELD_LABELS: Record<string, string> = {
  keyName: 'Name',
  lockSetName: 'Name',
  grandMasterKeyID: 'Id',
  masterKeyID: 'Id',
  lockSetID: 'Id',
  colorID: 'Color',
  bodyMaterialID: 'Body material',
  shackleMaterialID: 'Shackle',
  fontSize: 'Font size',
  logoFront: 'Front logo',
  logoBack: 'Back logo',
};

/** "frontText2" → "Front text 2", unless the field has a name of its own. */
export function fieldLabel(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return known;
  const words = field.replace(/([a-z])([A-Z0-9])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function nodeAt(tree: LockSystemTree, match: RegExpExecArray | RegExpMatchArray): { id: string; name: string } | null {
  const [whole, masterKeyIndex, lockSetIndex, looseIndex] = match;
  if (whole === 'grandMasterKey')
    return { id: tree.grandMasterKey.grandMasterKeyID, name: tree.grandMasterKey.keyName };
  if (looseIndex !== undefined) {
    const lockSet = tree.noKeyLockSets[Number(looseIndex)];
    return lockSet ? { id: lockSet.lockSetID, name: lockSet.lockSetName } : null;
  }
  const masterKey = tree.masterKeys[Number(masterKeyIndex)];
  if (!masterKey) return null;
  if (lockSetIndex === undefined) return { id: masterKey.masterKeyID, name: masterKey.keyName };
  const lockSet = masterKey.lockSets[Number(lockSetIndex)];
  return lockSet ? { id: lockSet.lockSetID, name: lockSet.lockSetName } : null;
}

/** Replaces paths inside a text (e.g. "also used at masterKeys[0]") with the nodes' names. */
export function namePaths(tree: LockSystemTree, text: string): string {
  return text.replace(
    NODE_PATH,
    (...args: string[]) => nodeAt(tree, args as unknown as RegExpMatchArray)?.name ?? args[0]!,
  );
}

/** `masterKeys[0].lockSets[1].frontText2: must be …` → LOCK SET 2: "Front text 2 must be …". */
export function describeIssue(tree: LockSystemTree, issue: TreeIssue): ReadableIssue {
  const match = new RegExp(`^(?:${NODE_PATH.source})`).exec(issue.path);
  const node = match ? nodeAt(tree, match) : null;
  const rest = match ? issue.path.slice(match[0].length).replace(/^\./, '') : issue.path;
  const field = node ? rest : '';
  const message = namePaths(tree, issue.message);
  return {
    nodeId: node?.id ?? null,
    nodeName: node?.name ?? 'System',
    text:
      field && issue.kind !== 'lockout'
        ? `${fieldLabel(field)} ${message}`
        : message.charAt(0).toUpperCase() + message.slice(1),
  };
}

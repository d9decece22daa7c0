import type { LockSystemTree, TreeIssue } from '@keyplan/domain';
import { textNow } from '../../../../i18n/use-text.ts';
import { ruleMessage, ruleText, type RuleTranslate } from '../../../../lib/rules/rule-text.ts';
import { keySystemText, type KeySystemTranslate } from '../../key-system-text.ts';

/** A validation issue in a person's words: which node, which field, what is wrong. */
export interface ReadableIssue {
  /** The node to select, or null for a rule of the whole system. */
  nodeId: string | null;
  nodeName: string;
  text: string;
}

const NODE_PATH = /grandMasterKey|masterKeys\[(\d+)\](?:\.lockSets\[(\d+)\])?|noKeyLockSets\[(\d+)\]/g;

/** The words of an issue: the editor's, and the domain rules'. */
export interface IssueWords {
  t: KeySystemTranslate;
  rules: RuleTranslate;
}

const issueWordsNow = (): IssueWords => ({ t: textNow(keySystemText), rules: textNow(ruleText) });

type FieldKey = Extract<Parameters<KeySystemTranslate>[0], `field.${string}`>;

const FIELD_LABELS: Record<string, FieldKey> = {
  keyName: 'field.name',
  lockSetName: 'field.name',
  grandMasterKeyID: 'field.id',
  masterKeyID: 'field.id',
  lockSetID: 'field.id',
  colorID: 'field.color',
  bodyMaterialID: 'field.bodyMaterial',
  shackleMaterialID: 'field.shackle',
  fontSize: 'field.fontSize',
  logoFront: 'field.frontLogo',
  logoBack: 'field.backLogo',
  keyOption: 'field.keyOption',
  numberOfSets: 'field.numberOfSets',
  numberOfLocks: 'field.numberOfLocks',
  numberOfLocksPerSet: 'field.numberOfLocksPerSet',
  numberOfKeysPerLock: 'field.numberOfKeysPerLock',
  numberOfKeysPerSet: 'field.numberOfKeysPerSet',
  numberOfKeys: 'field.numberOfKeys',
  variableSets: 'field.variableSets',
  engravedLock: 'field.engravedLock',
  engravedKey: 'field.engravedKey',
  keyText: 'field.keyText',
};

/** An engraving line's field and its number: frontText2 → front, 2. */
const LINE_FIELD = /^(front|back|left|right)Text(\d)$/;

/** "frontText2" → "Front text 2", unless the field has a name of its own. */
export function fieldLabel(field: string, t: KeySystemTranslate = textNow(keySystemText)): string {
  const known = FIELD_LABELS[field];
  if (known) return t(known);
  const line = LINE_FIELD.exec(field);
  if (line) return t(`field.${line[1] as 'front' | 'back' | 'left' | 'right'}Text`, { number: Number(line[2]) });
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

/**
 * `masterKeys[0].lockSets[1].frontText2: must be …` → LOCK SET 2: "Front text 2 must be …", in the
 * language on show (or `words`').
 */
export function describeIssue(
  tree: LockSystemTree,
  issue: TreeIssue,
  { t, rules }: IssueWords = issueWordsNow(),
): ReadableIssue {
  const match = new RegExp(`^(?:${NODE_PATH.source})`).exec(issue.path);
  const node = match ? nodeAt(tree, match) : null;
  const rest = match ? issue.path.slice(match[0].length).replace(/^\./, '') : issue.path;
  const field = node ? rest : '';
  const message = namePaths(tree, ruleMessage(issue.message, rules));
  return {
    nodeId: node?.id ?? null,
    nodeName: node?.name ?? t('issue.system'),
    text:
      field && issue.kind !== 'lockout'
        ? t('issue.withField', { field: fieldLabel(field, t), message })
        : message.charAt(0).toUpperCase() + message.slice(1),
  };
}

import { locksInLockSet, type LockSet, type LockSystemTree, type TreeIssue } from '@keyplan/domain';
import { textNow } from '../../../../i18n/use-text.ts';
import { ruleMessage, ruleText, type RuleTranslate } from '../../../../lib/rules/rule-text.ts';
import { keySystemText, type KeySystemTranslate } from '../../key-system-text.ts';

/**
 * The rules of the lock set form (DESIGN §3 "Quantities", "Materials") as pure functions: how one
 * edit keeps the other fields consistent, and which message goes under which field. What a body
 * material allows and the engraving limits are the domain's (`lock-set-materials.ts`).
 */

/** A new body material and what it changes: the domain's rule, shared with a reorder's new lock sets. */
export { changeBodyMaterial } from '@keyplan/domain';

/** Messages under the form's fields, by lock set field name (`variableSets.2` for one set). */
export type LockSetErrors = Readonly<Record<string, string | undefined>>;

/** numberOfLocks as the sets say: sets × locks per set, or the sum of the variable sets. */
export function withLockCount(lockSet: LockSet): LockSet {
  const numberOfLocks = locksInLockSet(lockSet);
  return numberOfLocks === lockSet.numberOfLocks ? lockSet : { ...lockSet, numberOfLocks };
}

/** A new number of sets; variable sets grow (with locks per set) or shrink to match. */
export function setNumberOfSets(lockSet: LockSet, numberOfSets: number): LockSet {
  const variableSets = lockSet.variableSets
    ? Array.from({ length: numberOfSets }, (_, index) => lockSet.variableSets?.[index] ?? lockSet.numberOfLocksPerSet)
    : null;
  return withLockCount({ ...lockSet, numberOfSets, variableSets });
}

export function setLocksPerSet(lockSet: LockSet, numberOfLocksPerSet: number): LockSet {
  return withLockCount({ ...lockSet, numberOfLocksPerSet });
}

/** Switches between equal sets and one lock count per set (starting from locks per set). */
export function setVariableSets(lockSet: LockSet, variable: boolean): LockSet {
  const variableSets = variable
    ? (lockSet.variableSets ?? Array.from({ length: lockSet.numberOfSets }, () => lockSet.numberOfLocksPerSet))
    : null;
  return withLockCount({ ...lockSet, variableSets });
}

export function setVariableSet(lockSet: LockSet, index: number, locks: number): LockSet {
  if (!lockSet.variableSets) return lockSet;
  return withLockCount({
    ...lockSet,
    variableSets: lockSet.variableSets.map((value, position) => (position === index ? locks : value)),
  });
}

/** The path of a lock set in validation issues, e.g. `masterKeys[0].lockSets[1]`. */
export function lockSetPathOf(tree: LockSystemTree, lockSetID: string): string | null {
  const loose = tree.noKeyLockSets.findIndex((lockSet) => lockSet.lockSetID === lockSetID);
  if (loose >= 0) return `noKeyLockSets[${loose}]`;
  for (const [masterKeyIndex, masterKey] of tree.masterKeys.entries()) {
    const index = masterKey.lockSets.findIndex((lockSet) => lockSet.lockSetID === lockSetID);
    if (index >= 0) return `masterKeys[${masterKeyIndex}].lockSets[${index}]`;
  }
  return null;
}

/** True when another node of the tree (key or lock set) has this name, compared as the server does. */
export function nameUsedElsewhere(tree: LockSystemTree, lockSetID: string, name: string): boolean {
  const key = name.trim().toUpperCase();
  if (key === '') return false;
  const same = (other: string) => other.trim().toUpperCase() === key;
  if (same(tree.grandMasterKey.keyName)) return true;
  const otherSet = (lockSet: LockSet) => lockSet.lockSetID !== lockSetID && same(lockSet.lockSetName);
  return (
    tree.noKeyLockSets.some(otherSet) ||
    tree.masterKeys.some((masterKey) => same(masterKey.keyName) || masterKey.lockSets.some(otherSet))
  );
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The editor's words and the domain rules' words, in one language. */
export interface ErrorWords {
  t: KeySystemTranslate;
  rules: RuleTranslate;
}

/**
 * The messages under this lock set's fields: the form's own checks (name, font) first, then the
 * rules the whole tree breaks at this lock set (font limits, materials, counts), in the language
 * on show (or `words`').
 */
export function lockSetErrors(
  lockSet: LockSet,
  path: string | null,
  issues: readonly TreeIssue[],
  nameTaken: boolean,
  { t, rules }: ErrorWords = { t: textNow(keySystemText), rules: textNow(ruleText) },
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (lockSet.lockSetName.trim() === '') errors.lockSetName = t('form.nameRequired');
  else if (nameTaken) errors.lockSetName = t('form.nameTaken', { name: lockSet.lockSetName.trim() });
  if ((lockSet.engravedLock || lockSet.engravedKey) && lockSet.fontSize === null)
    errors.fontSize = t('form.fontSizeRequired');
  if (path === null) return errors;
  const prefix = `${path}.`;
  for (const issue of issues) {
    if (!issue.path.startsWith(prefix)) continue;
    const field = issue.path.slice(prefix.length).replace(/\[(\d+)\]/g, '.$1');
    // Name uniqueness is reported on the second of two; the form's own check covers both.
    if (field === 'lockSetName' || errors[field] !== undefined) continue;
    errors[field] = capitalize(ruleMessage(issue.message, rules));
  }
  return errors;
}

import { lockSetsWithPaths, type LockSet, type LockSystemTree } from './lock-system.ts';
import type { TreeIssue } from './lock-system-validation.ts';
import type { Lockout } from './lockout.ts';

/**
 * The lockout/tagout rules (decision 0035), each a pure function of one lock set, in plain words.
 * Unlike the rules of `validateLockSystemTree` they do not stop a draft from being saved: the
 * editor and /submit-system show them, and submitting refuses a system that still breaks one.
 */

/**
 * Where a LOTO lock set sits: whether a master or grand master key opens it, and whether that key is
 * a master key over it or the grand master key alone (a lock set directly under it).
 */
interface LockoutPlace {
  masterKeyed: boolean;
  underGrandMasterKey?: boolean;
}

type Rule = (lockSet: LockSet, lockout: Lockout, place: LockoutPlace) => TreeIssue | null;

/** Keyed different, unless it is one worker's set (several locks, one key, one person) with the person named. */
const keyedDifferentRule: Rule = (lockSet, lockout) =>
  lockSet.keyOption === 'KA' && lockout.oneWorkerName === ''
    ? {
        path: '.keyOption',
        message:
          'Lockout/tagout locks are keyed different. Keyed alike is allowed only as one worker’s set: name the worker.',
      }
    : null;

/** One key per lock (per set when keyed alike); a second key only with a recorded reason, never a third. */
const oneKeyRule: Rule = (lockSet, lockout) => {
  const keyedAlike = lockSet.keyOption === 'KA';
  const keys = keyedAlike ? lockSet.numberOfKeysPerSet : lockSet.numberOfKeysPerLock;
  const field = keyedAlike ? '.numberOfKeysPerSet' : '.numberOfKeysPerLock';
  const per = keyedAlike ? 'set' : 'lock';
  if (keys > 2)
    return { path: field, message: `Lockout/tagout locks have one key per ${per}, at most two with a reason.` };
  if (keys === 2 && lockout.secondKeyReason === '')
    return { path: field, message: `Lockout/tagout locks have one key per ${per}: record why a second key is needed.` };
  return null;
};

/** No master key over the set unless a supervisor master key under a written removal procedure is marked. */
const masterKeyRule: Rule = (_lockSet, lockout, place) => {
  if (!place.masterKeyed || lockout.supervisorMasterKey) return null;
  return {
    path: '.lockout.supervisorMasterKey',
    message: place.underGrandMasterKey
      ? 'The grand master key opens these lockout/tagout locks (a master-keyed system pins every lock for it): mark “supervisor master key under a written removal procedure” or order them as a system of their own, without master keys.'
      : 'A master key opens these lockout/tagout locks: mark “supervisor master key under a written removal procedure” or move the set out from under the master key.',
  };
};

/** The department is named (its body color identifies it). */
const departmentRule: Rule = (_lockSet, lockout) =>
  lockout.department === ''
    ? { path: '.lockout.department', message: 'Name the department these lockout/tagout locks belong to.' }
    : null;

/** Each lock is engraved with its worker's name or ID (one worker's set: the one name on every lock). */
const engravedPerLockRule: Rule = (lockSet, lockout) => {
  if (!lockSet.engravedLock)
    return { path: '.engravedLock', message: 'Lockout/tagout locks are engraved with their worker’s name or ID.' };
  if (lockout.oneWorkerName !== '') return null;
  const named = lockout.locks.filter((lock) => lock.engraving !== '').length;
  if (lockout.locks.length === lockSet.numberOfLocks && named === lockSet.numberOfLocks) return null;
  return {
    path: '.lockout.locks',
    message:
      lockSet.numberOfLocks === 1
        ? 'The lockout/tagout lock needs its worker’s name or ID engraved.'
        : `Each of the ${lockSet.numberOfLocks} lockout/tagout locks needs its worker’s name or ID engraved (${named} ${named === 1 ? 'has' : 'have'} one).`,
  };
};

const LOCKOUT_RULES: readonly Rule[] = [
  keyedDifferentRule,
  oneKeyRule,
  masterKeyRule,
  departmentRule,
  engravedPerLockRule,
];

/** The lockout/tagout rules one lock set breaks, with paths relative to it. */
function lockoutIssuesOfLockSet(lockSet: LockSet, place: LockoutPlace): TreeIssue[] {
  const lockout = lockSet.lockout;
  if (!lockout) return [];
  return LOCKOUT_RULES.map((rule) => rule(lockSet, lockout, place)).filter((issue) => issue !== null);
}

/**
 * Whether the system is master keyed as charting keys it: it has master keys, or a grand master
 * key with keys, or (a reorder) the installed system it adds to has a keying plan. Every lock of a
 * master-keyed system is pinned for the grand master key, keys cut of it or not: a grand master key
 * can be cut later (issue 42).
 */
function isMasterKeyedSystem(tree: LockSystemTree, installedMasterKeyed = false): boolean {
  return (
    installedMasterKeyed ||
    tree.masterKeys.length > 0 ||
    tree.grandMasterKey.numberOfKeys + tree.grandMasterKey.additionalKeys > 0
  );
}

/** What the rules know of the system beyond the tree: a reorder's installed system is master keyed. */
export interface LockoutContext {
  installedMasterKeyed?: boolean;
}

/**
 * Every lockout/tagout rule a tree breaks, with full paths: each lock set's rules, and the
 * body color of each department (two departments never share a color). Departments are told apart
 * ignoring case; a message names a department as the person typed it.
 */
export function lockoutIssues(tree: LockSystemTree, context: LockoutContext = {}): TreeIssue[] {
  const issues: TreeIssue[] = [];
  /** Each body color's department: compared in capitals, named as typed. */
  const colors = new Map<string, { key: string; typed: string }>();
  const masterKeyed = isMasterKeyedSystem(tree, context.installedMasterKeyed);
  for (const { lockSet, path, masterKeyIndex } of lockSetsWithPaths(tree)) {
    if (!lockSet.lockout) continue;
    const place = { masterKeyed, underGrandMasterKey: masterKeyIndex === null };
    for (const issue of lockoutIssuesOfLockSet(lockSet, place))
      issues.push({ ...issue, path: `${path}${issue.path}`, kind: 'lockout' });
    const typed = lockSet.lockout.department.trim();
    const department = typed.toUpperCase();
    if (department === '') continue;
    const other = colors.get(lockSet.colorID);
    if (other !== undefined && other.key !== department)
      issues.push({
        kind: 'lockout',
        path: `${path}.colorID`,
        message: `Departments are told apart by body color: this color is already the color of ${other.typed}.`,
      });
    else if (other === undefined) colors.set(lockSet.colorID, { key: department, typed });
  }
  return issues;
}

/** A lockout issue for people: the lock set's name and the rule, in plain words. */
export function describeLockoutIssue(tree: LockSystemTree, issue: TreeIssue): string {
  const found = lockSetsWithPaths(tree).find(({ path }) => issue.path.startsWith(`${path}.`));
  return found ? `${found.lockSet.lockSetName}: ${issue.message}` : issue.message;
}

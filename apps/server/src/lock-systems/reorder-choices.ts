import { randomUUID } from 'node:crypto';
import {
  formatTreeIssue,
  lockSetsWithPaths,
  reorderNewLockSetSchema,
  withCopiedLogos,
  type LockSet,
  type LockSystemTree,
  type TreeIssue,
} from '@keyplan/domain';
import type { Db } from '../db/database.ts';
import { findLogoIdsOf, findLogosOf } from '../logos/logo.repository.ts';
import type { SystemCopy } from '../orders/system-copy.ts';
import { logoReferences } from '../orders/tree-save-checks.ts';

/*
 * What a reorder's new lock sets choose as /set offers (issue 26), checked and carried over: the
 * rules a new lock set breaks named by the request's field, and the logos it uses (uploaded to the
 * installed system) copied into the new order, where logos belong.
 */

/** The fields a new lock set chooses, as the request names them (`choices`). */
const CHOICE_FIELDS = new Set<string>(reorderNewLockSetSchema.shape.choices.unwrap().keyof().options);

/**
 * The tree's issues as problems of the request: an issue of a new lock set names its field in the
 * request (`newLockSets[0].choices.leftText1: must be at most 8 characters in font Medium`), any
 * other keeps its path in the tree.
 */
export function reorderProblems(
  tree: LockSystemTree,
  issues: readonly TreeIssue[],
  requestPaths: ReadonlyMap<string, string>,
  addLockPaths: ReadonlyMap<string, string> = new Map(),
): string[] {
  const paths = lockSetsWithPaths(tree).flatMap(({ lockSet, path }): PathMatch[] => {
    const requestPath = requestPaths.get(lockSet.lockSetID);
    if (requestPath) return [{ treePath: `${path}.`, requestPath, addLocks: false }];
    const addLockPath = addLockPaths.get(lockSet.lockSetID);
    return addLockPath ? [{ treePath: `${path}.`, requestPath: addLockPath, addLocks: true }] : [];
  });
  return issues.map((issue) => {
    const match = paths.find(({ treePath }) => issue.path.startsWith(treePath));
    if (!match) return `tree.${formatTreeIssue(issue)}`;
    const field = issue.path.slice(match.treePath.length);
    if (match.addLocks) return `${match.requestPath}.${ADD_LOCKS_FIELDS[field] ?? 'lockSetID'}: ${issue.message}`;
    return `${match.requestPath}.${CHOICE_FIELDS.has(field) ? `choices.${field}` : field}: ${issue.message}`;
  });
}

interface PathMatch {
  treePath: string;
  requestPath: string;
  /** Locks added to an installed lock set (`addLocks[i]`), whose fields the request names otherwise. */
  addLocks: boolean;
}

/** The request's field of locks added to a lock set for each field of the lock set the tree gives them. */
const ADD_LOCKS_FIELDS: Readonly<Record<string, string>> = {
  numberOfKeysPerLock: 'keys',
  numberOfKeysPerSet: 'keys',
  numberOfLocks: 'locks',
  numberOfLocksPerSet: 'locks',
  'lockout.locks': 'workers',
};

/** Logos a new lock set refers to that were not uploaded to the installed system, as request problems. */
export function unknownReorderLogos(
  lockSet: Pick<LockSet, 'logoFront' | 'logoBack'>,
  path: string,
  known: ReadonlySet<string>,
): string[] {
  return (['logoFront', 'logoBack'] as const)
    .filter((field) => lockSet[field] !== null && !known.has(lockSet[field]!))
    .map((field) => `${path}.choices.${field}: no such logo was uploaded to this system`);
}

/** The ids of the logos uploaded to the installed system (kept with its first order). */
export function installedLogoIds(db: Db, firstOrderLockSystemId: string): Promise<Set<string>> {
  return findLogoIdsOf(db, firstOrderLockSystemId);
}

/** The reorder's tree with its logos' copies, for `insertLogoCopies` once the new order exists. */
export async function withLogoCopies(
  db: Db,
  firstOrderLockSystemId: string,
  tree: LockSystemTree,
): Promise<SystemCopy> {
  const used = new Set(logoReferences(tree).map((reference) => reference.logoId));
  if (used.size === 0) return { tree, logos: [] };
  const logos = (await findLogosOf(db, firstOrderLockSystemId))
    .filter((row) => used.has(row.logo_id))
    .map((row) => ({ row, copyId: randomUUID() }));
  const copyOf = new Map(logos.map(({ row, copyId }) => [row.logo_id, copyId]));
  const renamed = (lockSet: LockSet) => withCopiedLogos(lockSet, copyOf);
  return {
    tree: {
      ...tree,
      masterKeys: tree.masterKeys.map((masterKey) => ({ ...masterKey, lockSets: masterKey.lockSets.map(renamed) })),
      noKeyLockSets: tree.noKeyLockSets.map(renamed),
    },
    logos,
  };
}

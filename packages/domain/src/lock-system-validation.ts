import { ENGRAVING_FIELDS } from './engraving.ts';
import { LIMITS } from './limits.ts';
import { allowedIdsWithBodyMaterial, engravingFontOf } from './lock-set-materials.ts';
import { lockSetsWithPaths, locksInLockSet, type LockSet, type LockSystemTree } from './lock-system.ts';
import type { EngravingFace, Lookups } from './lookups.ts';

/** A rule broken somewhere in a tree: the path into it and what is wrong. */
export interface TreeIssue {
  path: string;
  message: string;
  /** A lockout/tagout rule (decision 0035): its message is a whole sentence in plain words. */
  kind?: 'lockout';
}

export function formatTreeIssue(issue: TreeIssue): string {
  return `${issue.path}: ${issue.message}`;
}

function checkNamesAndIds(
  tree: LockSystemTree,
  lockSets: readonly { lockSet: LockSet; path: string }[],
  issues: TreeIssue[],
) {
  const names = new Map<string, string>();
  const ids = new Map<string, string>();
  const visit = (path: string, name: string, id: string, nameField: string, idField: string) => {
    const key = name.trim().toUpperCase();
    const first = names.get(key);
    if (first)
      issues.push({
        path: `${path}.${nameField}`,
        message: `must be unique in the system ('${name}' is also used at ${first})`,
      });
    else names.set(key, path);
    const firstId = ids.get(id);
    if (firstId)
      issues.push({ path: `${path}.${idField}`, message: `must be unique in the system (also used at ${firstId})` });
    else ids.set(id, path);
  };
  visit(
    'grandMasterKey',
    tree.grandMasterKey.keyName,
    tree.grandMasterKey.grandMasterKeyID,
    'keyName',
    'grandMasterKeyID',
  );
  tree.masterKeys.forEach((masterKey, index) =>
    visit(`masterKeys[${index}]`, masterKey.keyName, masterKey.masterKeyID, 'keyName', 'masterKeyID'),
  );
  for (const { lockSet, path } of lockSets) {
    visit(path, lockSet.lockSetName, lockSet.lockSetID, 'lockSetName', 'lockSetID');
  }
}

function checkCounts(lockSet: LockSet, path: string, issues: TreeIssue[]) {
  if (lockSet.variableSets && lockSet.variableSets.length !== lockSet.numberOfSets) {
    issues.push({
      path: `${path}.variableSets`,
      message: `must list one lock count for each of the ${lockSet.numberOfSets} sets`,
    });
  }
  const expected = locksInLockSet(lockSet);
  if (lockSet.numberOfLocks !== expected) {
    issues.push({ path: `${path}.numberOfLocks`, message: `must be ${expected} (the locks of its sets)` });
  }
}

function checkMaterials(
  lockSet: LockSet,
  path: string,
  lookups: Lookups,
  bucketType: string | null,
  issues: TreeIssue[],
) {
  if (!lookups.keyOptions.some((option) => option.id === lockSet.keyOption)) {
    issues.push({ path: `${path}.keyOption`, message: 'is not a known key option' });
  }
  const material = lookups.lockMaterials.find((item) => item.id === lockSet.bodyMaterialID);
  if (!material) {
    issues.push({ path: `${path}.bodyMaterialID`, message: 'is not a known lock material' });
    return;
  }
  if (bucketType && material.bucket !== bucketType) {
    issues.push({
      path: `${path}.bodyMaterialID`,
      message: `is not keyed from the system's key code bucket ${bucketType}`,
    });
  }
  const allowed = allowedIdsWithBodyMaterial(lookups, material.id);
  if (!allowed.shackleTypeIds.includes(lockSet.shackleMaterialID)) {
    issues.push({ path: `${path}.shackleMaterialID`, message: `is not available with ${material.name}` });
  }
  if (!allowed.colorIds.includes(lockSet.colorID)) {
    issues.push({ path: `${path}.colorID`, message: `is not available with ${material.name}` });
  }
  if (lockSet.fontSize !== null && !allowed.fontOptionIds.includes(lockSet.fontSize)) {
    issues.push({ path: `${path}.fontSize`, message: `is not available with ${material.name}` });
  }
  for (const field of ['logoFront', 'logoBack'] as const) {
    if (lockSet[field] !== null && !allowed.logo) {
      issues.push({ path: `${path}.${field}`, message: `logos are not available with ${material.name}` });
    }
  }
}

function checkEngraving(lockSet: LockSet, path: string, lookups: Lookups, issues: TreeIssue[]) {
  const engraves = lockSet.engravedLock || lockSet.engravedKey;
  if (!engraves) return;
  const font = engravingFontOf(lookups, lockSet.fontSize);
  if (!font) {
    issues.push({ path: `${path}.fontSize`, message: 'is required for engraving' });
    return;
  }
  const checkLine = (field: string, face: EngravingFace, text: string) => {
    const max = font.maxChars[face];
    if (max !== undefined && text.length > max) {
      issues.push({ path: `${path}.${field}`, message: `must be at most ${max} characters in font ${font.name}` });
    }
  };
  if (lockSet.engravedLock) {
    for (const [face, fields] of Object.entries(ENGRAVING_FIELDS) as [EngravingFace, readonly (keyof LockSet)[]][]) {
      for (const field of fields) checkLine(String(field), face, String(lockSet[field]));
    }
  }
  if (lockSet.engravedKey) checkLine('keyText', 'key', lockSet.keyText);
}

/** Longest key text a master or grand master key may carry: the roomiest font's key line. */
export function maxKeyNodeTextLength(lookups: Lookups): number {
  return Math.max(0, ...lookups.engravefontoptions.map((font) => font.maxChars.key ?? 0));
}

function checkKeyNodes(tree: LockSystemTree, lookups: Lookups, issues: TreeIssue[]) {
  const maxKeyText = maxKeyNodeTextLength(lookups);
  const nodes = [
    { node: tree.grandMasterKey, path: 'grandMasterKey' },
    ...tree.masterKeys.map((node, index) => ({ node, path: `masterKeys[${index}]` })),
  ];
  for (const { node, path } of nodes) {
    if (node.colorID !== null && !lookups.colors.some((color) => color.id === node.colorID)) {
      issues.push({ path: `${path}.colorID`, message: 'is not a known color' });
    }
    if (node.keyText.length > maxKeyText) {
      issues.push({ path: `${path}.keyText`, message: `must be at most ${maxKeyText} characters` });
    }
  }
}

/** The rules of one lock set alone, with paths relative to it (`.field`). */
function lockSetIssues(lockSet: LockSet, lookups: Lookups, bucketType: string | null): TreeIssue[] {
  const issues: TreeIssue[] = [];
  checkCounts(lockSet, '', issues);
  checkMaterials(lockSet, '', lookups, bucketType, issues);
  checkEngraving(lockSet, '', lookups, issues);
  return issues;
}

type LockSetRules = (lockSet: LockSet, lookups: Lookups, bucketType: string | null) => TreeIssue[];

function validateWith(
  rules: LockSetRules,
  tree: LockSystemTree,
  lookups: Lookups,
  bucketType: string | null,
): TreeIssue[] {
  const issues: TreeIssue[] = [];
  const lockSets = lockSetsWithPaths(tree);
  checkNamesAndIds(tree, lockSets, issues);
  checkKeyNodes(tree, lookups, issues);
  if (lockSets.length > LIMITS.lockSetsPerSystem) {
    issues.push({ path: 'noKeyLockSets', message: `a system may hold at most ${LIMITS.lockSetsPerSystem} lock sets` });
  }
  let locks = 0;
  for (const { lockSet, path } of lockSets) {
    for (const issue of rules(lockSet, lookups, bucketType)) issues.push({ ...issue, path: `${path}${issue.path}` });
    locks += lockSet.numberOfLocks;
  }
  if (locks > LIMITS.locksPerSystem) {
    issues.push({
      path: 'masterKeys',
      message: `a system may hold at most ${LIMITS.locksPerSystem} locks (this one has ${locks})`,
    });
  }
  return issues;
}

/**
 * The rules a lock system tree must meet beyond its schema (DESIGN §3): unique names and ids,
 * consistent counts, system limits, materials allowed by the dependencies and the system's key
 * code bucket, engraving within the font's limits. Empty when the tree is valid.
 */
export function validateLockSystemTree(tree: LockSystemTree, lookups: Lookups, bucketType: string | null): TreeIssue[] {
  return validateWith(lockSetIssues, tree, lookups, bucketType);
}

/**
 * `validateLockSystemTree` for a tree edited immutably (an edit replaces the objects it changes,
 * as the editor's draft does): the rules of each lock set are remembered by the lock set object,
 * so after a keystroke only the edited lock set is checked again, besides the tree-wide rules.
 * Issues equal to the previous call's come back as that very array (callers must not change it).
 * Never for trees changed in place: a changed lock set would keep its old result.
 */
export function createLockSystemValidator(): typeof validateLockSystemTree {
  const remembered = new WeakMap<LockSet, { lookups: Lookups; bucketType: string | null; issues: TreeIssue[] }>();
  const rules: LockSetRules = (lockSet, lookups, bucketType) => {
    const known = remembered.get(lockSet);
    if (known && known.lookups === lookups && known.bucketType === bucketType) return known.issues;
    const issues = lockSetIssues(lockSet, lookups, bucketType);
    remembered.set(lockSet, { lookups, bucketType, issues });
    return issues;
  };
  let previous: TreeIssue[] = [];
  return (tree, lookups, bucketType) => {
    const issues = validateWith(rules, tree, lookups, bucketType);
    // The same issues as last time answer the same array, so a screen showing them need not redraw.
    if (!sameIssues(issues, previous)) previous = issues;
    return previous;
  };
}

function sameIssues(a: readonly TreeIssue[], b: readonly TreeIssue[]): boolean {
  return (
    a.length === b.length &&
    a.every((issue, index) => issue.path === b[index]!.path && issue.message === b[index]!.message)
  );
}

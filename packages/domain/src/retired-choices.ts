import type { TreeIssue } from './lock-system-validation.ts';
import { lockSetsWithPaths, type LockSystemTree } from './lock-system.ts';
import { LOOKUP_LABELS, type RetiredLookupIds } from './lookup-admin.ts';
import type { LookupName } from './lookup-names.ts';

/** One lookup item a tree uses: at which node and field, and its id. */
interface Choice {
  nodeId: string;
  path: string;
  list: LookupName;
  id: string | null;
}

function choicesOf(tree: LockSystemTree): Choice[] {
  const choices: Choice[] = [
    {
      nodeId: tree.grandMasterKey.grandMasterKeyID,
      path: 'grandMasterKey.colorID',
      list: 'colors',
      id: tree.grandMasterKey.colorID,
    },
    ...tree.masterKeys.map((masterKey, index) => ({
      nodeId: masterKey.masterKeyID,
      path: `masterKeys[${index}].colorID`,
      list: 'colors' as const,
      id: masterKey.colorID,
    })),
  ];
  for (const { lockSet, path } of lockSetsWithPaths(tree)) {
    const choose = (field: string, list: LookupName, id: string | null) =>
      choices.push({ nodeId: lockSet.lockSetID, path: `${path}.${field}`, list, id });
    choose('keyOption', 'keyOptions', lockSet.keyOption);
    choose('bodyMaterialID', 'lockMaterials', lockSet.bodyMaterialID);
    choose('shackleMaterialID', 'shackleTypes', lockSet.shackleMaterialID);
    choose('colorID', 'colors', lockSet.colorID);
    choose('fontSize', 'engravefontoptions', lockSet.fontSize);
  }
  return choices;
}

const choiceKey = (choice: Choice) => `${choice.nodeId}\u0000${choice.path.split('.').pop()}\u0000${choice.id}`;

/**
 * Retired lookup items a saved tree chooses anew (decision 0022): a node (by its id) may keep a
 * retired item it already had in `previous`, the stored tree; any other use is an issue at its
 * field. Empty when nothing retired is used, without looking at `previous`.
 */
export function retiredChoiceIssues(
  tree: LockSystemTree,
  previous: LockSystemTree | undefined,
  retired: RetiredLookupIds,
): TreeIssue[] {
  const used = choicesOf(tree).filter((choice) => choice.id !== null && retired[choice.list]?.has(choice.id));
  if (used.length === 0) return [];
  const kept = new Set(previous ? choicesOf(previous).map(choiceKey) : []);
  return used
    .filter((choice) => !kept.has(choiceKey(choice)))
    .map((choice) => ({
      path: choice.path,
      message: `${choice.id} is retired: choose another ${LOOKUP_LABELS[choice.list].item}`,
    }));
}

/** The lookup choices of a system's header. */
export interface HeaderChoices {
  salesArea: string;
  systemBucketType: string;
}

/** `field: problem` lines for a header that newly chooses a retired sales area or key code bucket. */
export function retiredHeaderProblems(
  header: HeaderChoices,
  previous: HeaderChoices | undefined,
  retired: RetiredLookupIds,
): string[] {
  const fields = [
    { field: 'salesArea', list: 'salesareas' },
    { field: 'systemBucketType', list: 'keycodebuckettype' },
  ] as const;
  return fields
    .filter(({ field, list }) => retired[list]?.has(header[field]) && previous?.[field] !== header[field])
    .map(({ field, list }) => `${field}: ${header[field]} is retired: choose another ${LOOKUP_LABELS[list].item}`);
}

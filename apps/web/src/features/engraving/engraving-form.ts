import {
  ENGRAVING_FIELDS,
  engravingNodes,
  lockSetsWithPaths,
  maxEngravingChars,
  maxKeyNodeTextLength,
  type EngravingEditField,
  type EngravingNode,
  type LockSet,
  type LockSystemTree,
  type Lookups,
} from '@keyplan/domain';
import { engravingLineLabel } from '../../components/ui/engraving-field.tsx';
import { textNow } from '../../i18n/use-text.ts';
import { libText, type LibTranslate } from '../../lib/lib-text.ts';

/** "frontText2" → "Front line 2"; "keyText" → "Key text"; in the language on show (or `t`'s). */
export function fieldLabel(field: EngravingEditField, t: LibTranslate = textNow(libText)): string {
  if (field === 'keyText') return t('engraving.keyText');
  for (const [face, fields] of Object.entries(ENGRAVING_FIELDS) as [
    keyof typeof ENGRAVING_FIELDS,
    readonly string[],
  ][]) {
    const index = fields.indexOf(field);
    if (index >= 0) return engravingLineLabel(face, index, t);
  }
  return field;
}

export interface EditableField {
  field: EngravingEditField;
  label: string;
  /** Characters the line holds in the lock set's font (the key nodes' own limit for their key text). */
  maxChars: number;
}

export interface EditableNode {
  node: EngravingNode;
  /** The lock set, for its padlock preview; undefined for a key. */
  lockSet: LockSet | undefined;
  fields: EditableField[];
}

/**
 * What an engraving edit may change: the lines of each engraved lock and the text of each engraved
 * key, with the font's limits. Engraving that was not ordered cannot be added here (it changes the price).
 */
export function editableNodes(
  tree: LockSystemTree,
  lookups: Lookups,
  t: LibTranslate = textNow(libText),
): EditableNode[] {
  const lockSets = new Map(lockSetsWithPaths(tree).map(({ lockSet }) => [lockSet.lockSetID, lockSet]));
  const keyNodes = new Map<string, boolean>([
    [tree.grandMasterKey.grandMasterKeyID, tree.grandMasterKey.engravedKey],
    ...tree.masterKeys.map((masterKey) => [masterKey.masterKeyID, masterKey.engravedKey] as const),
  ]);
  return engravingNodes(tree)
    .map((node) => {
      const lockSet = lockSets.get(node.nodeId);
      if (!lockSet)
        return {
          node,
          lockSet,
          fields: keyNodes.get(node.nodeId)
            ? [{ field: 'keyText' as const, label: fieldLabel('keyText', t), maxChars: maxKeyNodeTextLength(lookups) }]
            : [],
        };
      const limit = (face: Parameters<typeof maxEngravingChars>[3]) =>
        maxEngravingChars(lookups, lockSet.bodyMaterialID, lockSet.fontSize, face);
      const lines = lockSet.engravedLock
        ? (
            Object.entries(ENGRAVING_FIELDS) as [keyof typeof ENGRAVING_FIELDS, readonly EngravingEditField[]][]
          ).flatMap(([face, fields]) =>
            fields.map((field) => ({ field, label: fieldLabel(field, t), maxChars: limit(face) })),
          )
        : [];
      const key = lockSet.engravedKey
        ? [{ field: 'keyText' as const, label: fieldLabel('keyText', t), maxChars: limit('key') }]
        : [];
      return { node, lockSet, fields: [...lines, ...key] };
    })
    .filter((editable) => editable.fields.length > 0);
}

/** Edited text by node and field. */
export type EngravingEdits = Record<string, Partial<Record<EngravingEditField, string>>>;

export interface EngravingDifference {
  nodeId: string;
  nodeName: string;
  field: EngravingEditField;
  label: string;
  before: string;
  after: string;
}

/** The fields whose edited text differs from what was sent, in the order of the tree. */
export function differences(nodes: readonly EditableNode[], edits: EngravingEdits): EngravingDifference[] {
  return nodes.flatMap(({ node, fields }) =>
    fields.flatMap(({ field, label }) => {
      const after = edits[node.nodeId]?.[field];
      const before = node.fields[field] ?? '';
      return after === undefined || after === before
        ? []
        : [{ nodeId: node.nodeId, nodeName: node.name, field, label, before, after }];
    }),
  );
}

import { z } from 'zod';
import { ENGRAVING_FIELDS, LOCK_ENGRAVING_FIELDS, type LockEngravingField } from './engraving.ts';
import { engravingTextSchema, type LockSystemTree } from './lock-system.ts';

/** A field an engraving edit may change: a lock set's lines, or the text on a key. */
export type EngravingEditField = LockEngravingField | 'keyText';
const ENGRAVING_EDIT_FIELDS: readonly EngravingEditField[] = [...LOCK_ENGRAVING_FIELDS, 'keyText'];

/** PUT /order-lock-systems/{id}/engraving: the fields that change, against the order's version. */
export const engravingEditSchema = z.object({
  expectedVersion: z.number().int().min(1),
  changes: z
    .array(
      z.object({
        nodeId: z.uuid('must be the id of a lock set or key of this system'),
        field: z.enum(ENGRAVING_EDIT_FIELDS as [EngravingEditField, ...EngravingEditField[]], {
          message: `must be one of ${ENGRAVING_EDIT_FIELDS.join(', ')}`,
        }),
        text: engravingTextSchema,
      }),
    )
    .min(1, 'must name at least one changed field')
    .max(500, 'must be at most 500 changes'),
});

/** One engraving field changed after submission: who, when, and what it was. */
export const engravingChangeSchema = z.object({
  sequence: z.number().int().describe('The SAP update this change was sent with (1 for the first edit)'),
  nodeId: z.string(),
  nodeName: z.string(),
  field: z.string(),
  before: z.string(),
  after: z.string(),
  changedBy: z.string(),
  changedAt: z.string(),
  sendState: z.enum(['pending', 'sending', 'sent', 'failed']),
});

export type EngravingEdit = z.infer<typeof engravingEditSchema>;
export type EngravingChange = z.infer<typeof engravingChangeSchema>;

/** A node of the tree that carries engraving: a key node has only its key text. */
export interface EngravingNode {
  nodeId: string;
  name: string;
  kind: 'grandMasterKey' | 'masterKey' | 'lockSet';
  fields: Partial<Record<EngravingEditField, string>>;
}

/** The engraving of each node of a tree, in the order a chart lists them. */
export function engravingNodes(tree: LockSystemTree): EngravingNode[] {
  const lockSetNode = (lockSet: LockSystemTree['noKeyLockSets'][number]): EngravingNode => ({
    nodeId: lockSet.lockSetID,
    name: lockSet.lockSetName,
    kind: 'lockSet',
    fields: Object.fromEntries(ENGRAVING_EDIT_FIELDS.map((field) => [field, lockSet[field]])),
  });
  return [
    {
      nodeId: tree.grandMasterKey.grandMasterKeyID,
      name: tree.grandMasterKey.keyName,
      kind: 'grandMasterKey',
      fields: { keyText: tree.grandMasterKey.keyText },
    },
    ...tree.masterKeys.flatMap((masterKey) => [
      {
        nodeId: masterKey.masterKeyID,
        name: masterKey.keyName,
        kind: 'masterKey' as const,
        fields: { keyText: masterKey.keyText },
      },
      ...masterKey.lockSets.map(lockSetNode),
    ]),
    ...tree.noKeyLockSets.map(lockSetNode),
  ];
}

/** The tree with one engraving field of one node changed. */
export function withEngraving(
  tree: LockSystemTree,
  nodeId: string,
  field: EngravingEditField,
  text: string,
): LockSystemTree {
  const lockSet = <T extends LockSystemTree['noKeyLockSets'][number]>(set: T): T =>
    set.lockSetID === nodeId ? { ...set, [field]: text } : set;
  return {
    ...tree,
    grandMasterKey:
      tree.grandMasterKey.grandMasterKeyID === nodeId && field === 'keyText'
        ? { ...tree.grandMasterKey, keyText: text }
        : tree.grandMasterKey,
    masterKeys: tree.masterKeys.map((masterKey) => ({
      ...(masterKey.masterKeyID === nodeId && field === 'keyText' ? { ...masterKey, keyText: text } : masterKey),
      lockSets: masterKey.lockSets.map(lockSet),
    })),
    noKeyLockSets: tree.noKeyLockSets.map(lockSet),
  };
}

const FACE_LABELS: Record<keyof typeof ENGRAVING_FIELDS | 'key', string> = {
  front: 'front',
  back: 'back',
  left: 'left',
  right: 'right',
  key: 'key',
};

/**
 * The engraving of a whole system as the note on its SAP Safekey line: a line per node that has
 * engraving, its faces separated by "; " and the lines of a face by " | " (neither "|" nor ";" can
 * be engraved, unlike "/").
 */
export function engravingNote(tree: LockSystemTree): string[] {
  return engravingNodes(tree).flatMap((node) => {
    const faces = [
      ...(Object.entries(ENGRAVING_FIELDS) as [keyof typeof ENGRAVING_FIELDS, readonly LockEngravingField[]][]).map(
        ([face, fields]) => [face, fields.map((field) => node.fields[field] ?? '').filter(Boolean)] as const,
      ),
      ['key', [node.fields.keyText ?? ''].filter(Boolean)] as const,
    ].filter(([, lines]) => lines.length > 0);
    if (faces.length === 0) return [];
    return [`${node.name}: ${faces.map(([face, lines]) => `${FACE_LABELS[face]} ${lines.join(' | ')}`).join('; ')}`];
  });
}

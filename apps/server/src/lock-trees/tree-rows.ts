import {
  deriveSku,
  lockoutSchema,
  summarizeLockSet,
  type GrandMasterKey,
  type LockSet,
  type LockSetOutput,
  type LockSystemTree,
  type MasterKey,
  type OrderLockSystem,
} from '@keyplan/domain';
import type { GrandMasterKeyTable, LockSetTable, MasterKeyTable } from '../db/schema.ts';

/** Maps a lock system tree to table rows and back. The only place that knows both shapes. */

const flag = (value: boolean) => (value ? 1 : 0);

function keyNodeColumns(
  orderLockSystemId: string,
  node: Omit<GrandMasterKey, 'grandMasterKeyID'> | Omit<MasterKey, 'masterKeyID' | 'lockSets'>,
) {
  return {
    order_lock_system_id: orderLockSystemId,
    key_name: node.keyName,
    number_of_keys: node.numberOfKeys,
    color_id: node.colorID,
    engraved_key: flag(node.engravedKey),
    key_text: node.keyText,
    add_to_system: flag(node.addToSystem),
    add_to_key_id: node.addToKeyId,
    additional_keys: node.additionalKeys,
  };
}

function lockSetRow(
  orderLockSystemId: string,
  masterKeyId: string | null,
  position: number,
  lockSet: LockSet,
  pricePer: number | null,
): LockSetTable {
  return {
    order_lock_system_id: orderLockSystemId,
    lock_set_id: lockSet.lockSetID,
    master_key_id: masterKeyId,
    position,
    lock_set_name: lockSet.lockSetName,
    key_option: lockSet.keyOption,
    number_of_sets: lockSet.numberOfSets,
    number_of_locks_per_set: lockSet.numberOfLocksPerSet,
    number_of_locks: lockSet.numberOfLocks,
    variable_sets_json: lockSet.variableSets ? JSON.stringify(lockSet.variableSets) : null,
    number_of_keys_per_lock: lockSet.numberOfKeysPerLock,
    number_of_keys_per_set: lockSet.numberOfKeysPerSet,
    body_material_id: lockSet.bodyMaterialID,
    shackle_material_id: lockSet.shackleMaterialID,
    color_id: lockSet.colorID,
    engraved_lock: flag(lockSet.engravedLock),
    engraved_key: flag(lockSet.engravedKey),
    font_size: lockSet.fontSize,
    front_text1: lockSet.frontText1,
    front_text2: lockSet.frontText2,
    front_text3: lockSet.frontText3,
    back_text1: lockSet.backText1,
    back_text2: lockSet.backText2,
    back_text3: lockSet.backText3,
    left_text1: lockSet.leftText1,
    left_text2: lockSet.leftText2,
    right_text1: lockSet.rightText1,
    right_text2: lockSet.rightText2,
    key_text: lockSet.keyText,
    logo_front: lockSet.logoFront,
    logo_back: lockSet.logoBack,
    charted: flag(lockSet.charted),
    sku: deriveSku(lockSet),
    price_per_minor: pricePer,
    add_on_locks_count: lockSet.addOnLocksCount,
    reorder_locks_count: lockSet.reorderLocksCount,
    qty_modified_sets_count: lockSet.qtyModifiedSetsCount,
    add_to_lock_set_id: lockSet.addToLockSetId,
    add_to_set_number: lockSet.addToSetNumber,
    lockout_json: lockSet.lockout ? JSON.stringify(lockSet.lockout) : null,
  };
}

export interface TreeRows {
  grandMasterKey: GrandMasterKeyTable;
  masterKeys: MasterKeyTable[];
  lockSets: LockSetTable[];
}

/** Rows of a tree; `pricePer` gives each lock set's stored unit price (null when unpriced). */
export function treeToRows(
  orderLockSystemId: string,
  tree: LockSystemTree,
  pricePer: (lockSetId: string) => number | null,
): TreeRows {
  const { grandMasterKeyID, ...grandMasterKey } = tree.grandMasterKey;
  let position = 0;
  const lockSets: LockSetTable[] = [];
  const masterKeys = tree.masterKeys.map(({ masterKeyID, lockSets: sets, ...masterKey }, index) => {
    for (const lockSet of sets)
      lockSets.push(lockSetRow(orderLockSystemId, masterKeyID, (position += 1), lockSet, pricePer(lockSet.lockSetID)));
    return { ...keyNodeColumns(orderLockSystemId, masterKey), master_key_id: masterKeyID, position: index };
  });
  for (const lockSet of tree.noKeyLockSets)
    lockSets.push(lockSetRow(orderLockSystemId, null, (position += 1), lockSet, pricePer(lockSet.lockSetID)));
  return {
    grandMasterKey: { ...keyNodeColumns(orderLockSystemId, grandMasterKey), grand_master_key_id: grandMasterKeyID },
    masterKeys,
    lockSets,
  };
}

function keyNodeFields(row: GrandMasterKeyTable | MasterKeyTable) {
  return {
    keyName: row.key_name,
    numberOfKeys: row.number_of_keys,
    colorID: row.color_id,
    engravedKey: row.engraved_key === 1,
    keyText: row.key_text,
    addToSystem: row.add_to_system === 1,
    addToKeyId: row.add_to_key_id,
    additionalKeys: row.additional_keys,
  };
}

function lockSetFromRow(row: LockSetTable, place: { orderID: string; grandMasterKeyID: string }): LockSetOutput {
  const lockSet: LockSet = {
    lockSetID: row.lock_set_id,
    lockSetName: row.lock_set_name,
    keyOption: row.key_option === 'KA' ? 'KA' : 'KD',
    numberOfSets: row.number_of_sets,
    numberOfLocksPerSet: row.number_of_locks_per_set,
    numberOfLocks: row.number_of_locks,
    variableSets: row.variable_sets_json ? (JSON.parse(row.variable_sets_json) as number[]) : null,
    numberOfKeysPerLock: row.number_of_keys_per_lock,
    numberOfKeysPerSet: row.number_of_keys_per_set,
    bodyMaterialID: row.body_material_id,
    shackleMaterialID: row.shackle_material_id,
    colorID: row.color_id,
    engravedLock: row.engraved_lock === 1,
    engravedKey: row.engraved_key === 1,
    fontSize: row.font_size,
    frontText1: row.front_text1,
    frontText2: row.front_text2,
    frontText3: row.front_text3,
    backText1: row.back_text1,
    backText2: row.back_text2,
    backText3: row.back_text3,
    leftText1: row.left_text1,
    leftText2: row.left_text2,
    rightText1: row.right_text1,
    rightText2: row.right_text2,
    keyText: row.key_text,
    logoFront: row.logo_front,
    logoBack: row.logo_back,
    charted: row.charted === 1,
    addOnLocksCount: row.add_on_locks_count,
    reorderLocksCount: row.reorder_locks_count,
    qtyModifiedSetsCount: row.qty_modified_sets_count,
    addToLockSetId: row.add_to_lock_set_id,
    addToSetNumber: row.add_to_set_number,
    ...(row.lockout_json ? { lockout: lockoutSchema.parse(JSON.parse(row.lockout_json)) } : {}),
  };
  return {
    ...lockSet,
    orderID: place.orderID,
    orderLockSystemID: row.order_lock_system_id,
    grandMasterKeyID: place.grandMasterKeyID,
    masterKeyID: row.master_key_id,
    sku: row.sku,
    setSummary: summarizeLockSet(lockSet),
    pricePer: row.price_per_minor,
  };
}

export type LoadedTree = Pick<OrderLockSystem, 'grandMasterKey' | 'masterKeys' | 'noKeyLockSets'>;

/** Assembles a loaded tree from its rows (master keys and lock sets in position order). */
export function rowsToTree(orderID: string, rows: TreeRows): LoadedTree {
  const grandMasterKeyID = rows.grandMasterKey.grand_master_key_id;
  const place = { orderID, grandMasterKeyID };
  const orderLockSystemID = rows.grandMasterKey.order_lock_system_id;
  const byMasterKey = new Map<string | null, LockSetOutput[]>();
  for (const row of [...rows.lockSets].sort((a, b) => a.position - b.position)) {
    const list = byMasterKey.get(row.master_key_id) ?? [];
    list.push(lockSetFromRow(row, place));
    byMasterKey.set(row.master_key_id, list);
  }
  return {
    grandMasterKey: { grandMasterKeyID, ...keyNodeFields(rows.grandMasterKey), orderID, orderLockSystemID },
    masterKeys: [...rows.masterKeys]
      .sort((a, b) => a.position - b.position)
      .map((row) => ({
        masterKeyID: row.master_key_id,
        ...keyNodeFields(row),
        orderID,
        orderLockSystemID,
        grandMasterKeyID,
        lockSets: byMasterKey.get(row.master_key_id) ?? [],
      })),
    noKeyLockSets: byMasterKey.get(null) ?? [],
  };
}

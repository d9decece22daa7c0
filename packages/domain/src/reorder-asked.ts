import type { InstalledSystemFacts, ReorderAsked } from './installed-system-rules.ts';
import type { ChangeKeyOrder, LockSet, LockSystemTree } from './lock-system.ts';

/**
 * What a saved reorder's tree asks of the installed system (issue 42), read back from the tree
 * `reorder.service` built from its request: spare keys of the installed keys its stand-ins carry,
 * locks added to installed lock sets, new lock sets under installed master keys (or the grand master
 * key), new master keys. Submission asks the rules again with it: a key may have been reported lost
 * since the reorder was created.
 */
export function reorderAskedOf(
  tree: LockSystemTree & { changeKeyOrders?: readonly ChangeKeyOrder[] | undefined },
  facts: Pick<InstalledSystemFacts, 'keys' | 'masterKeys'>,
): ReorderAsked {
  const asked: { [K in keyof ReorderAsked]: ReorderAsked[K][number][] } = {
    additionalKeys: [],
    addLocks: [],
    newLockSets: [],
    newMasterKeys: [],
  };
  const grandMaster = facts.keys.find((key) => key.kind === 'grandMaster');
  if (tree.grandMasterKey.additionalKeys > 0 && grandMaster)
    asked.additionalKeys.push({ keySymbol: grandMaster.keySymbol, quantity: tree.grandMasterKey.additionalKeys });
  const lockSetsUnder = (masterKeyID: string | null, lockSets: readonly LockSet[]) => {
    for (const lockSet of lockSets)
      if (lockSet.addToLockSetId)
        asked.addLocks.push({
          lockSetID: lockSet.addToLockSetId,
          setNumber: lockSet.addToSetNumber,
          keys: lockSet.keyOption === 'KA' ? lockSet.numberOfKeysPerSet : lockSet.numberOfKeysPerLock,
        });
      else asked.newLockSets.push({ masterKeyID });
  };
  for (const masterKey of tree.masterKeys) {
    if (!masterKey.addToKeyId) {
      asked.newMasterKeys.push(masterKey.masterKeyID);
      continue;
    }
    const symbol = facts.masterKeys.find((entry) => entry.masterKeyID === masterKey.addToKeyId)?.keySymbol;
    if (masterKey.additionalKeys > 0 && symbol)
      asked.additionalKeys.push({ keySymbol: symbol, quantity: masterKey.additionalKeys });
    lockSetsUnder(masterKey.addToKeyId, masterKey.lockSets);
  }
  lockSetsUnder(null, tree.noKeyLockSets);
  for (const order of tree.changeKeyOrders ?? [])
    asked.additionalKeys.push({ keySymbol: order.keySymbol, quantity: order.quantity, reason: order.reason ?? '' });
  return asked;
}

import type { InstalledLockSystem, ReorderRequestInput } from '@keyplan/domain';
import type { ReorderChoices } from './reorder-lock-set-choices.tsx';
import { reorderCount } from './reorder-count-field.tsx';

export interface NewLockSetRow {
  key: number;
  lockSetName: string;
  /** '' directly under the grand master key. */
  masterKeyID: string;
  keyOption: 'KD' | 'KA';
  numberOfSets: string;
  numberOfLocksPerSet: string;
  keys: string;
  /** Body, shackle, colour and engraving as /set offers them; null while the catalog loads (the server's defaults). */
  choices: ReorderChoices | null;
}

export interface AddLocksRow {
  locks: string;
  setNumber: string;
  keys: string;
}

export /** The request the form describes: only what is ordered (counts above 0). */
function requestOf(
  system: InstalledLockSystem,
  header: { orderPONumber: string; orderSystemName: string },
  addLocks: Record<string, AddLocksRow>,
  keyOrders: Record<string, string>,
  newLockSets: NewLockSetRow[],
): ReorderRequestInput {
  return {
    ...header,
    addLocks: system.lockSets
      .filter((lockSet) => reorderCount(addLocks[lockSet.lockSetID]?.locks ?? '') > 0)
      .map((lockSet) => {
        const row = addLocks[lockSet.lockSetID]!;
        return {
          lockSetID: lockSet.lockSetID,
          locks: reorderCount(row.locks),
          setNumber: lockSet.keyOption === 'KA' ? reorderCount(row.setNumber || '1') : null,
          keys: row.keys.trim() === '' ? null : reorderCount(row.keys),
        };
      }),
    newLockSets: newLockSets.map((row) => ({
      masterKeyID: row.masterKeyID || null,
      lockSetName: row.lockSetName.trim().toUpperCase(),
      keyOption: row.keyOption,
      numberOfSets: reorderCount(row.numberOfSets),
      numberOfLocksPerSet: reorderCount(row.numberOfLocksPerSet),
      keys: reorderCount(row.keys),
      ...(row.choices ? { choices: row.choices } : {}),
    })),
    additionalKeys: system.keys
      .filter((key) => reorderCount(keyOrders[key.keySymbol] ?? '') > 0)
      .map((key) => ({ keySymbol: key.keySymbol, quantity: reorderCount(keyOrders[key.keySymbol]!) })),
  };
}

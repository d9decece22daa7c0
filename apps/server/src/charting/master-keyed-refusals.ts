import { cellsAtLevel, type CellBucket, type KeyingCapacityError } from '@keyplan/domain';
import { AppError, appErrors } from '../errors.ts';
import type { RecordedCell } from './key-cell.repository.ts';
import { isFree } from './key-cells.ts';
import type { Branch } from './master-keyed-branches.ts';

/* What master-keyed issuing answers when it cannot: key control refusing the top master key, or no room left. */

/** An admin's key bitting array whose top master key key control refuses: it is kept, never replaced. */
export function topMasterKeyRefused(): AppError {
  return new AppError(
    409,
    'KEY_CONTROL',
    'The top master key of this key bitting array is issued to another system, opens another system’s locks, or would pin the locks charted before to open to another system’s keys: the system cannot be extended in this bucket.',
  );
}

/**
 * The engine's capacity refusal (409 with the figures, decision 0045), naming the master key rather
 * than its slot number; for a master key issued before (a system that grows, a reorder) it says how
 * many more locks fit. `left` is what the bucket has left outside every block and issued code.
 */
export function capacityRefusal(
  error: KeyingCapacityError,
  branches: readonly Branch[],
  left: number,
  grows: boolean,
): AppError {
  if (error.level === 'master-keys' && grows) {
    // A system that grows (a reorder, new master keys after charting): count the new ones only.
    const held = branches.filter((entry) => entry.existing).length;
    const needed = branches.length - held;
    const room = Math.max(0, error.capacity - held);
    return appErrors.capacity(
      'KEYING_CAPACITY',
      `${needed} new master keys need as many places in this system's ${error.method} progression in bucket ${error.bucketId}, but it has room for ${room} more: its other master keys hold the rest.`,
      { bucketType: error.bucketId, scope: 'master-keys', needed, available: room, left },
    );
  }
  const branch = error.masterKey ? branches[error.masterKey - 1] : undefined;
  const message = !branch
    ? error.message
    : branch.existing && error.level === 'change-keys'
      ? `${error.needed} new keyed-different locks or keyed-alike sets under ${branch.label} need as many new change keys, but its ${error.method} progression in bucket ${error.bucketId} has room for ${error.capacity} more.`
      : error.message.replace(`under MASTER KEY ${error.masterKey} but`, `under ${branch.label} but`);
  return appErrors.capacity('KEYING_CAPACITY', message, {
    bucketType: error.bucketId,
    scope: error.level,
    ...(branch && error.level === 'change-keys' ? { masterKey: branch.label } : {}),
    needed: error.needed,
    available: error.capacity,
    left,
  });
}

/** Codes a system's issuing needs: a new grand master key, new master keys and every new change key. */
export function neededKeys(branches: readonly Branch[], newGrandMaster: boolean): number {
  return (
    (newGrandMaster ? 1 : 0) +
    branches.reduce((sum, branch) => sum + (branch.existing ? 0 : 1) + branch.changeSlots.length, 0)
  );
}

/**
 * No free key cell holds a new master-keyed system (decision 0059): answered at once, with how much
 * of the bucket is free, rather than after trying designs that cannot fit.
 */
export function noFreeCell(bucket: CellBucket, recorded: readonly RecordedCell[], needed: number): AppError {
  const fine = cellsAtLevel(bucket.pins, 0);
  const free = fine.filter((cell) => isFree(cell, recorded)).length;
  return appErrors.capacity(
    'KEY_CODES_EXHAUSTED',
    `Key code bucket ${bucket.id} has no free key cell that holds this master-keyed system: ${free} of its ${fine.length} key cells are free, and none of them (nor a group of them) holds its master keys and change keys. Use another bucket (another keyway).`,
    { bucketType: bucket.id, scope: 'bucket', needed, available: 0 },
  );
}

import type { KeyingCapacityError } from '@keyplan/domain';
import { AppError, appErrors } from '../errors.ts';
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

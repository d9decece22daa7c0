import type { KeyingMethod } from './progression.ts';

/**
 * The request needs more keys than the progression holds (see `capacityOf`): `needed` master keys,
 * or change keys under master key number `masterKey` (1-based), against `capacity`.
 */
export class KeyingCapacityError extends Error {
  override readonly name = 'KeyingCapacityError';

  constructor(
    readonly level: 'master-keys' | 'change-keys',
    readonly needed: number,
    readonly capacity: number,
    readonly method: KeyingMethod,
    readonly bucketId: string,
    readonly masterKey?: number,
  ) {
    super(
      level === 'master-keys'
        ? `Master key system needs ${needed} master keys but the ${method} progression of bucket ${bucketId} holds at most ${capacity}`
        : `Master key system needs ${needed} change keys under MASTER KEY ${masterKey} but the ${method} progression of bucket ${bucketId} holds at most ${capacity} per master key`,
    );
  }
}

import {
  countValidBittings,
  KeyBlockIndex,
  lockBlocksOf,
  parseBitting,
  type BucketRules,
  type IssuedCode,
  type KeyBlock,
} from '@keyplan/domain';
import type { Db } from '../db/database.ts';
import type { LoadedTree } from '../lock-trees/tree-rows.ts';
import {
  countBlocks,
  insertBlocks,
  listBlocks,
  issuedBittingPages,
  type IssuedBitting,
  type ReservedBlock,
} from './key-block.repository.ts';

/**
 * Key control across systems (decision 0014): the blocks of bittings that open master-keyed locks
 * are reserved for their system. No other system is issued a bitting inside one, and a new
 * master-keyed lock may not open to a bitting issued to another system.
 */

export type BucketToCheck = BucketRules & { id: string };

/** The blocks other systems reserved in the bucket, indexed; `owners[i]` is whose block i is. */
export interface ReservedBlocks {
  index: KeyBlockIndex;
  owners: readonly ReservedBlock[];
}

/**
 * The blocks reserved in the bucket by every system but the own ones (call under the bucket's
 * lock); with a key cell, only those that reach into it (decision 0059).
 */
export async function reservedByOthers(
  db: Db,
  bucket: BucketToCheck,
  ownSystems: readonly string[] = [],
  cell?: string,
): Promise<ReservedBlocks> {
  const owners = await listBlocks(db, bucket.id, ownSystems, cell);
  return {
    index: new KeyBlockIndex(
      bucket.pins,
      owners.filter((owner) => owner.block.length === bucket.pins).map((owner) => owner.block),
    ),
    owners,
  };
}

/** The blocks of a system's master-keyed locks, from its tree and codes (see `lockBlocksOf`). */
function systemBlocks(tree: LoadedTree, codes: readonly IssuedCode[]): KeyBlock[] {
  const masterOf = new Map<string, string | null>();
  for (const masterKey of tree.masterKeys)
    for (const lockSet of masterKey.lockSets) masterOf.set(lockSet.lockSetID, masterKey.masterKeyID);
  for (const lockSet of tree.noKeyLockSets) masterOf.set(lockSet.lockSetID, null);
  return lockBlocksOf(codes, (lockSetId) => masterOf.get(lockSetId));
}

/** Reserves the blocks of a system's master-keyed locks (those reserved before are kept), inside the caller's transaction. */
export async function reserveSystemBlocks(
  trx: Db,
  owner: { bucket: BucketToCheck; ccid: string; orderLockSystemId: string },
  tree: LoadedTree,
  codes: readonly IssuedCode[],
): Promise<void> {
  await insertBlocks(trx, owner, systemBlocks(tree, codes));
}

/** What a bucket holds and has left (decision 0014). */
export interface BucketCapacity {
  bucketType: string;
  /** Every valid bitting of the bucket. */
  validBittings: number;
  /** Codes issued (to keys of any system). */
  issuedCodes: number;
  /** Blocks reserved by master-keyed locks. */
  reservedBlocks: number;
  /** Bittings inside reserved blocks that nobody holds ("ghost" keys): never issued. */
  reservedBittings: number;
  /** Bittings that can still be issued: neither issued nor inside a reserved block. */
  left: number;
}

/**
 * The capacity of a bucket: valid bittings outside every reserved block (counted without listing
 * them, see `KeyBlockIndex.countOutside`), less the issued codes that lie outside the blocks.
 */
export async function bucketCapacity(db: Db, bucket: BucketToCheck): Promise<BucketCapacity> {
  const [{ index }, reservedBlocks] = await Promise.all([reservedByOthers(db, bucket), countBlocks(db, bucket.id)]);
  const validBittings = countValidBittings(bucket);
  const outside = index.countOutside(bucket);
  let issuedCodes = 0;
  let issuedOutside = 0;
  for await (const page of issuedBittingPages(db, bucket.id)) {
    issuedCodes += page.length;
    for (const code of page) {
      const bitting = parseBitting(code.bitting);
      if (!bitting || !index.contains(bitting)) issuedOutside += 1;
    }
  }
  return {
    bucketType: bucket.id,
    validBittings,
    issuedCodes,
    reservedBlocks,
    reservedBittings: validBittings - outside - (issuedCodes - issuedOutside),
    left: Math.max(0, outside - issuedOutside),
  };
}

/** A key issued to one customer that opens a master-keyed lock of another customer's system. */
export interface KeyCrossing {
  bucketType: string;
  key: IssuedBitting;
  lock: { ccid: string; orderLockSystemId: string };
}

/** Every issued key that opens a lock of another customer's system, by simulation against the reserved blocks. */
export async function findCrossings(db: Db, bucket: BucketToCheck): Promise<KeyCrossing[]> {
  const { index, owners } = await reservedByOthers(db, bucket);
  const blocks = owners.filter((owner) => owner.block.length === bucket.pins);
  const crossings: KeyCrossing[] = [];
  // The codes a page at a time: the blocks are held once, the codes never all at once.
  for await (const page of issuedBittingPages(db, bucket.id)) {
    for (const key of page) {
      const bitting = parseBitting(key.bitting);
      if (!bitting) continue;
      const seen = new Set<string>();
      for (const position of index.allContaining(bitting)) {
        const lock = blocks[position]!;
        if (lock.ccid === key.ccid || seen.has(lock.orderLockSystemId)) continue;
        seen.add(lock.orderLockSystemId);
        crossings.push({
          bucketType: bucket.id,
          key,
          lock: { ccid: lock.ccid, orderLockSystemId: lock.orderLockSystemId },
        });
      }
    }
  }
  return crossings;
}

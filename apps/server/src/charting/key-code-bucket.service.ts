import type { BucketCapacityReport } from '@keyplan/domain';
import { loadLookups } from '../catalog/catalog.repository.ts';
import type { Db } from '../db/database.ts';
import { appErrors } from '../errors.ts';
import { bucketReport } from './bucket-report.ts';

/** Key code buckets as admins see them: what each can still issue. */
export function createKeyCodeBucketService(db: Db) {
  return {
    /** Valid bittings, codes issued, reserved blocks, key cells and what is left of a bucket of the lookups; 404 for an unknown id. */
    async capacity(bucketType: string): Promise<BucketCapacityReport> {
      const bucket = (await loadLookups(db)).keycodebuckettype.find((entry) => entry.id === bucketType);
      if (!bucket) throw appErrors.notFound(`No key code bucket has id ${bucketType}.`);
      return bucketReport(db, bucket);
    },
  };
}

export type KeyCodeBucketService = ReturnType<typeof createKeyCodeBucketService>;

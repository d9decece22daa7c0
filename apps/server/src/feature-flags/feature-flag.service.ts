import { isFeatureFlagName } from '@keyplan/domain';
import type { Db } from '../db/database.ts';
import { appErrors } from '../errors.ts';
import { findFeatureFlag, upsertFeatureFlag } from './feature-flag.repository.ts';

/** Feature gates (SPEC §3): known names only; a known flag never set reads as off. */
export function createFeatureFlagService(db: Db) {
  const known = (name: string) => {
    if (!isFeatureFlagName(name)) throw appErrors.notFound(`No feature flag is named ${name}.`);
    return name;
  };
  return {
    async isEnabled(name: string): Promise<boolean> {
      return (await findFeatureFlag(db, known(name))) ?? false;
    },
    async set(name: string, enabled: boolean, actor: string): Promise<boolean> {
      await upsertFeatureFlag(db, known(name), enabled, actor);
      return enabled;
    },
  };
}

export type FeatureFlagService = ReturnType<typeof createFeatureFlagService>;

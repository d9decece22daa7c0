import { FEATURE_FLAGS, isFeatureFlagName, type AdminFeatureFlag } from '@keyplan/domain';
import { insertAdminChange } from '../audit/admin-audit.repository.ts';
import type { Db } from '../db/database.ts';
import { appErrors } from '../errors.ts';
import { findFeatureFlag, findFeatureFlags, setFeatureFlagIf, upsertFeatureFlag } from './feature-flag.repository.ts';

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
    /**
     * Sets a gate and records the change in the admin audit, in one transaction. With
     * `expectedUpdatedAt` (when the admin loaded it; null: never set) a gate set since → 409.
     */
    async set(name: string, enabled: boolean, actor: string, expectedUpdatedAt?: string | null): Promise<boolean> {
      known(name);
      await db.transaction().execute(async (trx) => {
        const before = await findFeatureFlag(trx, name);
        if (expectedUpdatedAt === undefined) await upsertFeatureFlag(trx, name, enabled, actor);
        else if (!(await setFeatureFlagIf(trx, name, enabled, actor, expectedUpdatedAt)))
          throw appErrors.conflict(
            `The feature flag ${name} was changed by someone else since you loaded it. Reload to see its value; nothing was changed.`,
          );
        await insertAdminChange(trx, {
          actor,
          entityType: 'featureFlag',
          entityId: name,
          action: 'set',
          before: before === undefined ? null : { enabled: before },
          after: { enabled },
        });
      });
      return enabled;
    },
    /** Every known flag with its value and who set it when (admins). */
    async list(): Promise<AdminFeatureFlag[]> {
      const stored = new Map((await findFeatureFlags(db)).map((flag) => [flag.name, flag]));
      return FEATURE_FLAGS.map(
        (name) => stored.get(name) ?? { name, enabled: false, updatedBy: null, updatedAt: null },
      );
    },
  };
}

export type FeatureFlagService = ReturnType<typeof createFeatureFlagService>;

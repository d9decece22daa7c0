import {
  isRetirableLookup,
  LOOKUP_LABELS,
  lookupEditProblems,
  lookupItemId,
  lookupReferenceProblems,
  retireProblem,
  type AdminLookupEntry,
  type AdminLookupList,
  type LookupName,
} from '@keyplan/domain';
import { loadLookups } from '../catalog/catalog.repository.ts';
import type { LookupCache } from '../catalog/lookup-cache.ts';
import {
  findLookupEntries,
  findLookupEntry,
  findRetiredLookupIds,
  insertLookupItem,
  updateLookupItem,
} from '../catalog/lookup-item.repository.ts';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/dialect.ts';
import { appErrors } from '../errors.ts';
import { insertAdminChange } from '../audit/admin-audit.repository.ts';

type Action = 'add' | 'edit' | 'retire' | 'restore';

/** What the audit keeps of an item: the item itself and whether it was retired. */
const audited = (entry: AdminLookupEntry | undefined) => entry && { item: entry.item, retired: entry.retired };

/**
 * Lookup lists kept by admins (issue 17, decision 0022): add, edit what may change (a name), retire
 * and restore; never delete. Each change is checked as the editor checks the catalog, names the
 * version the admin loaded (else 409), is recorded in the admin audit in its own transaction and
 * makes the served lists load again (their ETags change).
 */
export function createLookupAdminService(db: Db, lookupCache: LookupCache) {
  const label = (name: LookupName) => LOOKUP_LABELS[name].item;
  const notFound = (name: LookupName, id: string) => appErrors.notFound(`No ${label(name)} has id ${id}.`);
  const stale = (name: LookupName, id: string) =>
    appErrors.conflict(
      `The ${label(name)} ${id} was changed by someone else since you loaded it. Reload the list and try again; nothing was changed.`,
    );
  const catalogOf = async (trx: Db) => Promise.all([loadLookups(trx), findRetiredLookupIds(trx)]);
  const record = (
    trx: Db,
    actor: string,
    name: LookupName,
    id: string,
    action: Action,
    before?: AdminLookupEntry,
    after?: AdminLookupEntry,
  ) =>
    insertAdminChange(trx, {
      actor,
      entityType: 'lookupItem',
      entityId: `${name}/${id}`,
      action,
      before: audited(before),
      after: audited(after),
    });

  /** Changes one item at the version the admin loaded, recorded in the audit; `plan` checks and says what changes. */
  async function change(
    name: LookupName,
    id: string,
    expectedVersion: number,
    actor: string,
    action: Action,
    plan: (before: AdminLookupEntry, trx: Db) => Promise<{ item?: unknown; retiredAt?: string | null }>,
  ): Promise<AdminLookupEntry> {
    const after = await db.transaction().execute(async (trx) => {
      const before = await findLookupEntry(trx, name, id);
      if (!before) throw notFound(name, id);
      if (before.version !== expectedVersion) throw stale(name, id);
      if (!(await updateLookupItem(trx, name, id, expectedVersion, await plan(before, trx)))) throw stale(name, id);
      const changed = (await findLookupEntry(trx, name, id))!;
      await record(trx, actor, name, id, action, before, changed);
      return changed;
    });
    lookupCache.invalidate();
    return after;
  }

  return {
    async list(name: LookupName): Promise<AdminLookupList> {
      return { name, items: await findLookupEntries(db, name) };
    },

    /** A new item at the end of its list; a taken id (retired or not) → 409. */
    async add(name: LookupName, item: object, actor: string): Promise<AdminLookupEntry> {
      const id = lookupItemId(item);
      const taken = () =>
        appErrors.conflict(`A ${label(name)} with id ${id} already exists; edit or restore it, or choose another id.`);
      try {
        await db.transaction().execute(async (trx) => {
          if (await findLookupEntry(trx, name, id)) throw taken();
          const [lookups, retired] = await catalogOf(trx);
          const problems = lookupReferenceProblems(name, item, undefined, lookups, retired);
          if (problems.length > 0) throw appErrors.validation(problems);
          await insertLookupItem(trx, name, id, item);
          await record(trx, actor, name, id, 'add', undefined, await findLookupEntry(trx, name, id));
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
      lookupCache.invalidate();
      return (await findLookupEntry(db, name, id))!;
    },

    /** Renames an item (or adds ids to a material dependency): only what orders do not depend on. */
    async edit(name: LookupName, id: string, expectedVersion: number, item: object, actor: string) {
      if (lookupItemId(item) !== id) {
        const field = name === 'lockmaterialdependencies' ? 'lockMaterialId' : 'id';
        throw appErrors.validation([`item.${field}: must stay ${id} (ids never change once added)`]);
      }
      return change(name, id, expectedVersion, actor, 'edit', async (before, trx) => {
        const [lookups, retired] = await catalogOf(trx);
        const problems = [
          ...lookupEditProblems(name, before.item, item),
          ...lookupReferenceProblems(name, item, before.item, lookups, retired),
        ];
        if (problems.length > 0) throw appErrors.validation(problems);
        return { item };
      });
    },

    /** Retires an item: no longer offered, still read by every order that uses it. */
    async retire(name: LookupName, id: string, expectedVersion: number, actor: string) {
      if (!isRetirableLookup(name))
        throw appErrors.validation([`name: a ${label(name)} cannot be retired; retire its lock material instead`]);
      return change(name, id, expectedVersion, actor, 'retire', async (before, trx) => {
        if (before.retired) throw appErrors.conflict(`The ${label(name)} ${id} is already retired.`);
        const problem = retireProblem(name, id, ...(await catalogOf(trx)));
        if (problem) throw appErrors.conflict(problem);
        return { retiredAt: new Date().toISOString() };
      });
    },

    /** Offers a retired item again. */
    async restore(name: LookupName, id: string, expectedVersion: number, actor: string) {
      return change(name, id, expectedVersion, actor, 'restore', async (before) => {
        if (!before.retired) throw appErrors.conflict(`The ${label(name)} ${id} is not retired.`);
        return { retiredAt: null };
      });
    },
  };
}

export type LookupAdminService = ReturnType<typeof createLookupAdminService>;

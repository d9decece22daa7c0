import type { Db } from '../db/database.ts';
import { findAdminChanges } from '../audit/admin-audit.repository.ts';
import { findKeyCodesByBlindCode } from './key-code-search.repository.ts';

/** What admins look up: the audit of admin changes and issued key codes by blind code. */
export function createAdminSearchService(db: Db) {
  return {
    /** A page of the audit, newest first, optionally of one entity type, with its page figures. */
    async auditPage(query: { page: number; pageSize: number; entityType?: string }) {
      return { ...(await findAdminChanges(db, query)), page: query.page, pageSize: query.pageSize };
    },
    /** At most 20 issued key codes whose blind code starts with `blindCode` (never the bitting). */
    keyCodesByBlindCode: (blindCode: string) => findKeyCodesByBlindCode(db, blindCode),
  };
}

export type AdminSearchService = ReturnType<typeof createAdminSearchService>;

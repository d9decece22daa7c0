import { createHash } from 'node:crypto';
import type { LookupName } from '@keyplan/domain';
import type { Db } from '../db/database.ts';
import { findOfferedLookupItems } from './lookup-item.repository.ts';

/** A lookup list ready to send: its JSON text and an entity tag of that text. */
export interface CachedLookup {
  json: string;
  etag: string;
}

/**
 * The catalog's lookup lists as offered (no retired item, decision 0022), read from the database
 * once and then answered from memory. Any write to the catalog (an admin editing it) must call
 * `invalidate`: the next read loads again and, if the list changed, carries a new ETag.
 */
export interface LookupCache {
  get: (name: LookupName) => Promise<CachedLookup>;
  /** Forgets every list; call after a change to `lookup_items`. */
  invalidate: () => void;
  /** Bumped by each `invalidate`. */
  readonly version: number;
}

/** A strong entity tag of the text: the same list always has the same tag, across restarts too. */
export function entityTag(text: string): string {
  return `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
}

/** Whether an If-None-Match header names `etag` (or is `*`); weak comparison, as RFC 9110 asks for GET. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export function createLookupCache(db: Db): LookupCache {
  let version = 1;
  let lists = new Map<LookupName, Promise<CachedLookup>>();
  const load = async (name: LookupName): Promise<CachedLookup> => {
    const json = JSON.stringify(await findOfferedLookupItems(db, name));
    return { json, etag: entityTag(json) };
  };
  return {
    get: (name) => {
      const current = lists;
      let entry = current.get(name);
      if (!entry) {
        entry = load(name);
        // A failed read is not remembered: the next request tries the database again.
        entry.catch(() => current.delete(name));
        current.set(name, entry);
      }
      return entry;
    },
    invalidate: () => {
      version += 1;
      lists = new Map();
    },
    get version() {
      return version;
    },
  };
}

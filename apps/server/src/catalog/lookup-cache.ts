import { createHash } from 'node:crypto';
import { DEFAULT_LOCALE, LOCALES, lookupItemInLanguage, type Locale, type LookupName } from '@keyplan/domain';
import { LOOKUPS_CACHE, readCacheVersion } from '../cluster/cache-version.repository.ts';
import type { Db } from '../db/database.ts';
import { findOfferedLookupItems } from './lookup-item.repository.ts';

/** A lookup list ready to send in one language: its JSON text and an entity tag of that text and language. */
export interface CachedLookup {
  json: string;
  etag: string;
}

/**
 * The catalog's lookup lists as offered (no retired item, decision 0022), in each language (item
 * names translated, issue 48), read from the database once and then answered from memory. A write to `lookup_items` bumps the `lookups` row of
 * `cache_versions` (decision 0031); every instance reads that row at most every `staleMs` and
 * forgets its lists when it moved, so no instance serves a list older than `staleMs` after the
 * write committed. The instance that wrote also calls `invalidate`, and forgets them at once.
 */
export interface LookupCache {
  /** The list in `locale` (English by default). */
  get: (name: LookupName, locale?: Locale) => Promise<CachedLookup>;
  /** The list when it is loaded and within the bound, at once (no promise); else undefined: call `get`. */
  peek: (name: LookupName, locale?: Locale) => CachedLookup | undefined;
  /** Forgets every list now; call after a change to `lookup_items` made by this instance. */
  invalidate: () => void;
  /** Bumped each time the lists are forgotten. */
  readonly version: number;
}

export interface LookupCacheOptions {
  /** The longest a list is served without checking the shared version (CACHE_STALE_MS); 0 checks on every read. */
  staleMs?: number;
  /** The clock (tests). */
  now?: () => number;
}

/** CACHE_STALE_MS's default: how long another instance may serve a list after an admin changed it. */
const DEFAULT_CACHE_STALE_MS = 2000;

/**
 * A strong entity tag of the text in its language: the same list always has the same tag, across
 * restarts too, and a list that reads the same in two languages still has one tag per language.
 */
function entityTag(text: string, locale: Locale): string {
  return `"${createHash('sha256').update(locale).update('\n').update(text).digest('base64url').slice(0, 27)}"`;
}

/** A list's every language at once: one read of the database serves them all. */
type CachedLanguages = Record<Locale, CachedLookup>;

/** Whether an If-None-Match header names `etag` (or is `*`); weak comparison, as RFC 9110 asks for GET. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export function createLookupCache(db: Db, options: LookupCacheOptions = {}): LookupCache {
  const staleMs = options.staleMs ?? DEFAULT_CACHE_STALE_MS;
  const now = options.now ?? Date.now;
  let version = 1;
  /** Each list being read or read, with its value once it has loaded (for `peek`). */
  let lists = new Map<LookupName, { read: Promise<CachedLanguages>; value?: CachedLanguages }>();
  /** The shared version the lists were loaded under, and when it was read (the clock before the query). */
  let shared: number | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | undefined;

  const forget = () => {
    version += 1;
    lists = new Map();
  };
  const load = async (name: LookupName): Promise<CachedLanguages> => {
    const items = (await findOfferedLookupItems(db, name)) as object[];
    const inLanguage = (locale: Locale): CachedLookup => {
      const json = JSON.stringify(items.map((item) => lookupItemInLanguage(item, locale)));
      return { json, etag: entityTag(json, locale) };
    };
    return Object.fromEntries(LOCALES.map((locale) => [locale, inLanguage(locale)])) as CachedLanguages;
  };
  const cached = (name: LookupName): Promise<CachedLanguages> => {
    const current = lists;
    let entry = current.get(name);
    if (!entry) {
      const read = load(name);
      const added: { read: Promise<CachedLanguages>; value?: CachedLanguages } = { read };
      read.then(
        (lookup) => {
          added.value = lookup;
        },
        // A failed read is not remembered: the next request tries the database again.
        () => current.delete(name),
      );
      current.set(name, added);
      entry = added;
    }
    return entry.read;
  };
  /** Reads the shared version (one query at a time for all callers) and forgets the lists when it moved. */
  const check = (): Promise<void> => {
    checking ??= (async () => {
      const startedAt = now();
      try {
        const latest = await readCacheVersion(db, LOOKUPS_CACHE);
        if (latest !== shared) {
          shared = latest;
          forget();
        }
        checkedAt = startedAt;
      } finally {
        checking = undefined;
      }
    })();
    return checking;
  };

  return {
    get: (name, locale = DEFAULT_LOCALE) => {
      // The hot path stays synchronous: within the bound, no query and no extra await.
      if (now() - checkedAt < staleMs) return cached(name).then((languages) => languages[locale]);
      return check().then(() => cached(name).then((languages) => languages[locale]));
    },
    peek: (name, locale = DEFAULT_LOCALE) =>
      now() - checkedAt < staleMs ? lists.get(name)?.value?.[locale] : undefined,
    invalidate: forget,
    get version() {
      return version;
    },
  };
}

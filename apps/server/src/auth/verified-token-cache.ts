/**
 * Tokens already verified in full, keyed by the exact token string, each kept until its own
 * expiry and no longer. A token that differs in any character (another user's, a tampered one)
 * is a miss and is verified in full. Bounded: the oldest entry makes room for a new one.
 */
export interface VerifiedTokenCache<T> {
  /** The value stored for exactly this token, if it has not expired yet. */
  get: (token: string) => T | undefined;
  /** Keeps `value` for `token` until `expiresAtMs` (epoch milliseconds); an expired one is not kept. */
  set: (token: string, value: T, expiresAtMs: number) => void;
  readonly size: number;
}

export interface VerifiedTokenCacheOptions {
  /** At most this many tokens are kept (default 10,000). */
  maxEntries?: number;
  /** The clock, in epoch milliseconds (tests move it). */
  now?: () => number;
}

/**
 * The map's key: the token's last characters (of a JWT, its signature's). A token arrives as a new
 * string on every request, and hashing all of its 800 characters for the lookup was 2–3 % of a
 * cached request's time (issue 32); the entry keeps the whole token, compared in full.
 */
const KEY_LENGTH = 64;
const keyOf = (token: string) => (token.length > KEY_LENGTH ? token.slice(-KEY_LENGTH) : token);

export function createVerifiedTokenCache<T>(options: VerifiedTokenCacheOptions = {}): VerifiedTokenCache<T> {
  const { maxEntries = 10_000, now = Date.now } = options;
  const entries = new Map<string, { token: string; value: T; expiresAtMs: number }>();
  return {
    get: (token) => {
      const key = keyOf(token);
      const entry = entries.get(key);
      if (!entry || entry.token !== token) return undefined;
      if (now() >= entry.expiresAtMs) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set: (token, value, expiresAtMs) => {
      if (maxEntries <= 0 || now() >= expiresAtMs) return;
      const key = keyOf(token);
      entries.delete(key);
      // Map keeps insertion order: the first key is the oldest.
      while (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { token, value, expiresAtMs });
    },
    get size() {
      return entries.size;
    },
  };
}

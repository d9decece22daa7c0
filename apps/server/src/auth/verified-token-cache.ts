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

export function createVerifiedTokenCache<T>(options: VerifiedTokenCacheOptions = {}): VerifiedTokenCache<T> {
  const { maxEntries = 10_000, now = Date.now } = options;
  const entries = new Map<string, { value: T; expiresAtMs: number }>();
  return {
    get: (token) => {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (now() >= entry.expiresAtMs) {
        entries.delete(token);
        return undefined;
      }
      return entry.value;
    },
    set: (token, value, expiresAtMs) => {
      if (maxEntries <= 0 || now() >= expiresAtMs) return;
      entries.delete(token);
      // Map keeps insertion order: the first key is the oldest.
      while (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(token, { value, expiresAtMs });
    },
    get size() {
      return entries.size;
    },
  };
}

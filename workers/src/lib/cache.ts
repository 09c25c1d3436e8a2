/**
 * A small response cache in the isolate's memory: JSON texts by key, each with an expiry, the least recently used
 * dropped first once the entry count or the total text size passes its bound. Keys carry the cache generation
 * (services/cache.ts), so invalidation is a new generation, never a sweep of every isolate.
 */
export interface ResponseCache {
  get(key: string): string | undefined;
  set(key: string, text: string, ttlMs: number): void;
  delete(key: string): void;
}

export function memoryCache(opts: { maxEntries: number; maxChars: number; now?: () => number }): ResponseCache {
  const now = opts.now ?? Date.now;
  // a Map keeps insertion order: re-inserting on a hit makes the first key the least recently used
  const entries = new Map<string, { text: string; expiresAt: number }>();
  let chars = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    chars -= entry.text.length;
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      drop(key);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(key, entry);
      chars += entry.text.length;
      return entry.text;
    },
    set(key, text, ttlMs) {
      drop(key);
      if (text.length > opts.maxChars) return;
      entries.set(key, { text, expiresAt: now() + ttlMs });
      chars += text.length;
      for (const oldest of entries.keys()) {
        if (entries.size <= opts.maxEntries && chars <= opts.maxChars) break;
        drop(oldest);
      }
    },
    delete: drop,
  };
}

/** A small value the isolate trusts for `ttlMs` after reading it (kept as JSON in the cache), else loaded and kept. */
export async function remembered<T>(cache: ResponseCache, key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const memo = cache.get(key);
  if (memo !== undefined) return JSON.parse(memo) as T;
  const value = await load();
  cache.set(key, JSON.stringify(value), ttlMs);
  return value;
}

/** Caches nothing: for callers that must always read fresh. */
export const noCache: ResponseCache = { get: () => undefined, set: () => undefined, delete: () => undefined };

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

/**
 * A small value the isolate trusts for `ttlMs` after reading it, else loaded and kept. With `staleMs`, once it is due
 * one request reloads it while the others go on with the value held, for at most `staleMs` more. With `newest`, a
 * load during which another request stored a value keeps what `newest` picks of the two, so a read that began before
 * a change never brings back the value from before it.
 */
export async function remembered<T>(
  cache: ResponseCache,
  key: string,
  ttlMs: number,
  load: () => Promise<T>,
  opts: { staleMs?: number; newest?: (stored: T, loaded: T) => T } = {},
): Promise<T> {
  const { staleMs = 0, newest } = opts;
  const held = cache.get(key);
  if (held !== undefined && (staleMs === 0 || cache.get(`${key}#fresh`) !== undefined || leading(cache, key))) return JSON.parse(held) as T;
  const text = await loadOnce(
    cache,
    key,
    () => (cache.get(`${key}#fresh`) !== undefined ? cache.get(key) : undefined),
    async () => {
      const loaded = await load();
      // only a value stored while this load was under way competes (the one held before it is what is being replaced)
      const stored = newest ? cache.get(key) : undefined;
      const chosen = newest && stored !== undefined && stored !== held ? newest(JSON.parse(stored) as T, loaded) : loaded;
      const kept = JSON.stringify(chosen);
      cache.set(key, kept, ttlMs + staleMs);
      if (staleMs) cache.set(`${key}#fresh`, '', ttlMs);
      return kept;
    },
  );
  return JSON.parse(text) as T;
}

/** How often a request waiting on another's load looks for its answer in the cache. */
const POLL_MS = 2;
/** How long the others wait on one load before one of them loads itself: the leader's request may have been cut short. */
export const LEAD_MS = 2_000;

// Loads under way in each isolate, by key: when each leader's turn ends. Only numbers are shared between requests,
// never a promise: workerd cancels a request that awaits a promise another request's I/O settles once that one ends.
const leads = new WeakMap<ResponseCache, Map<string, { until: number }>>();
function leadsOf(cache: ResponseCache) {
  let map = leads.get(cache);
  if (!map) {
    map = new Map();
    leads.set(cache, map);
  }
  return map;
}
const leading = (cache: ResponseCache, key: string) => (leadsOf(cache).get(key)?.until ?? 0) > Date.now();

/**
 * Concurrent loads of one key cost one: the first request loads, the others poll the cache until its answer is there
 * (`ready`), and one of them takes over if the leader fails or takes longer than `LEAD_MS`.
 */
export async function loadOnce(
  cache: ResponseCache,
  key: string,
  ready: () => string | undefined,
  load: () => Promise<string>,
): Promise<string> {
  const map = leadsOf(cache);
  while (leading(cache, key)) {
    await new Promise((wake) => setTimeout(wake, POLL_MS));
    const answer = ready();
    if (answer !== undefined) return answer;
  }
  const lead = { until: Date.now() + LEAD_MS };
  map.set(key, lead);
  try {
    return await load();
  } finally {
    if (map.get(key) === lead) map.delete(key);
  }
}

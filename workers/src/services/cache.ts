import { eq, sql } from 'drizzle-orm';
import { platformSettings } from '../db/schema';
import type { Deps } from '../deps';
import { LEAD_MS, loadOnce, remembered } from '../lib/cache';

/** The platform setting whose number is part of every cache key: a new number drops every isolate's entries at once. */
const GENERATION_KEY = 'cacheGeneration';
/** Long enough to spare the database under load, short enough for what no event reports (next free times, ratings). */
export const TUTOR_CACHE_TTL_MS = 60_000;

/** Where the isolate remembers the generation it read (no generation in this key: it is the generation). */
const GENERATION_MEMO_KEY = 'cache-generation';
/**
 * How long an isolate trusts the generation it read, so a cache hit costs no database read. Shorter than the clients'
 * batching of tutor events (TUTORS_CACHE_BATCH_MS, 1 s): the refetch an event triggers comes after every isolate's
 * memo from before the change has lapsed. The isolate that bumps it knows at once.
 */
export const GENERATION_MEMO_MS = 500;
/**
 * Once the memo is due, one request reads the generation while the others keep the one they hold, for at most this
 * long more: a generation is never trusted past GENERATION_MEMO_MS + GENERATION_STALE_MS (800 ms), still under 1 s.
 */
export const GENERATION_STALE_MS = 300;

export function cacheGeneration(deps: Deps): Promise<number> {
  return remembered(
    deps.cache,
    GENERATION_MEMO_KEY,
    GENERATION_MEMO_MS,
    async () => {
      const [row] = await deps.db
        .select({ value: platformSettings.value })
        .from(platformSettings)
        .where(eq(platformSettings.key, GENERATION_KEY));
      const value = Number(row?.value ?? 0);
      return Number.isFinite(value) ? value : 0;
      // a bump this isolate made while the read was under way stays: the generation never goes back
    },
    { staleMs: GENERATION_STALE_MS, newest: Math.max },
  );
}

/** Starts a new cache generation (one atomic upsert, so concurrent bumps never lose one) and answers it. */
export async function bumpCacheGeneration(deps: Deps): Promise<number> {
  const [row] = await deps.db.all<{
    value: unknown;
  }>(sql`insert into ${platformSettings} (key, value, updated_at) values (${GENERATION_KEY}, '1', ${deps.now()})
    on conflict (key) do update set value = cast(cast(value as integer) + 1 as text), updated_at = excluded.updated_at
    returning value`);
  const generation = Number(row?.value ?? 0);
  deps.cache.set(GENERATION_MEMO_KEY, JSON.stringify(generation), GENERATION_MEMO_MS + GENERATION_STALE_MS);
  deps.cache.set(`${GENERATION_MEMO_KEY}#fresh`, '', GENERATION_MEMO_MS);
  return generation;
}

/**
 * How long past its expiry a stored answer is still given, while the first request to find it due reloads it after
 * answering: no visitor waits on a reload of an answer some traffic keeps asking for.
 */
export const TUTOR_CACHE_STALE_MS = 30_000;

export type CacheVerdict = 'hit' | 'stale' | 'miss';

/**
 * A JSON answer from the response cache, else loaded, stored and answered; concurrent misses of one key in an isolate
 * load it once. An answer past its expiry (within TUTOR_CACHE_STALE_MS) is given as held, and the one request that found
 * it due reloads it through `later` (after its answer). The generation is read once for the request, so an entry is
 * used only while no flush or tutor change happened since it was stored.
 */
export async function cachedJson(
  deps: Deps,
  key: string,
  load: () => Promise<unknown>,
  later: (work: () => Promise<unknown>) => Promise<void>,
): Promise<{ text: string; verdict: CacheVerdict }> {
  const fullKey = `${await cacheGeneration(deps)}:${key}`;
  const freshKey = `${fullKey}#fresh`;
  const store = async () => {
    const text = JSON.stringify(await load());
    deps.cache.set(fullKey, text, TUTOR_CACHE_TTL_MS + TUTOR_CACHE_STALE_MS);
    deps.cache.set(freshKey, '', TUTOR_CACHE_TTL_MS);
    return text;
  };
  const held = deps.cache.get(fullKey);
  if (held !== undefined) {
    if (deps.cache.get(freshKey) !== undefined) return { text: held, verdict: 'hit' };
    // marked fresh while this request reloads it, so the others keep answering as held; a failed reload lapses in LEAD_MS
    deps.cache.set(freshKey, '', LEAD_MS);
    await later(store);
    return { text: held, verdict: 'stale' };
  }
  let loaded = false;
  const text = await loadOnce(
    deps.cache,
    fullKey,
    () => deps.cache.get(fullKey),
    () => {
      loaded = true;
      return store();
    },
  );
  return { text, verdict: loaded ? 'miss' : 'hit' };
}

/** A cache key for a validated query: its fields in a fixed order. */
export const queryKey = (q: Record<string, unknown>) =>
  JSON.stringify(
    Object.keys(q)
      .sort()
      .filter((k) => q[k] !== undefined)
      .map((k) => [k, q[k]]),
  );

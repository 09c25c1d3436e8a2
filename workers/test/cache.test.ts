import { type CacheFlushed, type Paged, Role, type TutorCard, type TutorInfo } from '@kalam/core';
import type { InStatement } from '@libsql/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TUTORS_CACHE_BATCH_MS } from '../../web/src/features/tutors/hooks/use-tutors-cache';
import { createApp } from '../src/app';
import { users } from '../src/db/schema';
import { LEAD_MS, loadOnce, memoryCache } from '../src/lib/cache';
import { cachedJson, GENERATION_MEMO_MS, GENERATION_STALE_MS, TUTOR_CACHE_STALE_MS, TUTOR_CACHE_TTL_MS } from '../src/services/cache';
import { addPerson, makeTestApp } from './helpers';

let t: Awaited<ReturnType<typeof makeTestApp>>;
type Person = Awaited<ReturnType<typeof addPerson>>;
let admin: Person;
let tutor: Person;

beforeAll(async () => {
  t = await makeTestApp({ seed: false });
  admin = await addPerson(t, { role: Role.RegularAdmin });
  tutor = await addPerson(t, { role: Role.Tutor, name: 'Cached Tutor' });
});
afterAll(() => t.close());

const rename = (name: string) => t.deps.db.update(users).set({ name }).where(eq(users.id, tutor.id));
const list = async (app = t.app) => {
  const res = await app.request('/api/v1/user/tutor/list/onboarded?size=50');
  return { cache: res.headers.get('x-cache'), names: ((await res.json()) as Paged<TutorCard>).list.map((c) => c.name) };
};
const info = async () => {
  const res = await t.request(`/user/tutor/info/${tutor.id}`);
  return { cache: res.headers.get('x-cache'), name: ((await res.json()) as TutorInfo).name };
};
const flush = (who: Person | null) => t.request('/cache/flush', { method: 'DELETE', headers: who?.headers });

describe('the tutor response cache', () => {
  it('serves a stored tutor list after a direct database change until a flush', async () => {
    await rename('Before Flush');
    expect(await list()).toEqual({ cache: 'miss', names: ['Before Flush'] });
    await rename('After Flush');
    expect(await list()).toEqual({ cache: 'hit', names: ['Before Flush'] });
    expect(await info()).toEqual({ cache: 'miss', name: 'After Flush' });

    t.realtime.sent.length = 0;
    const res = await flush(admin);
    expect(res.status).toBe(200);
    expect(((await res.json()) as CacheFlushed).generation).toBeGreaterThan(0);
    expect(t.realtime.sent).toEqual([{ to: 'tutors-cache', event: { type: 'tutors-cache-updated' } }]);
    expect(await list()).toEqual({ cache: 'miss', names: ['After Flush'] });
  });

  it('drops stored answers when a tutor changes (tutor-updated), and keys them by query', async () => {
    await info();
    expect((await list()).cache).toBe('hit');
    expect((await info()).cache).toBe('hit');
    await rename('Quietly Renamed');
    const res = await t.request(`/user/${tutor.id}`, {
      method: 'PUT',
      headers: tutor.headers,
      body: JSON.stringify({ tutor: { about: 'أدرّس المحادثة منذ سنوات' } }),
    });
    expect(res.status).toBe(200);
    expect(await list()).toEqual({ cache: 'miss', names: ['Quietly Renamed'] });
    expect(await info()).toEqual({ cache: 'miss', name: 'Quietly Renamed' });
    // another query is another entry
    const other = await t.request('/user/tutor/list/onboarded?size=50&sortBy=name');
    expect(other.headers.get('x-cache')).toBe('miss');
    const same = await t.request('/user/tutor/list/onboarded?sortBy=name&size=50');
    expect(same.headers.get('x-cache')).toBe('hit');
  });

  it('is invalidated in every isolate by one flush, since the generation lives in the database', async () => {
    const otherIsolate = await createApp({ ...t.deps, cache: memoryCache({ maxEntries: 10, maxChars: 1_000_000, now: t.deps.now }) });
    await rename('Shared Name');
    await flush(admin);
    expect(await list(otherIsolate)).toEqual({ cache: 'miss', names: ['Shared Name'] });
    await rename('Renamed Again');
    expect((await list(otherIsolate)).names).toEqual(['Shared Name']);
    await flush(admin);
    // the other isolate trusts the generation it read for a moment, shorter than clients wait before refetching
    expect(GENERATION_MEMO_MS + GENERATION_STALE_MS).toBeLessThan(TUTORS_CACHE_BATCH_MS);
    expect((await list(otherIsolate)).names).toEqual(['Shared Name']);
    t.advance(GENERATION_MEMO_MS);
    expect(await list(otherIsolate)).toEqual({ cache: 'miss', names: ['Renamed Again'] });
  });

  it('keeps the generation this isolate bumped while a read of the older one was under way', async () => {
    await flush(admin);
    await rename('Old Name');
    expect(await list()).toEqual({ cache: 'miss', names: ['Old Name'] });
    await rename('New Name');
    expect((await list()).cache).toBe('hit');
    // the memo is due: the next request reads the generation, and that read's answer is held until after a flush
    t.advance(GENERATION_MEMO_MS);
    const { execute } = t.client;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let readStarted!: () => void;
    const reading = new Promise<void>((resolve) => (readStarted = resolve));
    let holding = true;
    t.client.execute = (async (...args: Parameters<typeof execute>) => {
      const result = await execute.apply(t.client, args);
      const statement = args[0] as InStatement;
      const sql = typeof statement === 'string' ? statement : statement.sql;
      if (holding && /^\s*select/i.test(sql) && JSON.stringify(statement).includes('cacheGeneration')) {
        holding = false;
        readStarted();
        await held;
      }
      return result;
    }) as typeof execute;
    try {
      const during = list();
      await reading;
      expect((await flush(admin)).status).toBe(200);
      release();
      await during; // begun before the flush: either name is right for it
    } finally {
      t.client.execute = execute;
    }
    expect((await list()).names).toEqual(['New Name']);
  });

  it('answers an expired entry as held while reloading it after the answer, and drops it once too old', async () => {
    await flush(admin);
    await rename('Held Name');
    expect(await list()).toEqual({ cache: 'miss', names: ['Held Name'] });
    await rename('Reloaded Name');
    t.advance(TUTOR_CACHE_TTL_MS);
    // without a runtime (tests) the reload after the answer is awaited, so the next request finds it done
    expect(await list()).toEqual({ cache: 'stale', names: ['Held Name'] });
    expect(await list()).toEqual({ cache: 'hit', names: ['Reloaded Name'] });
    t.advance(TUTOR_CACHE_TTL_MS + TUTOR_CACHE_STALE_MS);
    expect((await list()).cache).toBe('miss');
    expect((await list()).cache).toBe('hit');
  });

  it('lets one request reload a due entry while the others answer it as held; a failed reload is tried again', async () => {
    const key = `stale-test:${Math.random()}`;
    let version = 0;
    const load = async () => ({ version: ++version });
    // the reloads stale answers leave for after them, run (or not) by the test
    const reloads: (() => Promise<unknown>)[] = [];
    const ask = () => cachedJson(t.deps, key, load, async (work) => void reloads.push(work));

    expect(await ask()).toEqual({ text: '{"version":1}', verdict: 'miss' });
    t.advance(TUTOR_CACHE_TTL_MS);
    expect(await ask()).toEqual({ text: '{"version":1}', verdict: 'stale' });
    // while that reload is pending, the others get the held answer and leave none
    expect(await ask()).toEqual({ text: '{"version":1}', verdict: 'hit' });
    expect(reloads).toHaveLength(1);
    await reloads[0]?.();
    expect(await ask()).toEqual({ text: '{"version":2}', verdict: 'hit' });

    // a reload that never runs: once LEAD_MS has passed, the next request takes it on
    t.advance(TUTOR_CACHE_TTL_MS);
    expect((await ask()).verdict).toBe('stale');
    t.advance(LEAD_MS);
    expect(await ask()).toEqual({ text: '{"version":2}', verdict: 'stale' });
    expect(reloads).toHaveLength(3);
    await reloads[2]?.();
    expect(await ask()).toEqual({ text: '{"version":3}', verdict: 'hit' });
  });

  it('is flushed by admins only', async () => {
    for (const role of [Role.Student, Role.Tutor, Role.TutorManager, Role.Studio]) {
      expect((await flush(await addPerson(t, { role }))).status).toBe(403);
    }
    expect((await flush(null)).status).toBe(401);
    expect((await flush(await addPerson(t, { role: Role.SuperAdmin }))).status).toBe(200);
  });
});

describe('loads shared by the requests of an isolate', () => {
  it('hands a failed load to one of the requests waiting on it, which all get its answer', async () => {
    const cache = memoryCache({ maxEntries: 10, maxChars: 1_000, now: () => 0 });
    let loads = 0;
    const failing = loadOnce(
      cache,
      'k',
      () => cache.get('k'),
      async () => {
        loads++;
        await new Promise((wake) => setTimeout(wake, 5));
        throw new Error('cut short');
      },
    );
    const waiting = Array.from({ length: 3 }, () =>
      loadOnce(
        cache,
        'k',
        () => cache.get('k'),
        async () => {
          loads++;
          cache.set('k', 'answer', 1_000);
          return 'answer';
        },
      ),
    );
    await expect(failing).rejects.toThrow('cut short');
    expect(await Promise.all(waiting)).toEqual(['answer', 'answer', 'answer']);
    expect(loads).toBe(2);
  });
});

describe('memoryCache', () => {
  it('drops the least recently used entry past its entry or size bound, and expired entries', () => {
    let now = 0;
    const cache = memoryCache({ maxEntries: 2, maxChars: 10, now: () => now });
    cache.set('a', 'aaa', 100);
    cache.set('b', 'bbb', 100);
    expect(cache.get('a')).toBe('aaa');
    cache.set('c', 'ccc', 100);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['aaa', undefined, 'ccc']);
    cache.set('d', 'dddddddd', 100);
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual([undefined, undefined, 'dddddddd']);
    cache.set('huge', 'x'.repeat(11), 100);
    expect(cache.get('huge')).toBeUndefined();
    now = 100;
    expect(cache.get('d')).toBeUndefined();
  });
});

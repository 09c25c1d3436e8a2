import { resolve } from 'node:path';
import { createClient } from '@libsql/client';
import { availabilityPath, bookingCandidates, LIST_PATHS, mintToken } from './api';
import { type Figure, round } from './figure';
import { COUNTS, type LargeDatabase, studentId } from './large-db';
import { cpuPerRequest } from './worker';
import { profileWorker } from './worker-profile';

/** Sequential requests measured per endpoint (bookings: fewer, each costs several times more and writes a lesson). */
const REQUESTS = 2_000;
const BOOKINGS = 500;
/** Unmeasured requests before each measured run. */
const WARM = 50;
/** Profiles the cached case asks for. */
const CACHED_PROFILES = 20;
/** Requests per endpoint under the profiler (`BENCH_PROFILE=1`), after the measured ones. */
const PROFILED = 200;

interface Endpoint {
  name: string;
  path: (i: number) => string;
  init?: (i: number) => RequestInit;
  /** the answers expected: statuses, and the response cache's verdict where there is one */
  statuses: number[];
  cache?: 'hit' | 'miss';
  /** the most CPU per request, as a multiple of `GET /health`'s; none: informational */
  max?: number;
  count?: number;
  /** signed-in sessions, each seen once (unmeasured) before the run, as a visitor's first request would have */
  sessions?: string[];
  /** work before the run (unmeasured) */
  before?: () => Promise<void>;
}

/**
 * Worker CPU per request (issue 19): the workerd process's CPU (user + system, from /proc) over 2,000 sequential
 * requests of each endpoint on the deployed bundle, one at a time after 50 unmeasured, as a ratio to `GET /health`'s.
 * The process is the isolate plus workerd's HTTP work for the request and its database subrequests; the libSQL server
 * and the client are other processes. Every answer is checked, so a ratio is never of refusals.
 * A sign-in records when it was last seen at most every five minutes, after the answer: steady traffic finds it fresh,
 * so each signed-in run's sessions are seen once before it; the write's own cost is the row with it due on every request.
 */
export async function cpuPerRequestBench(
  worker: { url: string; pids: number[]; dbUrl: string },
  db: LargeDatabase,
  log: (line: string) => void,
  profile?: { inspectorPort: number; dir: string; map: string },
): Promise<Figure[]> {
  // students 1…2,000 ask for /user/current; 2,001… book (none of them books in the load runs)
  const tokens = await Promise.all(
    Array.from({ length: 2_000 + WARM + BOOKINGS + PROFILED }, (_, i) => mintToken(db.jwtSecret, studentId(i + 1))),
  );
  const auth = (n: number) => ({ authorization: `Bearer ${tokens[n]}` });
  // students 3,001…: sessions last seen long ago, so every request records it
  const DUE_FROM = 3_001;
  const due = await Promise.all(
    Array.from({ length: REQUESTS + WARM + PROFILED }, (_, i) => mintToken(db.jwtSecret, studentId(DUE_FROM + i))),
  );
  const lastSeenLongAgo = async () => {
    const client = createClient({ url: worker.dbUrl });
    await client
      .execute({
        sql: 'update sign_ins set last_seen_at = 0 where id between ? and ?',
        args: [studentId(DUE_FROM), studentId(DUE_FROM + due.length - 1)],
      })
      .finally(() => client.close());
  };
  // tutors 1,001–2,000: the load runs book only the first 1,000
  const candidates = bookingCandidates(db, 1_001, 2_000);
  const book = (i: number) => ({
    method: 'POST',
    headers: { ...auth(2_000 + i), 'content-type': 'application/json' },
    body: JSON.stringify({ tutorId: candidates[i]!.tutorId, start: candidates[i]!.start, duration: 30 }),
  });
  const endpoints: Endpoint[] = [
    { name: 'GET /health (one select 1)', path: () => '/api/v1/health', statuses: [200] },
    {
      name: 'GET /user/current',
      max: 1.2,
      path: () => '/api/v1/user/current',
      init: (i) => ({ headers: auth(i % 2_000) }),
      statuses: [200],
      sessions: tokens.slice(0, 2_000),
    },
    {
      name: 'GET /user/current, a session’s first request (token verified, last seen recorded)',
      path: () => '/api/v1/user/current',
      init: (i) => ({ headers: { authorization: `Bearer ${due[i]}` } }),
      statuses: [200],
      before: lastSeenLongAgo,
    },
    { name: 'tutor list (cached)', max: 1.2, path: (i) => LIST_PATHS[i % LIST_PATHS.length]!, statuses: [200], cache: 'hit' },
    {
      name: 'tutor profile (cached)',
      max: 1.2,
      path: (i) => `/api/v1/user/tutor/info/${1 + (i % CACHED_PROFILES)}`,
      statuses: [200],
      cache: 'hit',
    },
    { name: 'bookable times, 14 days', max: 3, path: (i) => availabilityPath(db, 1 + ((i * 7919) % COUNTS.tutors)), statuses: [200] },
    // tutors never asked for in this isolate: every answer is built from the database
    { name: 'tutor profile (miss)', path: (i) => `/api/v1/user/tutor/info/${5_001 + i}`, statuses: [200], cache: 'miss' },
    // a time a seeded lesson already holds is refused (409) after the same reads
    {
      name: 'booking (POST /lesson)',
      max: 6,
      count: BOOKINGS,
      path: () => '/api/v1/lesson',
      init: book,
      statuses: [201, 409],
      sessions: tokens.slice(2_000),
    },
  ];

  const measured: { e: Endpoint; us: number; n: number; statuses: Record<number, number>; verdicts: number }[] = [];
  for (const e of endpoints) {
    const n = e.count ?? REQUESTS;
    const statuses: Record<number, number> = {};
    let verdicts = 0;
    await e.before?.();
    for (const token of e.sessions ?? [])
      await fetch(`${worker.url}/api/v1/user/current`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.arrayBuffer());
    // a cached case's keys are loaded first, as steady traffic would have
    if (e.cache === 'hit')
      for (let i = 0; i < Math.min(n, LIST_PATHS.length); i++) await fetch(`${worker.url}${e.path(i)}`).then((r) => r.arrayBuffer());
    const us = await cpuPerRequest(
      worker.pids,
      n,
      async (i) => {
        const res = await fetch(`${worker.url}${e.path(i)}`, e.init?.(i));
        await res.arrayBuffer();
        if (!e.statuses.includes(res.status)) throw new Error(`${e.name} (request ${i}) answered ${res.status}`);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        // entries live 60 s: on a slow machine a cached key may expire and be loaded again mid-run
        if (e.cache && res.headers.get('x-cache') === e.cache) verdicts++;
      },
      WARM,
    );
    log(`  ${e.name}: ${Math.round(us)} µs CPU per request over ${n}`);
    measured.push({ e, us, n, statuses, verdicts });
    if (profile) {
      // the requests after the measured ones: new bookings and misses, the same mix otherwise
      const file = resolve(profile.dir, `worker-${e.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.cpuprofile`);
      const { total, top, places } = await profileWorker(profile.inspectorPort, file, profile.map, async () => {
        for (let i = n + WARM; i < n + WARM + PROFILED; i++)
          await fetch(`${worker.url}${e.path(i)}`, e.init?.(i)).then((r) => r.arrayBuffer());
      });
      log(`    profile of ${PROFILED}: ${round(total / PROFILED, 2)} ms sampled per request; most self time:`);
      for (const f of top) log(`      ${round(f.ms / PROFILED, 3)} ms  ${f.name}`);
      log('    by place:');
      for (const f of places) log(`      ${round(f.ms / PROFILED, 3)} ms  ${f.name}`);
    }
  }
  const health = measured[0]!;
  return measured.map(({ e, us, n, statuses, verdicts }, i) => {
    const counts = Object.entries(statuses)
      .map(([s, k]) => `${s}×${k}`)
      .join(' ');
    const answers = `${n} sequential requests (${WARM} before unmeasured); answers ${counts}${e.cache ? `, x-cache ${e.cache} ${verdicts}/${n + WARM}` : ''}`;
    if (i === 0) {
      return {
        name: `Worker CPU per request: ${e.name}`,
        value: Math.round(us),
        unit: 'µs',
        target: 'informational',
        ok: true,
        note: `workerd process; ${answers}`,
      };
    }
    const ratio = round(us / health.us, 2);
    // a cached case counts only if nearly every answer was a hit
    const cached = !e.cache || verdicts >= 0.99 * (n + WARM);
    return {
      name: `Worker CPU per request: ${e.name}, ratio to GET /health`,
      value: ratio,
      unit: '×',
      target: e.max ? `≤ ${e.max}×` : 'informational',
      ok: (!e.max || ratio <= e.max) && cached,
      note: `${Math.round(us)} µs vs ${Math.round(health.us)} µs; ${answers}`,
    };
  });
}

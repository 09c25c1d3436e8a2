import { join } from 'node:path';
import { BOOKING_GRID_MINUTES, DAY_MS, expandWeekly, MINUTE_MS, Role, type WeeklyRule, weekdaysOf } from '@kalam/core';
import autocannon from 'autocannon';
import { SignJWT } from 'jose';
import Database from 'libsql';
import { type Figure, percentile, round } from './figure';
import { COUNTS, type LargeDatabase, roomOf, studentId } from './large-db';
import { codeOf, openLoad } from './open-loop';
import { userFacingFigures } from './user-facing';

/** What one autocannon run saw, from its own response events (every answer, whatever its status). */
export interface LoadResult {
  name: string;
  connections: number;
  seconds: number;
  requests: number;
  p50: number;
  p99: number;
  max: number;
  /** answered requests per second over the run */
  rps: number;
  /** answers in the slowest one-second bucket (0 = a stall) */
  minPerSecond: number;
  /** answers in each second of the run */
  perSecond: number[];
  statuses: Record<string, number>;
  /** error codes of 4xx/5xx answers, when the run reads bodies */
  codes: Record<string, number>;
  /** socket errors and timeouts (no answer at all) */
  errors: number;
  /** open loop only: the slowest answers (latency, when sent, cache verdict, path) and cache verdicts counted */
  slowest?: string[];
  cache?: Record<string, number>;
  timeouts: number;
}

type Request = autocannon.Request;

/** Runs autocannon against the stack and measures latency from every answer (autocannon keeps only 2xx latencies). */
export async function load(
  url: string,
  name: string,
  /** with `rate`, the run is open loop (`openLoad`): requests leave on a schedule, not when a connection is free */
  opts: { connections: number; seconds: number; requests: Request[]; readCodes?: boolean; rate?: number },
): Promise<LoadResult> {
  const latencies: number[] = [];
  const perSecond: number[] = [];
  const statuses: Record<string, number> = {};
  const codes: Record<string, number> = {};
  const requests = opts.readCodes
    ? opts.requests.map((r) => ({
        ...r,
        onResponse: (status: number, body: string) => {
          if (status < 400) return;
          const code = codeOf(body) ?? `http-${status}`;
          codes[code] = (codes[code] ?? 0) + 1;
        },
      }))
    : opts.requests;
  const instance = autocannon({ url, connections: opts.connections, duration: opts.seconds, requests, timeout: 10 });
  const t0 = performance.now();
  let timeouts = 0;
  (instance as unknown as NodeJS.EventEmitter).on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
    statuses[status] = (statuses[status] ?? 0) + 1;
    const second = Math.floor((performance.now() - t0) / 1000);
    perSecond[second] = (perSecond[second] ?? 0) + 1;
  });
  (instance as unknown as NodeJS.EventEmitter).on('timeout', () => timeouts++);
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const whole = Math.max(1, Math.floor(opts.seconds));
  const buckets = Array.from({ length: whole }, (_, i) => perSecond[i] ?? 0);
  return {
    name,
    connections: opts.connections,
    seconds: opts.seconds,
    requests: latencies.length,
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? Number.NaN),
    rps: round(latencies.length / opts.seconds, 0),
    minPerSecond: Math.min(...buckets),
    perSecond: buckets,
    statuses,
    codes,
    errors: result.errors,
    timeouts: Math.max(timeouts, result.timeouts),
  };
}

/** Booking answers that are neither a booking (201) nor the conflicts that concurrent booking must produce (409 busy-tutor, conflicting-lessons). */
const bookingErrorsOf = (r: LoadResult) =>
  r.requests - (r.statuses['201'] ?? 0) - (r.codes['busy-tutor'] ?? 0) - (r.codes['conflicting-lessons'] ?? 0) + r.errors + r.timeouts;
const statusText = (r: LoadResult) =>
  Object.entries(r.statuses)
    .map(([s, n]) => `${s}×${n}`)
    .join(' ') + (r.errors || r.timeouts ? `, socket errors ${r.errors}, timeouts ${r.timeouts}` : '');
const non2xx = (r: LoadResult) =>
  Object.entries(r.statuses)
    .filter(([s]) => !s.startsWith('2'))
    .reduce((n, [, k]) => n + k, 0);
/** The short line printed beside a load figure; results.json keeps every run in full. */
const noteOf = (r: LoadResult) =>
  `p50 ${r.p50} ms · p99 ${r.p99} ms · max ${r.max} ms · ${r.rps.toLocaleString('en')} req/s · non-2xx ${non2xx(r)} · errors ${r.errors + r.timeouts}`;
/** The log line of a run. */
export const logOf = (r: LoadResult) =>
  `${r.connections} conn. × ${r.seconds} s: ${noteOf(r)}; ${r.requests} answers (${statusText(r)})${Object.keys(r.codes).length ? ` codes ${JSON.stringify(r.codes)}` : ''}`;

/** A token of the user's one sign-in (large-db numbers it as the user), naming the role as the app's tokens do. */
export const mintToken = (secret: string, userId: number, role: Role = Role.Student) => {
  const iat = Math.floor(Date.now() / 1000);
  return new SignJWT({ id: userId, sid: userId, gen: 1, role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + 86_400)
    .sign(new TextEncoder().encode(secret));
};

/** Random integer in [1, n]; a fixed sequence so runs ask for the same things. */
export function sequence(seed = 7) {
  let s = seed;
  return (n: number) => 1 + ((s = (Math.imul(s, 1103515245) + 12345) >>> 0) % n);
}

/** A student's bookable 30-minute start: tutor, start. Built from the tutors' weekly templates, 2–13 days ahead. */
interface Candidate {
  tutorId: number;
  start: number;
}

/**
 * Booking candidates over tutors `first`…`last`: every 30-minute step of each weekly template from two to thirteen
 * days ahead (past every notice period), shuffled. The load runs draw from them with replacement, so late in a run some
 * ask for a time taken meanwhile (409 busy-tutor) or a student already holds (409 conflicting-lessons).
 */
export function bookingCandidates(db: LargeDatabase, first: number, last: number): Candidate[] {
  const file = new Database(join(db.dataDir, 'kalam.db'), { readonly: true });
  const rows = file
    .prepare(`select tutor_id, weekdays, start_minute, duration_minutes, time_zone, valid_from from schedules
    where tutor_id between ? and ?`)
    .all(first, last) as {
    tutor_id: number;
    weekdays: number;
    start_minute: number;
    duration_minutes: number;
    time_zone: string;
    valid_from: number;
  }[];
  file.close();
  const out: Candidate[] = [];
  const from = db.now + 2 * DAY_MS;
  const to = db.now + 13 * DAY_MS;
  for (const r of rows) {
    const rule: WeeklyRule = {
      weekdays: weekdaysOf(r.weekdays),
      startMinute: r.start_minute,
      durationMinutes: r.duration_minutes,
      timeZone: r.time_zone,
      validFrom: r.valid_from,
      validUntil: null,
    };
    for (const range of expandWeekly([rule], from, to)) {
      for (let start = range.start; start + 30 * MINUTE_MS <= range.end; start += 30 * MINUTE_MS) out.push({ tutorId: r.tutor_id, start });
    }
  }
  const next = sequence(11);
  for (let i = out.length - 1; i > 0; i--) {
    const j = next(i + 1) - 1;
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The newest lesson's id: lessons after it were booked by the runs that follow. */
function lastLessonId(db: LargeDatabase): number {
  const file = new Database(join(db.dataDir, 'kalam.db'), { readonly: true });
  const row = file.prepare('select coalesce(max(id), 0) as id from lessons').get() as { id: number };
  file.close();
  return Number(row.id);
}

/**
 * Double bookings among the live lessons with ids after `afterId`, read from the database once the runs are over: a lesson
 * overlapping another live lesson of its tutor or of its student, and a lesson missing any of its tutor's 15-minute cells
 * (the cells' primary key is what refuses the next booking of that time).
 */
function doubleBookings(db: LargeDatabase, afterId: number) {
  const file = new Database(join(db.dataDir, 'kalam.db'), { readonly: true });
  const overlapping = (who: 'tutor_id' | 'student_id') => `coalesce(sum(exists (select 1 from lessons b
    where b.${who} = a.${who} and b.id <> a.id and b.canceled_at is null and b.start > a.start - ${DAY_MS}
    and b.start < a.start + a.duration * ${MINUTE_MS} and a.start < b.start + b.duration * ${MINUTE_MS})), 0)`;
  const cells = `(a.duration + ${BOOKING_GRID_MINUTES - 1}) / ${BOOKING_GRID_MINUTES}`;
  const row = file
    .prepare(`select count(*) as checked, ${overlapping('tutor_id')} as byTutor, ${overlapping('student_id')} as byStudent,
    coalesce(sum((select count(*) from tutor_cells c where c.lesson_id = a.id) < ${cells}), 0) as missingCells
    from lessons a where a.id > ? and a.canceled_at is null`)
    .get(afterId) as Record<'checked' | 'byTutor' | 'byStudent' | 'missingCells', number>;
  file.close();
  return {
    checked: Number(row.checked),
    byTutor: Number(row.byTutor),
    byStudent: Number(row.byStudent),
    missingCells: Number(row.missingCells),
  };
}

/** The tutor list's filter and sort shapes the loads ask for, each at pages 1–5 (`LIST_PATHS`). */
export const LIST_SHAPES = [
  '',
  'sortBy=lessons',
  'topic=3',
  'gender=female',
  'search=Tutor%2012&match=prefix',
  'period=morning',
  'minRating=4',
  'sortBy=name',
];
export const listPath = (q: string, page: number) => `/api/v1/user/tutor/list/onboarded?size=10&page=${page}${q ? `&${q}` : ''}`;
export const LIST_PATHS = LIST_SHAPES.flatMap((q) => [1, 2, 3, 4, 5].map((page) => listPath(q, page)));
/** A tutor's bookable times for the 14 days from the database's `now`. */
export const availabilityPath = (db: LargeDatabase, tutorId: number) =>
  `/api/v1/availability-slot?tutorId=${tutorId}&from=${db.now}&to=${db.now + 14 * DAY_MS}`;

/** Waits until the stack answers a health check quickly again (a backlog from the run before has drained); the wait in ms. */
export async function drain(url: string, limitMs = 60_000): Promise<number> {
  const t0 = performance.now();
  let fast = 0;
  while (fast < 3 && performance.now() - t0 < limitMs) {
    const s = performance.now();
    try {
      const res = await fetch(`${url}/api/v1/health`, { signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      fast = res.ok && performance.now() - s < 100 ? fast + 1 : 0;
    } catch {
      fast = 0;
    }
    if (fast < 3) await new Promise((r) => setTimeout(r, 200));
  }
  return Math.round(performance.now() - t0);
}

/** One GET timed alone, with the response cache's verdict. */
export async function timed(url: string): Promise<{ ms: number; cache: string | null; status: number }> {
  const t0 = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  return { ms: performance.now() - t0, cache: res.headers.get('x-cache'), status: res.status };
}

export interface ApiBenchOptions {
  /** the stack (`wrangler dev`) */
  url: string;
  db: LargeDatabase;
  log: (line: string) => void;
  /** the bundle as deployed, straight in one workerd over the stack's libSQL server: where the targets are judged */
  direct?: { start: () => Promise<{ url: string; stop(): Promise<void> }> };
}

/**
 * The API under load over the large database and the local libSQL server: the ceiling (a health check), the tutor list
 * (its response cache warm, and single misses), a tutor's profile and 14 days of bookable times, booking at 100
 * connections, chat history, and a trivial signed-in GET. The targets are judged on the deployed bundle in one workerd,
 * as Cloudflare runs it; the same loads through `wrangler dev` (its proxy Worker and inspector log every subrequest,
 * which production does not) follow for comparison.
 */
export async function apiBench({ url, db, log, direct }: ApiBenchOptions): Promise<{ figures: Figure[]; runs: LoadResult[] }> {
  const figures: Figure[] = [];
  const runs: LoadResult[] = [];
  // bench students 1…2,000 carry tokens: each has a subscription and a chat room
  const students = 2_000;
  const tokens: string[] = [];
  for (let n = 1; n <= students; n++) tokens.push(await mintToken(db.jwtSecret, studentId(n)));
  const auth = (n: number) => ({ authorization: `Bearer ${tokens[n - 1]}` });
  const pick = sequence();
  const chatPath = (n: number) => `/api/v1/chat/list/${roomOf(n).roomId}/messages?page=1&size=20`;
  let listIndex = 0;
  const candidates = bookingCandidates(db, 1, 1_000);
  const lessonsBefore = lastLessonId(db);

  // What each load asks for.
  const listRequests = (): Request[] => [
    { method: 'GET', setupRequest: (req) => ({ ...req, path: LIST_PATHS[listIndex++ % LIST_PATHS.length]! }) },
  ];
  const infoRequests = (): Request[] => [
    { method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/v1/user/tutor/info/${pick(COUNTS.tutors)}` }) },
  ];
  const timesRequests = (): Request[] => [
    { method: 'GET', setupRequest: (req) => ({ ...req, path: availabilityPath(db, pick(COUNTS.tutors)) }) },
  ];
  const bookRequests = (): Request[] => [
    {
      method: 'POST',
      setupRequest: (req) => {
        const c = candidates[pick(candidates.length) - 1]!;
        return {
          ...req,
          path: '/api/v1/lesson',
          headers: { ...auth(pick(students)), 'content-type': 'application/json' },
          body: JSON.stringify({ tutorId: c.tutorId, start: c.start, duration: 30 }),
        };
      },
    },
  ];
  const chatRequests = (): Request[] => [
    {
      method: 'GET',
      setupRequest: (req) => {
        const n = pick(students);
        return { ...req, path: chatPath(n), headers: auth(n) };
      },
    },
  ];
  const currentRequests = (): Request[] => [
    { method: 'GET', setupRequest: (req) => ({ ...req, path: '/api/v1/user/current', headers: auth(pick(students)) }) },
  ];

  /** The whole suite against one server; `label` prefixes the run names. */
  const suite = async (at: string, label: string, seconds: { list: number; other: number }) => {
    const run = async (name: string, opts: Parameters<typeof load>[2]) => {
      const r = opts.rate
        ? await openLoad(at, `${label}${name}`, { rate: opts.rate, seconds: opts.seconds, requests: opts.requests })
        : await load(at, `${label}${name}`, opts);
      runs.push(r);
      log(`  ${label}${name}: ${logOf(r)}`);
      if (r.slowest) log(`    x-cache ${JSON.stringify(r.cache)}; slowest: ${r.slowest.join(' | ')}`);
      const waited = await drain(at);
      if (waited > 1_000) log(`  (it took ${round(waited / 1000)} s to answer health checks quickly again)`);
      return r;
    };
    // warm the isolate, the libSQL server's connections and the JIT on the routes measured
    await run('warm-up', {
      connections: 10,
      seconds: 3,
      requests: [...timesRequests(), ...chatRequests(), ...currentRequests(), ...infoRequests()],
    });
    // the ceiling: one `select 1` per request through the Worker and the libSQL server
    const health = await run('health check (ceiling)', {
      connections: 50,
      seconds: 5,
      requests: [{ method: 'GET', path: '/api/v1/health' }],
    });
    // what a tutor list miss costs, alone: each shape at pages 6 and 7 (keys the load below never asks for)
    const misses: { shape: string; ms: number }[] = [];
    for (const q of LIST_SHAPES)
      for (const page of [6, 7]) misses.push({ shape: q || 'default (rating)', ms: (await timed(`${at}${listPath(q, page)}`)).ms });
    // fill the 40 keys one by one, as steady traffic would have, then load them
    for (const path of LIST_PATHS) await timed(`${at}${path}`);
    const list = await run('tutor list (cache warm)', {
      connections: 50,
      seconds: seconds.list,
      readCodes: true,
      requests: listRequests(),
    });
    const info = await run('tutor profile', { connections: 50, seconds: seconds.other, readCodes: true, requests: infoRequests() });
    const times = await run('bookable times, 14 days', {
      connections: 50,
      seconds: seconds.other,
      readCodes: true,
      requests: timesRequests(),
    });
    const book = await run('booking', { connections: 100, seconds: seconds.list, readCodes: true, requests: bookRequests() });
    const chat = await run('chat history', { connections: 50, seconds: seconds.other, readCodes: true, requests: chatRequests() });
    const current = await run('trivial authenticated GET', {
      connections: 50,
      seconds: seconds.other,
      readCodes: true,
      requests: currentRequests(),
    });
    if (label) return { health, misses, list, info, times, book, chat, current };
    // open loop at a fixed offered rate (issue 19), the cached cases warmed first; the closed-loop run stored the list
    // pages about a minute before, so they come due during the loop (answered as held and reloaded after the answer,
    // `x-cache: stale`); each run logs its slowest answers and the cache's verdicts
    for (let id = 1; id <= 20; id++) await timed(`${at}/api/v1/user/tutor/info/${id}`);
    for (const path of LIST_PATHS) await timed(`${at}${path}`);
    const openLoop = (name: string, rate: number, requests: Request[]) =>
      run(`open loop ${rate} req/s: ${name}`, { connections: 50, seconds: 5, rate, readCodes: true, requests });
    const open = {
      current: await openLoop('GET /user/current', 200, currentRequests()),
      list: await openLoop('tutor list (cache warm)', 200, listRequests()),
      cachedInfo: await openLoop('tutor profile (cached)', 200, [
        { method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/v1/user/tutor/info/${pick(20)}` }) },
      ]),
      times: await openLoop('bookable times', 200, timesRequests()),
      infoMiss: await openLoop('tutor profile (mostly misses)', 200, infoRequests()),
      book: await openLoop('booking', 50, bookRequests()),
    };
    return { health, misses, list, info, times, book, chat, current, open };
  };

  const worker = direct ? await direct.start() : undefined;
  try {
    // 1. The targets, on the bundle as deployed (or, without one, through wrangler dev).
    const r = await suite(worker?.url ?? url, worker ? '' : 'wrangler dev: ', { list: 10, other: 8 });
    const missMs = r.misses.map((m) => m.ms).sort((a, b) => a - b);
    const worst = r.misses.reduce((a, b) => (b.ms > a.ms ? b : a));
    const slowestByShape = new Map<string, number>();
    for (const m of r.misses) slowestByShape.set(m.shape, Math.max(slowestByShape.get(m.shape) ?? 0, m.ms));
    const booked = r.book.statuses['201'] ?? 0;
    const bookingErrors = bookingErrorsOf(r.book);
    const stalled = r.book.max > 1000 || r.book.minPerSecond === 0;
    figures.push(
      {
        name: 'ceiling: GET /health (one select 1) at 50 conn.',
        value: r.health.rps,
        unit: 'req/s',
        target: 'informational',
        ok: non2xx(r.health) === 0,
        note: noteOf(r.health),
      },
      {
        name: 'tutor list, one cache miss alone (8 shapes × 2 pages)',
        value: round(percentile(missMs, 50)),
        unit: 'ms median',
        target: 'informational',
        ok: true,
        note: `max ${round(worst.ms)} ms (${worst.shape}); slowest by shape: ${[...slowestByShape].map(([k, ms]) => `${k} ${Math.round(ms)}`).join(', ')} ms`,
      },
      {
        name: 'tutor list p99 (50 conn.; 8 filters × 5 pages, cache warm)',
        value: r.list.p99,
        unit: 'ms',
        target: '≤ 25 ms',
        ok: r.list.p99 <= 25 && non2xx(r.list) === 0,
        note: noteOf(r.list),
      },
      {
        name: 'tutor list throughput (same run)',
        value: r.list.rps,
        unit: 'req/s',
        target: '≥ 1,000 req/s',
        ok: r.list.rps >= 1000 && non2xx(r.list) === 0,
      },
      {
        name: 'tutor profile p99 (GET /user/tutor/info/{id}, any of 10,000)',
        value: r.info.p99,
        unit: 'ms',
        target: '≤ 30 ms',
        ok: r.info.p99 <= 30 && non2xx(r.info) === 0,
        note: noteOf(r.info),
      },
      {
        name: 'tutor bookable times p99 (GET /availability-slot, 14 days)',
        value: r.times.p99,
        unit: 'ms',
        target: '≤ 30 ms',
        ok: r.times.p99 <= 30 && non2xx(r.times) === 0,
        note: noteOf(r.times),
      },
      {
        name: 'booking p99 (POST /lesson, 100 conn.)',
        value: r.book.p99,
        unit: 'ms',
        target: '≤ 40 ms',
        ok: r.book.p99 <= 40 && bookingErrors === 0,
        note: `${noteOf(r.book)} · ${booked} booked, ${r.book.codes['busy-tutor'] ?? 0} busy-tutor + ${r.book.codes['conflicting-lessons'] ?? 0} conflicting-lessons (409, expected), ${bookingErrors} other`,
      },
      {
        name: 'booking stall (slowest answer; fewest answers in any second)',
        value: r.book.max,
        unit: `ms; min ${r.book.minPerSecond}/s`,
        target: 'none > 1 s; none 0/s',
        ok: !stalled,
        note: `${r.book.max > 1000 ? 'answers over 1 s' : 'no answer over 1 s'}; answers per second: ${r.book.perSecond.join(' ')}`,
      },
      {
        name: 'chat history p99 (GET /chat/list/{room}/messages, 20 messages)',
        value: r.chat.p99,
        unit: 'ms',
        target: '—',
        ok: non2xx(r.chat) === 0,
        note: noteOf(r.chat),
      },
      {
        name: 'trivial authenticated GET throughput (GET /user/current)',
        value: r.current.rps,
        unit: 'req/s',
        target: '≥ 1,500 req/s',
        ok: r.current.rps >= 1500 && non2xx(r.current) === 0,
        note: noteOf(r.current),
      },
      ...userFacingFigures(r, { non2xx, noteOf, bookingErrorsOf }),
    );
  } finally {
    await worker?.stop();
  }

  // 2. For comparison: the same loads through `wrangler dev`, the local development server.
  if (worker) {
    const r = await suite(url, 'wrangler dev: ', { list: 5, other: 5 });
    const rows: [string, LoadResult, boolean][] = [
      ['GET /health throughput', r.health, true],
      ['tutor list p99 (cache warm)', r.list, false],
      ['tutor profile p99', r.info, false],
      ['tutor bookable times p99', r.times, false],
      ['booking p99 (100 conn.)', r.book, false],
      ['chat history p99', r.chat, false],
      ['trivial authenticated GET throughput', r.current, true],
    ];
    for (const [name, run, rate] of rows) {
      const errors = name.startsWith('booking') ? bookingErrorsOf(run) : non2xx(run) + run.errors + run.timeouts;
      figures.push({
        name: `through wrangler dev: ${name}`,
        value: rate ? run.rps : run.p99,
        unit: rate ? 'req/s' : 'ms',
        target: 'informational',
        ok: errors === 0,
        note: noteOf(run),
      });
    }
  }
  // every lesson both suites booked (100 connections, then 50 bookings/s), judged by the database itself
  const { checked, byTutor, byStudent, missingCells } = doubleBookings(db, lessonsBefore);
  const doubled = byTutor + byStudent + missingCells;
  figures.push({
    name: 'double bookings after the booking runs (100 conn. and 50 bookings/s; read from the database)',
    value: doubled,
    unit: 'lessons',
    target: '0',
    ok: doubled === 0,
    note: `${checked} live lessons the runs booked: ${byTutor} overlap another of their tutor's, ${byStudent} of their student's, ${missingCells} lack a cell`,
  });
  return { figures, runs };
}

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { createClient } from '@libsql/client';
import { startLibsqlServer } from '../dev/libsql-server';
import { applyMigrations } from '../dev/migrate';
import { apiBench, type LoadResult, mintToken } from './api';
import { type Baseline, baselineBuild } from './baseline';
import { bookableTimesBench } from './bookable-times';
import { cpuPerRequestBench } from './cpu';
import { type Figure, failed, round } from './figure';
import { type InteractionResult, inpBench } from './inp';
import { type LargeDatabase, prepareLargeDatabase, roomOf, studentId } from './large-db';
import { lighthouseBench, type PageResult } from './lighthouse';
import { NOTEBOOK_LOAD, notebookMembers, notebookSyncBench } from './notebook-sync';
import { pagesBench } from './pages';
import { passwordHashBench } from './password-hash';
import { inboxesAtScaleBench, roomRoundTripBench } from './realtime';
import { searchBench } from './search';
import { buildWeb, type Manifest, notebookFigures, type RouteSize, routeSizes, webFigures } from './web';
import { bundleFigures, bundleWorker, coldStartBench, startDirectWorker, startupProfileBench } from './worker';

// `npm run bench`: every figure of the README's performance section, in order, on one stack over the large database.
// Ports 4400–4449 only: the stack 4400 (libSQL 4401, Fawry sandbox 4403, inspector 4409), cold start 4420–4421, the
// bundle straight in workerd 4425 (its inspector 4428), password-hash Worker 4430–4431, Chromium's debugging port 4440.
// BENCH_PROFILE=1 writes CPU profiles (bench/output/profiles) of the libSQL server's process and, in the CPU step, of the
// Worker's isolate per endpoint, and prints where each spends its time.

const ROOT = resolve(import.meta.dirname, '..');
const OUT = resolve(import.meta.dirname, 'output');
const PORTS = {
  stack: 4400,
  coldDb: 4420,
  coldWorker: 4421,
  direct: 4425,
  inspector: 4428,
  pages: 4426,
  baseline: 4427,
  passwordHash: 4430,
  chrome: 4440,
};

/** `npm run bench -- web lighthouse`: only the named steps (and what they need); no names: every step. */
const STEPS = [
  'web',
  'bundle',
  'cold-start',
  'startup',
  'password',
  'bookable',
  'api',
  'cpu',
  'search',
  'room',
  'room-scale',
  'notebook',
  'pages',
  'lighthouse',
  'inp',
] as const;
const picked = process.argv.slice(2);
for (const name of picked)
  if (!(STEPS as readonly string[]).includes(name)) throw new Error(`unknown step ${name}: one of ${STEPS.join(', ')}`);
const runs = (step: (typeof STEPS)[number]) => !picked.length || picked.includes(step);
const onStack = ['api', 'cpu', 'search', 'room', 'room-scale', 'notebook', 'pages', 'lighthouse', 'inp'] as const;
const needsStack = onStack.some(runs);
const needsBundle = runs('bundle') || runs('cold-start') || needsStack;

const started = performance.now();
/** Load averages (1, 5, 15 min) before the run: the figures assume an otherwise idle machine. */
const loadAtStart = loadavg().map((n) => round(n, 2));
const elapsed = () => round((performance.now() - started) / 1000);
const log = (line: string) => console.log(`[bench ${String(elapsed()).padStart(5)} s] ${line}`);

const figures: Figure[] = [];
const phases: { name: string; seconds: number }[] = [];
const detail: {
  runs?: LoadResult[];
  routes?: RouteSize[];
  lighthouse?: PageResult[];
  interactions?: InteractionResult[];
  baseline?: string;
  database?: Omit<LargeDatabase, 'jwtSecret'>;
} = {};

/** Runs one step, timing it; a failing step becomes a missed figure and the run goes on. */
async function phase(
  name: string,
  what: { name: string; unit: string; target: string }[],
  fn: () => Promise<Figure[]> | Figure[],
): Promise<void> {
  log(`${name}…`);
  const t0 = performance.now();
  try {
    const got = await fn();
    figures.push(...got);
  } catch (err) {
    console.error(err);
    figures.push(...what.map((w) => failed(w.name, w.unit, w.target, err)));
  }
  const seconds = round((performance.now() - t0) / 1000);
  phases.push({ name, seconds });
  log(`${name} took ${seconds} s`);
}

/** The stack in a child process (bench/stack-server.ts), so load generation never shares the libSQL server's event loop. */
async function startStackProcess(dataDir: string): Promise<{ url: string; dbUrl: string; child: ChildProcess; stop(): Promise<void> }> {
  const profile = process.env.BENCH_PROFILE === '1' ? ['--cpu-prof', '--cpu-prof-dir', resolve(OUT, 'profiles')] : [];
  const child = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', resolve(import.meta.dirname, 'stack-server.ts'), dataDir, String(PORTS.stack)],
    {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      child.once('exit', () => {
        clearTimeout(timer);
        done();
      });
      child.kill('SIGTERM');
    });
  const { url, dbUrl } = await new Promise<{ url: string; dbUrl: string }>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error('the stack did not start in 180 s')), 180_000);
    child.once('exit', (code) => fail(new Error(`the stack exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('READY ')) {
        clearTimeout(timer);
        ok(JSON.parse(line.slice(6)) as { url: string; dbUrl: string });
      } else process.stdout.write(`[stack] ${line}\n`);
    });
  });
  return { url, dbUrl, child, stop };
}

/** Thrown to skip the stack steps when none of them was asked for. */
class Done extends Error {}

mkdirSync(OUT, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'kalam-bench-'));
let stack: Awaited<ReturnType<typeof startStackProcess>> | undefined;
/** what one step hands the next (a property, so a step's callback may set it) */
const state: { bundleDir?: string; db?: LargeDatabase; baseline?: Baseline; manifest?: Manifest } = {};
process.on('exit', () => stack?.child.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void (stack?.stop() ?? Promise.resolve()).finally(() => {
      rmSync(work, { recursive: true, force: true });
      process.exit(130);
    });
  });
}

try {
  // 1. The SPA as the Worker serves it, and its initial JS per route from Vite's manifest.
  if (runs('web') || runs('lighthouse') || runs('inp') || runs('notebook'))
    await phase('web build and initial JS per route', [{ name: 'initial JS /', unit: 'KB gz', target: '≤ 150 KB' }], () => {
      const manifest = (state.manifest = buildWeb(OUT));
      const sizes = routeSizes(manifest);
      detail.routes = sizes;
      return webFigures(sizes);
    });
  if (state.manifest && detail.routes) {
    const [manifest, routes] = [state.manifest, detail.routes];
    await phase(
      'the lesson page and its lazy notebook chunk',
      [
        { name: 'initial JS /lesson/:id', unit: 'KB gz', target: 'stated; no Yjs in it' },
        { name: 'notebook chunk', unit: 'KB gz', target: 'informational' },
      ],
      () => notebookFigures(manifest, routes),
    );
  }

  // 2. The Worker as uploaded: size, cold start in a fresh workerd, startup CPU profile.
  if (needsBundle)
    await phase('Worker bundle', [{ name: 'Worker bundle', unit: 'KiB gz', target: '≤ 400 KiB gz' }], () => {
      const bundle = bundleWorker(OUT);
      state.bundleDir = bundle.dir;
      return bundleFigures(bundle);
    });
  if (runs('cold-start'))
    await phase(
      'Worker cold start',
      [
        { name: 'Worker cold start', unit: 'ms', target: '≤ 100 ms' },
        { name: 'Worker cold start, first tutor list', unit: 'ms', target: '≤ 100 ms' },
      ],
      async () => {
        const bundleDir = state.bundleDir;
        if (!bundleDir) throw new Error('no Worker bundle');
        const db = await startLibsqlServer({ file: join(work, 'cold-start.db'), port: PORTS.coldDb });
        try {
          // the tutor list reads real tables (empty ones: what is measured is the isolate's work, not the data)
          const client = createClient({ url: db.url });
          await applyMigrations(client).finally(() => client.close());
          return await coldStartBench(bundleDir, db.url, PORTS.coldWorker);
        } finally {
          await db.close();
        }
      },
    );
  if (runs('startup'))
    await phase('Worker startup profile', [{ name: 'Worker startup CPU', unit: 'ms', target: '≤ 30 ms' }], () => startupProfileBench(OUT));

  // 3. CPU-bound figures, before anything else runs.
  if (runs('password'))
    await phase('password hash', [{ name: 'password hash CPU', unit: 'ms', target: '≤ 50 ms' }], async () => [
      await passwordHashBench(PORTS.passwordHash),
    ]);
  if (runs('bookable'))
    await phase('bookable times computation', [{ name: 'bookable times computation', unit: 'µs', target: '≤ 1,000 µs' }], () => [
      bookableTimesBench(),
    ]);

  // 4. The large database, then one stack over it for every HTTP, socket and page figure.
  if (needsStack)
    await phase('large database (10,000 tutors, 100,000 students, 1,000,000 lessons)', [], async () => {
      const db = (state.db = await prepareLargeDatabase(join(work, 'data')));
      const { jwtSecret: _secret, ...rest } = db;
      detail.database = rest;
      return [
        {
          name: 'seeding the large database (migrations + native inserts)',
          value: round(db.seedSeconds),
          unit: 's',
          target: 'informational',
          ok: true,
        },
      ];
    });
  const large = state.db;
  if (!needsStack) throw new Done();
  if (!large) throw new Error('no database: the stack figures cannot be measured');
  await phase('stack start', [], async () => {
    const t0 = performance.now();
    stack = await startStackProcess(large.dataDir);
    log(`stack at ${stack.url}`);
    return [
      {
        name: 'stack start over the large database (libSQL server, Fawry sandbox, wrangler dev)',
        value: round((performance.now() - t0) / 1000),
        unit: 's',
        target: 'informational',
        ok: true,
      },
    ];
  });
  const url = stack?.url;
  const dbUrl = stack?.dbUrl;
  if (!url || !dbUrl) throw new Error('the stack did not start');

  if (runs('api'))
    await phase(
      'API under load (autocannon)',
      [
        { name: 'tutor list p99', unit: 'ms', target: '≤ 25 ms' },
        { name: 'tutor list throughput', unit: 'req/s', target: '≥ 1,000 req/s' },
        { name: 'tutor profile p99', unit: 'ms', target: '≤ 30 ms' },
        { name: 'booking p99', unit: 'ms', target: '≤ 40 ms' },
        { name: 'trivial authenticated GET throughput', unit: 'req/s', target: '≥ 1,500 req/s' },
      ],
      async () => {
        const bundleDir = state.bundleDir;
        const direct = bundleDir
          ? { start: () => startDirectWorker(bundleDir, { dbUrl, jwtSecret: large.jwtSecret, port: PORTS.direct }) }
          : undefined;
        const r = await apiBench({ url, db: large, log, direct });
        detail.runs = r.runs;
        return r.figures;
      },
    );

  // Tutor search on 10,000 tutors, miss and hit, on the bundle as deployed when there is one (issue 33).
  if (runs('search'))
    await phase(
      'Tutor search (open loop)',
      [
        { name: 'tutor search p99, cache miss', unit: 'ms', target: '≤ 50 ms' },
        { name: 'tutor search p99, cache hit', unit: 'ms', target: 'as the cached tutor list' },
      ],
      async () => {
        const bundleDir = state.bundleDir;
        const worker = bundleDir
          ? await startDirectWorker(bundleDir, { dbUrl, jwtSecret: large.jwtSecret, port: PORTS.direct })
          : undefined;
        try {
          const r = await searchBench({ url: worker?.url ?? url, log });
          detail.runs = [...(detail.runs ?? []), ...r.runs];
          return r.figures;
        } finally {
          await worker?.stop();
        }
      },
    );

  // CPU per request in the workerd process, one request at a time, against GET /health's (issue 19).
  if (runs('cpu'))
    await phase(
      'Worker CPU per request',
      [
        { name: 'Worker CPU per request: GET /user/current, ratio to GET /health', unit: '×', target: '≤ 1.2×' },
        { name: 'Worker CPU per request: tutor list (cached), ratio to GET /health', unit: '×', target: '≤ 1.2×' },
        { name: 'Worker CPU per request: tutor profile (cached), ratio to GET /health', unit: '×', target: '≤ 1.2×' },
        { name: 'Worker CPU per request: bookable times, 14 days, ratio to GET /health', unit: '×', target: '≤ 3×' },
      ],
      async () => {
        const bundleDir = state.bundleDir;
        if (!bundleDir) throw new Error('no Worker bundle');
        const inspectorPort = process.env.BENCH_PROFILE === '1' ? PORTS.inspector : undefined;
        const worker = await startDirectWorker(bundleDir, { dbUrl, jwtSecret: large.jwtSecret, port: PORTS.direct, inspectorPort });
        try {
          const map = resolve(bundleDir, 'index.js.map');
          const profile = inspectorPort ? { inspectorPort, dir: resolve(OUT, 'profiles'), map } : undefined;
          return await cpuPerRequestBench({ ...worker, dbUrl }, large, log, profile);
        } finally {
          await worker.stop();
        }
      },
    );

  // The room on the deployed bundle in workerd (the target), then through wrangler dev for comparison.
  if (runs('room'))
    await phase('room round trip', [{ name: 'room round trip p99', unit: 'ms', target: '≤ 30 ms' }], async () => {
      const n = 1;
      const auth = { token: await mintToken(large.jwtSecret, studentId(n)), userId: studentId(n), roomId: roomOf(n).roomId };
      const bundleDir = state.bundleDir;
      if (!bundleDir) return roomRoundTripBench(url, auth);
      const worker = await startDirectWorker(bundleDir, { dbUrl, jwtSecret: large.jwtSecret, port: PORTS.direct });
      try {
        return [...(await roomRoundTripBench(worker.url, auth)), ...(await roomRoundTripBench(url, auth, 'through wrangler dev: '))];
      } finally {
        await worker.stop();
      }
    });

  // 1,000 students each with their inbox open, on the deployed bundle in workerd; a sample of them chatting.
  if (runs('room-scale'))
    await phase('rooms at scale', [{ name: 'rooms at scale: message round trip p99', unit: 'ms', target: '≤ 30 ms' }], async () => {
      const bundleDir = state.bundleDir;
      if (!bundleDir) throw new Error('no Worker bundle');
      const students = await Promise.all(
        Array.from({ length: 1_000 }, async (_, i) => ({
          token: await mintToken(large.jwtSecret, studentId(i + 1)),
          userId: studentId(i + 1),
          roomId: roomOf(i + 1).roomId,
        })),
      );
      const worker = await startDirectWorker(bundleDir, { dbUrl, jwtSecret: large.jwtSecret, port: PORTS.direct });
      try {
        return await inboxesAtScaleBench(worker.url, students);
      } finally {
        await worker.stop();
      }
    });

  // 50 lessons' tutors and students typing in their shared notebooks at once, on the deployed bundle in workerd (issue 37).
  if (runs('notebook'))
    await phase('notebook sync', [{ name: 'notebook sync round trip p99', unit: 'ms', target: '≤ 100 ms' }], async () => {
      const bundleDir = state.bundleDir;
      if (!bundleDir) throw new Error('no Worker bundle');
      const members = await notebookMembers(large, NOTEBOOK_LOAD.lessons);
      const worker = await startDirectWorker(bundleDir, { dbUrl, jwtSecret: large.jwtSecret, port: PORTS.direct });
      try {
        return await notebookSyncBench(worker.url, members);
      } finally {
        await worker.stop();
      }
    });

  // Public pages on the deployed bundle in workerd: HTML size, render CPU, edge-cached against rendered.
  const pagePaths = [
    { path: '/', label: '/' },
    { path: '/tutors', label: '/tutors' },
    { path: '/t/1', label: '/t/{id}' },
  ];
  if (runs('pages'))
    await phase('pages rendered in the Worker', [{ name: 'page render CPU', unit: 'µs', target: 'informational' }], async () => {
      const bundleDir = state.bundleDir;
      if (!bundleDir) throw new Error('no Worker bundle');
      const worker = await startDirectWorker(bundleDir, { dbUrl, jwtSecret: large.jwtSecret, port: PORTS.pages });
      try {
        return await pagesBench(worker, pagePaths, log);
      } finally {
        await worker.stop();
      }
    });

  // Page speed on a phone: the deployed bundle now, beside the baseline build (built once, kept) in the same run.
  const pageSpeed = async <T>(measure: (now: string, baseline: string, commit: string) => Promise<T>): Promise<T> => {
    const bundleDir = state.bundleDir;
    if (!bundleDir) throw new Error('no Worker bundle');
    state.baseline ??= baselineBuild(log);
    const { commit, dist, bundleDir: baselineBundle } = state.baseline;
    detail.baseline = commit;
    const now = await startDirectWorker(bundleDir, { dbUrl, jwtSecret: large.jwtSecret, port: PORTS.pages });
    const before = await startDirectWorker(baselineBundle, { dbUrl, jwtSecret: large.jwtSecret, port: PORTS.baseline, assets: dist });
    try {
      return await measure(now.url, before.url, commit.slice(0, 7));
    } finally {
      await Promise.all([now.stop(), before.stop()]);
    }
  };
  /** Each figure of the current build followed by the baseline's same figure. */
  const beside = (current: Figure[], before: Figure[]): Figure[] => current.flatMap((f, i) => [f, ...(before[i] ? [before[i]] : [])]);
  if (runs('lighthouse'))
    await phase('Lighthouse', [{ name: 'Lighthouse mobile LCP', unit: 's', target: '≤ 1.2 s' }], () =>
      pageSpeed(async (now, baseline, commit) => {
        const current = await lighthouseBench(now, pagePaths, OUT, PORTS.chrome);
        const before = await lighthouseBench(baseline, pagePaths, OUT, PORTS.chrome, `baseline ${commit}`);
        detail.lighthouse = [...current.pages, ...before.pages];
        return beside(current.figures, before.figures);
      }),
    );
  if (runs('inp'))
    await phase('Interaction latency (INP)', [{ name: 'INP', unit: 'ms', target: '≤ 200 ms' }], () =>
      pageSpeed(async (now, baseline, commit) => {
        const current = await inpBench(now, 1, OUT);
        const before = await inpBench(baseline, 1, OUT, `baseline ${commit}`);
        detail.interactions = [...current.results, ...before.results];
        return beside(current.figures, before.figures);
      }),
    );
} catch (err) {
  if (!(err instanceof Done)) {
    console.error(err);
    figures.push(failed('bench run', '', '', err));
  }
} finally {
  if (stack) {
    log('stopping the stack…');
    await stack.stop();
  }
  rmSync(work, { recursive: true, force: true });
}

const totalSeconds = elapsed();
if (!picked.length)
  figures.push({ name: 'npm run bench, whole run', value: totalSeconds, unit: 's', target: '≤ 600 s', ok: totalSeconds <= 600 });

// One table: figure, value, target, whether it is met, and what else was seen.
const show = (f: Figure) => (Number.isNaN(f.value) ? 'n/a' : `${f.value.toLocaleString('en')}${f.unit ? ` ${f.unit}` : ''}`);
const rows = figures.map((f) => [f.name, show(f), f.target, f.ok ? 'ok' : 'MISSED', f.note ?? '']);
const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i]!.length), ['Figure', 'Value', 'Target', ''][i]!.length));
const line = (r: string[]) => r.map((c, i) => (i < 4 ? c.padEnd(widths[i]!) : c)).join(' │ ');
console.log(`\n${line(['Figure', 'Value', 'Target', '', 'Detail'])}\n${widths.map((w) => '─'.repeat(w)).join('─┼─')}─┼─${'─'.repeat(40)}`);
for (const r of rows) console.log(line(r));
const missed = figures.filter((f) => !f.ok);
console.log(`\n${figures.length - missed.length} of ${figures.length} figures meet their target; ${totalSeconds} s in all.`);
if (loadAtStart[0]! > 0.5)
  console.log(`Note: the machine was busy before the run (load average ${loadAtStart.join(', ')}); the timing figures are pessimistic.`);

const machine = {
  cpu: cpus()[0]?.model.trim() ?? 'unknown',
  cores: cpus().length,
  memoryGiB: round(totalmem() / 2 ** 30),
  node: process.version,
  platform: `${process.platform} ${process.arch}`,
  loadAverageAtStart: loadAtStart,
};
writeFileSync(
  // a partial run never overwrites the whole run's figures
  resolve(import.meta.dirname, picked.length ? 'results.partial.json' : 'results.json'),
  `${JSON.stringify({ date: new Date().toISOString(), machine, totalSeconds, phases, figures, ...detail }, (_k, v: unknown) => (typeof v === 'number' && Number.isNaN(v) ? null : v), 2)}\n`,
);
log(`wrote bench/${picked.length ? 'results.partial.json' : 'results.json'}`);
process.exit(0);

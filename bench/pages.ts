import { gzipSync } from 'node:zlib';
import { type Figure, percentile, round } from './figure';
import { cpuPerRequest, workerdCpuMicros } from './worker';

const RENDERS = 200;
const HEALTH = 2_000;

async function timed(url: string): Promise<{ ms: number; text: string; cache: string | null; status: number }> {
  const t0 = performance.now();
  const res = await fetch(url);
  const text = await res.text();
  return { ms: performance.now() - t0, text, cache: res.headers.get('x-page-cache'), status: res.status };
}

/**
 * Public pages on the deployed bundle in workerd: the HTML each sends (raw and gzip), the workerd process's CPU per
 * render (`RENDERS` sequential renders, each address new to the edge cache, so each renders; the API answers inside
 * are the isolate's cached ones, as on a busy site), next to `GET /api/v1/health`'s CPU per request, and the answer time
 * of a page the edge cache holds against one it renders.
 */
export async function pagesBench(
  worker: { url: string; pids: number[] },
  paths: { path: string; label: string }[],
  log: (line: string) => void,
): Promise<Figure[]> {
  const figures: Figure[] = [];
  const healthCpu = await cpuPerRequest(worker.pids, HEALTH, async () => {
    await fetch(`${worker.url}/api/v1/health`).then((r) => r.text());
  });
  for (const { path, label } of paths) {
    const sep = path.includes('?') ? '&' : '?';
    const first = await timed(`${worker.url}${path}`);
    if (first.status !== 200) throw new Error(`${path} answered ${first.status}`);
    const bytes = Buffer.byteLength(first.text);
    figures.push({
      name: `page HTML ${label}`,
      value: round(gzipSync(first.text).length / 1000),
      unit: 'KB gz',
      target: 'informational',
      ok: true,
      note: `${round(bytes / 1000)} KB raw`,
    });
    for (let i = 0; i < 20; i++) await timed(`${worker.url}${path}${sep}warm=${i}`);
    const misses: number[] = [];
    const cpu0 = workerdCpuMicros(worker.pids);
    for (let i = 0; i < RENDERS; i++) {
      const r = await timed(`${worker.url}${path}${sep}render=${Date.now()}-${i}`);
      if (r.cache !== 'miss') throw new Error(`${path}: expected a render, the edge cache answered`);
      misses.push(r.ms);
    }
    const cpu = (workerdCpuMicros(worker.pids) - cpu0) / RENDERS;
    const hits: number[] = [];
    for (let i = 0; i < RENDERS; i++) {
      const r = await timed(`${worker.url}${path}`);
      if (r.cache !== 'hit') throw new Error(`${path}: expected the edge cache to answer`);
      hits.push(r.ms);
    }
    misses.sort((a, b) => a - b);
    hits.sort((a, b) => a - b);
    log(
      `${label}: render ${round(cpu / 1000, 2)} ms CPU, answer p50 ${round(percentile(misses, 50), 2)} ms rendered / ${round(percentile(hits, 50), 2)} ms cached`,
    );
    figures.push(
      {
        name: `page render CPU ${label} (workerd process, per render)`,
        value: Math.round(cpu),
        unit: 'µs',
        target: 'informational',
        ok: true,
        note: `${round(cpu / healthCpu, 1)}× GET /api/v1/health (${Math.round(healthCpu)} µs over ${HEALTH}); ${RENDERS} sequential renders`,
      },
      {
        name: `page answer ${label}, edge-cached vs rendered (p50)`,
        value: round(percentile(hits, 50), 2),
        unit: 'ms',
        target: 'informational',
        ok: true,
        note: `cached p50 ${round(percentile(hits, 50), 2)} / p99 ${round(percentile(hits, 99), 2)} ms; rendered p50 ${round(percentile(misses, 50), 2)} / p99 ${round(percentile(misses, 99), 2)} ms`,
      },
    );
  }
  return figures;
}

import type autocannon from 'autocannon';
import { drain, LIST_PATHS, type LoadResult, listPath, logOf, timed } from './api';
import { type Figure, round } from './figure';
import { BENCH_NAMES } from './large-db';
import { openLoad } from './open-loop';

// Tutor search on the 10,000 bench tutors (issue 33): open loop at a fixed offered rate, a miss (a query the response
// cache has never seen) and a hit (the same queries again), beside GET /health and the cached tutor list in the same run.

const RATE = 100;
const SECONDS = 5;

/** RATE × SECONDS distinct searches: full names and first names in Arabic and Latin letters, misspelt and exact, paged. */
export function searchPaths(count = RATE * SECONDS): string[] {
  const words: string[] = [];
  for (const [fa, fl] of BENCH_NAMES.first)
    for (const [la, ll] of BENCH_NAMES.family) words.push(`${fa} ${la}`, `${fl} ${ll}`, `${fa.replace('أ', 'ا')} ${ll}`);
  for (const [fa, fl] of BENCH_NAMES.first) words.push(fa, fl, `${fl.slice(0, 3)}`);
  const paths: string[] = [];
  for (let page = 1; paths.length < count; page++)
    for (const q of words) if (paths.length < count) paths.push(listPath(`search=${encodeURIComponent(q)}`, page));
  return paths;
}

export async function searchBench({
  url,
  log,
}: {
  url: string;
  log: (line: string) => void;
}): Promise<{ figures: Figure[]; runs: LoadResult[] }> {
  const runs: LoadResult[] = [];
  const paths = searchPaths();
  const open = async (name: string, requestsOf: () => autocannon.Request[]) => {
    const r = await openLoad(url, `search bench: ${name}`, { rate: RATE, seconds: SECONDS, requests: requestsOf() });
    runs.push(r);
    log(`  ${name}: ${logOf(r)}`);
    if (r.slowest) log(`    x-cache ${JSON.stringify(r.cache)}; slowest: ${r.slowest.join(' | ')}`);
    await drain(url);
    return r;
  };
  const cycle = (list: string[]) => {
    let i = 0;
    return () => [{ method: 'GET' as const, setupRequest: (req: autocannon.Request) => ({ ...req, path: list[i++ % list.length]! }) }];
  };
  // warm the isolate and the libSQL server on other searches (page 20 of each: keys the runs never ask for)
  for (const p of searchPaths(60)) await timed(`${url}${p.replace('page=1', 'page=20')}`);
  for (const p of LIST_PATHS) await timed(`${url}${p}`);
  const health = await open('GET /health', cycle(['/api/v1/health']));
  const list = await open('tutor list (cache warm)', cycle(LIST_PATHS));
  const miss = await open('tutor search, cache miss (each query new)', cycle(paths));
  const hit = await open('tutor search, cache hit (the same queries again)', cycle(paths));
  const statusesOk = (r: LoadResult) => Object.entries(r.statuses).every(([s]) => s === '200');
  const ratio = (r: LoadResult) => round(r.p50 / Math.max(health.p50, 0.01), 2);
  const hitBound = Math.max(list.p99 * 1.2, list.p99 + 2);
  const figures: Figure[] = [
    {
      name: `tutor search p99, cache miss (open loop ${RATE} req/s, 10,000 tutors)`,
      value: miss.p99,
      unit: 'ms',
      target: '≤ 50 ms',
      ok: miss.p99 <= 50 && statusesOk(miss),
      note: `p50 ${miss.p50} ms (${ratio(miss)}× GET /health's p50 ${health.p50} ms); x-cache ${JSON.stringify(miss.cache)}`,
    },
    {
      name: `tutor search p99, cache hit (open loop ${RATE} req/s)`,
      value: hit.p99,
      unit: 'ms',
      target: `as the cached tutor list (p99 ${list.p99} ms, ≤ ${round(hitBound)} ms)`,
      ok: hit.p99 <= hitBound && statusesOk(hit),
      note: `p50 ${hit.p50} ms (${ratio(hit)}× GET /health's p50; the cached list ${ratio(list)}×); x-cache ${JSON.stringify(hit.cache)}`,
    },
  ];
  return { figures, runs };
}

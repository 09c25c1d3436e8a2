import type { LoadResult } from './api';
import { type Figure, round } from './figure';

type Runs = {
  health: LoadResult;
  list: LoadResult;
  info: LoadResult;
  times: LoadResult;
  book: LoadResult;
  current: LoadResult;
  open?: Record<'current' | 'list' | 'cachedInfo' | 'times' | 'infoMiss' | 'book', LoadResult>;
};
type Helpers = { non2xx: (r: LoadResult) => number; noteOf: (r: LoadResult) => string; bookingErrorsOf: (r: LoadResult) => number };

/**
 * Figures users would recognise (issue 19), from the target suite's runs: latency at a fixed offered rate, throughput
 * as a ratio to `GET /health` in the same run (the harness's own ceiling) and the tail's shape at 50 connections.
 */
export function userFacingFigures(r: Runs, { non2xx, noteOf, bookingErrorsOf }: Helpers): Figure[] {
  const figures: Figure[] = [];
  if (r.open) {
    const p99At = (name: string, run: LoadResult, limit: number, errors = non2xx(run)) =>
      figures.push({
        name: `open loop: ${name} p99`,
        value: run.p99,
        unit: 'ms',
        target: `≤ ${limit} ms`,
        ok: run.p99 <= limit && errors === 0,
        note: noteOf(run),
      });
    p99At('GET /user/current at 200 req/s', r.open.current, 10);
    p99At('tutor list (cached) at 200 req/s', r.open.list, 10);
    p99At('tutor profile (cached) at 200 req/s', r.open.cachedInfo, 10);
    p99At('bookable times at 200 req/s', r.open.times, 20);
    p99At('tutor profile (mostly misses) at 200 req/s', r.open.infoMiss, 20);
    // refusals (busy tutor, conflicting lessons) are expected; double bookings are counted in the database after the runs (api.ts)
    p99At('booking at 50 req/s', r.open.book, 30, bookingErrorsOf(r.open.book));
  }
  const ratio = (name: string, run: LoadResult, min: number) => {
    const value = round(run.rps / Math.max(1, r.health.rps), 2);
    figures.push({
      name: `throughput ratio to GET /health: ${name}`,
      value,
      unit: '×',
      target: `≥ ${min}×`,
      ok: value >= min && non2xx(run) === 0,
      note: `${run.rps} vs ${r.health.rps} req/s`,
    });
  };
  ratio('tutor list (cached)', r.list, 1.0);
  // the closed-loop profile run asks any of 10,000 tutors, mostly misses; the target is set for cached profiles
  ratio('tutor profile (any of 10,000: mostly misses)', r.info, 1.0);
  ratio('GET /user/current', r.current, 0.9);
  ratio('bookable times', r.times, 0.5);
  ratio('booking', r.book, 0.2);
  for (const [name, run] of [
    ['tutor list', r.list],
    ['tutor profile', r.info],
  ] as const) {
    const value = round(run.p99 / Math.max(0.001, run.p50), 2);
    figures.push({
      name: `tail shape at 50 conn.: ${name} p99 / p50`,
      value,
      unit: '×',
      target: '≤ 3×',
      ok: value <= 3,
      note: `p50 ${run.p50} ms, p99 ${run.p99} ms`,
    });
  }
  return figures;
}

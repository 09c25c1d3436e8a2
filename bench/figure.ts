/** One measured number beside its target, as printed by `npm run bench` and written to bench/results.json. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** the target as written in the README (or `—` / `informational` for context figures) */
  target: string;
  ok: boolean;
  /** what else was seen while measuring it (counts, the other percentiles); shown after the table and kept in results.json */
  note?: string;
}

/** Nearest-rank percentile of an ascending array (p in 0–100). */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** A figure for something that could not be measured: shown as missed, with why. */
export function failed(name: string, unit: string, target: string, err: unknown): Figure {
  const message = err instanceof Error ? err.message : String(err);
  return { name, value: Number.NaN, unit, target, ok: false, note: `not measured: ${message.split('\n')[0]!.slice(0, 300)}` };
}

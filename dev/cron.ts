import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LOCAL_SCHEDULED_PATH } from '../workers/src/jobs/local-trigger';

// `wrangler dev` never fires the Worker's cron triggers: this ticker runs the same jobs production's cron does, through
// the Worker's development-only trigger (workers/src/jobs/local-trigger.ts), on the schedule written in wrangler.toml.

const MINUTE_MS = 60_000;
const FIELDS = [
  { min: 0, max: 59 }, // minute
  { min: 0, max: 23 }, // hour
  { min: 1, max: 31 }, // day of month
  { min: 1, max: 12 }, // month
  { min: 0, max: 6 }, // day of week, Sunday 0
] as const;

/** The cron expressions under `[triggers] crons` in a wrangler.toml. */
export function cronsOf(wranglerToml: string): string[] {
  const list = /^\s*crons\s*=\s*\[([^\]]*)\]/m.exec(readFileSync(wranglerToml, 'utf8'))?.[1] ?? '';
  return [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
}

function parseField(text: string, { min, max }: { min: number; max: number }): Set<number> {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const [range, stepText] = part.split('/');
    const step = stepText ? Number(stepText) : 1;
    const [from, to] =
      range === '*' ? [min, max] : range!.includes('-') ? range!.split('-').map(Number) : [Number(range), stepText ? max : Number(range)];
    if (![from, to, step].every(Number.isInteger) || step < 1 || from! < min || to! > max)
      throw new Error(`unsupported cron field "${text}"`);
    for (let v = from!; v <= to!; v += step) values.add(v);
  }
  return values;
}

/** Whether a standard five-field cron expression fires at this minute (UTC, as Cloudflare's cron triggers run). */
export function cronFiresAt(expression: string, at: Date): boolean {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5) throw new Error(`unsupported cron "${expression}"`);
  const [minute, hour, dom, month, dow] = parts.map((p, i) => parseField(p, FIELDS[i]!));
  const dayOfMonth = dom!.has(at.getUTCDate());
  const dayOfWeek = dow!.has(at.getUTCDay());
  // cron's rule: when both day fields are restricted, either one matching is enough
  const day = parts[2] !== '*' && parts[4] !== '*' ? dayOfMonth || dayOfWeek : dayOfMonth && dayOfWeek;
  return minute!.has(at.getUTCMinutes()) && hour!.has(at.getUTCHours()) && month!.has(at.getUTCMonth() + 1) && day;
}

/** Each (cron, minute) due in the interval (from, to], oldest first. */
export function dueTicks(crons: string[], from: number, to: number): { cron: string; time: number }[] {
  const ticks: { cron: string; time: number }[] = [];
  for (let minute = Math.floor(from / MINUTE_MS) * MINUTE_MS + MINUTE_MS; minute <= to; minute += MINUTE_MS) {
    for (const cron of crons) if (cronFiresAt(cron, new Date(minute))) ticks.push({ cron, time: minute });
  }
  return ticks;
}

/**
 * Runs the Worker's cron jobs once, as the trigger `cron` at `time` would; throws unless they succeeded. `secret` is the
 * trigger's secret the local stack made (`Stack.triggerSecret`): the Worker refuses the trigger without it.
 */
export async function fireScheduled(workerUrl: string, secret: string, cron: string, time: number): Promise<void> {
  const url = `${workerUrl}${LOCAL_SCHEDULED_PATH}?cron=${encodeURIComponent(cron)}&time=${time}`;
  const res = await fetch(url, { headers: { authorization: `Bearer ${secret}` } });
  if (!res.ok) throw new Error(`scheduled handler for "${cron}" answered ${res.status}: ${await res.text()}`);
}

export interface CronTicker {
  stop(): void;
}

/**
 * Fires the scheduled handler at every minute the crons name, on the wall clock. A tick that fails is logged and
 * the next one runs anyway, as Cloudflare does; ticks missed while the machine slept are not replayed.
 */
export function startCronTicker(opts: {
  workerUrl: string;
  triggerSecret: string;
  crons: string[];
  quiet?: boolean;
  now?: () => number;
}): CronTicker {
  const now = opts.now ?? Date.now;
  let last = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(tick, MINUTE_MS - (now() % MINUTE_MS) + 50);
    timer.unref?.();
  };
  const tick = async () => {
    const at = now();
    const due = dueTicks(opts.crons, Math.max(last, at - MINUTE_MS), at);
    last = at;
    for (const { cron, time } of due) {
      await fireScheduled(opts.workerUrl, opts.triggerSecret, cron, time).catch((err: unknown) => {
        if (!opts.quiet) console.error(`[cron] ${String(err)}`);
      });
    }
    schedule();
  };
  schedule();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

export const WRANGLER_TOML = resolve(import.meta.dirname, '..', 'wrangler.toml');

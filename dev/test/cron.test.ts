import { afterEach, describe, expect, it, vi } from 'vitest';
import { cronFiresAt, cronsOf, dueTicks, startCronTicker, WRANGLER_TOML } from '../cron';

const at = (iso: string) => new Date(iso).getTime();

describe('the local cron ticker', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reads the schedule from wrangler.toml', () => {
    expect(cronsOf(WRANGLER_TOML)).toEqual(['*/5 * * * *']);
  });

  it('matches minutes, hours, lists, ranges and steps as Cloudflare cron triggers do (UTC)', () => {
    expect(cronFiresAt('*/5 * * * *', new Date('2026-11-25T10:05:00Z'))).toBe(true);
    expect(cronFiresAt('*/5 * * * *', new Date('2026-11-25T10:07:00Z'))).toBe(false);
    expect(cronFiresAt('0 3 * * 1-5', new Date('2026-11-25T03:00:00Z'))).toBe(true); // a Wednesday
    expect(cronFiresAt('0 3 * * 0,6', new Date('2026-11-25T03:00:00Z'))).toBe(false);
    expect(cronFiresAt('30 1 1 * *', new Date('2026-12-01T01:30:00Z'))).toBe(true);
    expect(() => cronFiresAt('@daily', new Date())).toThrow();
    expect(
      dueTicks(['*/5 * * * *'], at('2026-11-25T10:03:00Z'), at('2026-11-25T10:15:00Z')).map((t) => new Date(t.time).toISOString()),
    ).toEqual(['2026-11-25T10:05:00.000Z', '2026-11-25T10:10:00.000Z', '2026-11-25T10:15:00.000Z']);
  });

  it('runs the Worker’s cron jobs once per period, with the cron and the tick’s time', async () => {
    vi.useFakeTimers({ now: at('2026-11-25T10:01:30Z') });
    const calls: string[] = [];
    const secrets: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push(url);
      secrets.push(new Headers(init.headers).get('authorization') ?? '');
      return new Response('ok');
    });
    const triggerSecret = 'a'.repeat(64);
    const ticker = startCronTicker({ workerUrl: 'http://127.0.0.1:4000', triggerSecret, crons: cronsOf(WRANGLER_TOML) });
    await vi.advanceTimersByTimeAsync(11 * 60_000);
    ticker.stop();
    expect(calls).toEqual([
      `http://127.0.0.1:4000/api/__scheduled?cron=*%2F5%20*%20*%20*%20*&time=${at('2026-11-25T10:05:00Z')}`,
      `http://127.0.0.1:4000/api/__scheduled?cron=*%2F5%20*%20*%20*%20*&time=${at('2026-11-25T10:10:00Z')}`,
    ]);
    expect(secrets).toEqual([`Bearer ${triggerSecret}`, `Bearer ${triggerSecret}`]);
  });
});

import type { ServerEvent } from '@kalam/core/realtime';
import type { Connection, Server } from 'partyserver';
import type { Env } from '../env';
import type { RequestCounts } from '../lib/request-stats';

export type ServerStatsReading = Extract<ServerEvent, { type: 'server-stats' }>;

/** Admins with the screen open get a reading this often. */
export const READING_EVERY_MS = 5_000;
/** Counts are summed in buckets this long, so "the last minute" slides in steps of a bucket, not of a minute. */
const BUCKET_MS = 5_000;
const MINUTE_MS = 60_000;
/** Readings kept so an admin who opens the screen sees the last few minutes at once. */
const HISTORY_MS = 5 * MINUTE_MS;

/**
 * The `server-stats` channel's state, in the room's own SQLite: every isolate's request counts in 5-second buckets (the
 * last minute of them), and the readings sent to admins (the last five minutes). While an admin socket is open, an alarm
 * every 5 s turns the last minute into a reading and broadcasts it; with nobody connected the alarm is not set again.
 */
export class ServerStats {
  constructor(
    private readonly room: Server<Env>,
    private readonly storage: DurableObjectStorage,
    private readonly env: Env,
  ) {
    room.sql`create table if not exists request_counts (bucket integer primary key, requests integer not null, errors integer not null)`;
    room.sql`create table if not exists readings (at integer primary key, requests integer not null, errors integer not null, users integer not null)`;
  }

  /** Adds one isolate's counts to the current bucket and forgets buckets older than a minute. */
  record(counts: RequestCounts, now: number) {
    const bucket = Math.floor(now / BUCKET_MS);
    this.room.sql`insert into request_counts (bucket, requests, errors) values (${bucket}, ${counts.requests}, ${counts.errors})
      on conflict (bucket) do update set requests = requests + excluded.requests, errors = errors + excluded.errors`;
    this.room.sql`delete from request_counts where bucket < ${firstBucket(now)}`;
  }

  /** A new admin socket: the readings of the last minutes, then one of now; the alarm runs while anyone stays. */
  async welcome(connection: Connection, now: number) {
    const history = this.room.sql<{ at: number; requests: number; errors: number; users: number }>`
      select at, requests, errors, users from readings where at > ${now - HISTORY_MS} order by at`;
    for (const r of history) connection.send(JSON.stringify(event(r.at, r.requests, r.errors, r.users)));
    if ((await this.storage.getAlarm()) === null) await this.storage.setAlarm(now + READING_EVERY_MS);
    try {
      connection.send(JSON.stringify(await this.reading(now)));
    } catch (err) {
      console.error('server stats: no reading', err);
    }
  }

  /** The alarm: broadcast and keep a reading while any socket is open, else let the alarm lapse. */
  async tick(now: number) {
    if (![...this.room.getConnections()].some((c) => c.readyState === WebSocket.OPEN)) return;
    try {
      const reading = await this.reading(now);
      this.room.sql`insert or replace into readings (at, requests, errors, users)
        values (${reading.at}, ${reading.requestsPerMinute}, ${reading.errorsPerMinute}, ${reading.connectedUsers})`;
      this.room.sql`delete from readings where at <= ${now - HISTORY_MS}`;
      this.room.broadcast(JSON.stringify(reading));
    } catch (err) {
      console.error('server stats: no reading', err);
    } finally {
      await this.storage.setAlarm(now + READING_EVERY_MS);
    }
  }

  private async reading(now: number): Promise<ServerStatsReading> {
    const [sum] = this.room.sql<{ requests: number; errors: number }>`
      select coalesce(sum(requests), 0) as requests, coalesce(sum(errors), 0) as errors from request_counts where bucket >= ${firstBucket(now)}`;
    const { countOnline, depsFromEnv } = await import('./work');
    const users = await countOnline(depsFromEnv(this.env));
    return event(now, sum?.requests ?? 0, sum?.errors ?? 0, users);
  }
}

/** The oldest bucket still inside the last minute (the current bucket and the eleven before it). */
const firstBucket = (now: number) => Math.floor(now / BUCKET_MS) - (MINUTE_MS / BUCKET_MS - 1);

const event = (at: number, requests: number, errors: number, users: number): ServerStatsReading => ({
  type: 'server-stats',
  at,
  requestsPerMinute: requests,
  errorsPerMinute: errors,
  connectedUsers: users,
});

/** Counts as posted by the Worker; anything else is refused. */
export function parseCounts(body: unknown): RequestCounts | null {
  const { requests, errors } = (body ?? {}) as Partial<RequestCounts>;
  const count = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;
  return count(requests) && count(errors) && errors <= requests ? { requests, errors } : null;
}

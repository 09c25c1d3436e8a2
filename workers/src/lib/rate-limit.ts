import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import type { AppEnv } from '../deps';
import { clientIp } from './client-ip';
import { ApiError } from './errors';

export interface RateLimitOptions {
  /** bucket name, e.g. 'contact' */
  name: string;
  /** requests allowed per window */
  limit: number;
  windowMs: number;
  /** what is counted: the caller's address by default; e.g. the account an attempt targets */
  by?: (c: Context<AppEnv>) => Promise<string | undefined> | string | undefined;
}

/**
 * Fixed-window counter kept in the database, so every Worker isolate sees the same count.
 * One atomic upsert per request: the window resets when it has passed.
 */
export function rateLimit(opts: RateLimitOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const subject = opts.by ? await opts.by(c) : `ip:${clientIp(c)}`;
    if (!subject) return next();
    const attempt = countedAttempt(c, opts, subject);
    attempt.refuseOver((await attempt.statement)[0]?.count ?? 0);
    await next();
  };
}

/**
 * One request counted against a limit, as a statement a handler may batch with its first read (sign-in), and the
 * refusal (429 with Retry-After) once the count it answers is past the limit.
 */
export function countedAttempt(c: Context<AppEnv>, opts: RateLimitOptions, subject = `ip:${clientIp(c)}`) {
  const { db, now } = c.get('deps');
  const t = now();
  return {
    statement: countStatement(db, `${opts.name}:${subject}`, opts.windowMs, t),
    refuseOver(count: number) {
      if (count <= opts.limit) return;
      c.header('Retry-After', String(Math.ceil((windowStartOf(t, opts.windowMs) + opts.windowMs - t) / 1000)));
      throw new ApiError('too-many-requests');
    },
  };
}

const windowStartOf = (t: number, windowMs: number) => t - (t % windowMs);

/** Adds one to a key's count in the current window (one atomic upsert) and answers the new count. */
export function countStatement(db: Db, key: string, windowMs: number, t: number) {
  const windowStart = windowStartOf(t, windowMs);
  return db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} = ${windowStart} THEN ${rateLimits.count} + 1 ELSE 1 END`,
        windowStart,
      },
    })
    .returning({ count: rateLimits.count });
}

/** The counts of the current window without counting anything, read in the caller's batch; `countsOf` reads its rows. */
export const countsQuery = (db: Db, keys: string[], windowMs: number, t: number) =>
  db
    .select()
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, keys), eq(rateLimits.windowStart, windowStartOf(t, windowMs))));

export const countsOf = (keys: string[], rows: { key: string; count: number }[]) =>
  keys.map((k) => rows.find((r) => r.key === k)?.count ?? 0);

import { sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../deps';
import { rateLimits } from '../db/schema';
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

/** Counts attempts against the email in a JSON body (sign-in, reset), whichever address they come from. */
export const byEmailInBody = async (c: Context<AppEnv>) => {
  const body = (await c.req.json().catch(() => null)) as { email?: unknown } | null;
  return typeof body?.email === 'string' ? `email:${body.email.trim().toLowerCase()}` : undefined;
};

/**
 * Fixed-window counter kept in the database, so every Worker isolate sees the same count.
 * One atomic upsert per request: the window resets when it has passed.
 */
export function rateLimit(opts: RateLimitOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { db, now } = c.get('deps');
    const t = now();
    const windowStart = t - (t % opts.windowMs);
    const subject = opts.by ? await opts.by(c) : `ip:${clientIp(c)}`;
    if (!subject) return next();
    const key = `${opts.name}:${subject}`;
    const [row] = await db
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
    if ((row?.count ?? 0) > opts.limit) {
      c.header('Retry-After', String(Math.ceil((windowStart + opts.windowMs - t) / 1000)));
      throw new ApiError('too-many-requests');
    }
    await next();
  };
}

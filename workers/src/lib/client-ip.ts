import type { Context } from 'hono';

/** The caller's address as Cloudflare reports it; locally and in tests a fixed loopback value. */
export function clientIp(c: Context): string {
  return c.req.header('cf-connecting-ip') ?? c.req.header('x-real-ip') ?? '127.0.0.1';
}

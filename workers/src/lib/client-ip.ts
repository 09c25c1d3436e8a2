import type { Context } from 'hono';
import type { AppEnv } from '../deps';

/** The caller's address from the one configured header (Cloudflare's `cf-connecting-ip`); no header, no address. */
export function clientIp(c: Context<AppEnv>): string {
  return c.req.header(c.get('deps').config.clientIpHeader) ?? 'unknown';
}

/** Where a request comes from, for the list of signed-in devices. */
export function deviceOf(c: Context<AppEnv>) {
  const cf = (c.req.raw as { cf?: { city?: unknown; country?: unknown } }).cf;
  return {
    ip: clientIp(c),
    userAgent: c.req.header('user-agent')?.slice(0, 300),
    city: typeof cf?.city === 'string' ? cf.city : undefined,
    country: typeof cf?.country === 'string' ? cf.country : undefined,
  };
}

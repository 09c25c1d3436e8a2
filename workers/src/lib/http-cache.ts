import { routeKey } from '@kalam/core/permissions';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../deps';
import { etagOf, matches } from '../pages/html';
import { cachedJson } from '../services/cache';
import { matchedRouteKey } from './access';
import { runAfterAnswer } from './after-answer';

/** Public answers the same for every anonymous visitor: browsers and proxies may keep them a little. */
const SHARED_ROUTES = new Set([
  routeKey('GET', '/user/tutor/list/onboarded'),
  routeKey('GET', '/user/tutor/suggest'),
  routeKey('GET', '/user/tutor/info/:id'),
  routeKey('GET', '/topic/list'),
  routeKey('GET', '/plan/list'),
  routeKey('GET', '/plan/:id'),
]);

/**
 * Fresh for 10 s, then served stale for up to a minute while revalidated: the server's own tutor cache already trails
 * by up to 90 s (decision 008), and signed-in users, who get change events, never share these copies.
 */
export const SHARED_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=60';

/**
 * `Cache-Control` on every API answer: anonymous public GETs are shared with an ETag (304 when the copy is current),
 * everything else is `no-store` unless its route said otherwise (uploads, calendar feeds).
 */
export function httpCaching(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const key = matchedRouteKey(c);
    const shared = c.res.status === 200 && !c.req.header('authorization') && key !== undefined && SHARED_ROUTES.has(key);
    if (!shared) {
      if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
      return;
    }
    const etag = await etagOf(await c.res.clone().text());
    const headers = { 'cache-control': SHARED_CACHE_CONTROL, etag, vary: 'Authorization' };
    if (matches(c.req.raw, etag)) {
      c.res = new Response(null, { status: 304, headers });
      return;
    }
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}

/** A public answer from the isolate's response cache (services/cache.ts); `x-cache` says hit, stale or miss. */
export async function cachedAnswer(c: Context<AppEnv>, key: string, load: () => Promise<unknown>): Promise<Response> {
  const { text, verdict } = await cachedJson(c.get('deps'), key, load, (work) => runAfterAnswer(c, work));
  return c.body(text, 200, { 'content-type': 'application/json', 'x-cache': verdict });
}

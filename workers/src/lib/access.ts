import { ADMIN_ONLY, isAllowed, PERMISSIONS, routeKey, type Access, type Role } from '@kalam/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Hono, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { tutors, users } from '../db/schema';
import type { Account, AppEnv, Caller } from '../deps';
import { ApiError } from './errors';
import { readToken } from './jwt';

const PREFIX = '/api/v1';

/** Super and regular admins: owner rules in the services let them through. */
export const isAdmin = (caller: Caller) => ADMIN_ONLY.roles.includes(caller.role);

/** The permission-table entry of a route as registered (path relative to /api/v1). */
export function accessFor(method: string, path: string): Access | undefined {
  return PERMISSIONS[routeKey(method, path.startsWith(PREFIX) ? path.slice(PREFIX.length) : path)];
}

/** Identifies the caller from the bearer token and enforces the permission table on every route. */
export function access(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const handler = matchedRoutes(c).findLast((r) => r.method !== 'ALL');
    if (!handler) return next(); // unknown path: the JSON 404
    const rule = accessFor(handler.method, handler.path);
    if (!rule) throw new ApiError('forbidden'); // closed by default; the walk test catches it first
    const account = await identify(c);
    const caller = account && { id: account.users.id, role: account.users.role as Role };
    c.set('account', account);
    c.set('caller', caller);
    if (!isAllowed(rule, caller?.role ?? null)) throw new ApiError(caller ? 'forbidden' : 'unauthenticated');
    await next();
  };
}

/** The caller's open account (one query, with the tutor part `/user/current` shows), or null without a token. */
async function identify(c: Parameters<MiddlewareHandler<AppEnv>>[0]): Promise<Account | null> {
  const header = c.req.header('authorization');
  const token = header?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (!token) return null;
  const deps = c.get('deps');
  const payload = await readToken(deps, token);
  if (!payload) throw new ApiError('unauthenticated');
  const [account] = await deps.db.select().from(users).leftJoin(tutors, eq(tutors.userId, users.id))
    .where(and(eq(users.id, payload.id), isNull(users.deactivatedAt)));
  if (!account) throw new ApiError('unauthenticated');
  return account;
}

/** Every registered route must be in the permission table: checked when the app is built. */
export function assertRoutesCovered(app: Hono<AppEnv>) {
  const missing = app.routes.filter((r) => r.method !== 'ALL' && !accessFor(r.method, r.path)).map((r) => `${r.method} ${r.path}`);
  if (missing.length) throw new Error(`Routes missing from the permission table: ${missing.join(', ')}`);
}

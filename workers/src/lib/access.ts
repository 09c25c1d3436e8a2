import type { TokenPayload } from '@kalam/core/api';
import type { Role } from '@kalam/core/enums';
import { type Access, isAllowed, routeKey } from '@kalam/core/permissions';
import type { RouteDef } from '@kalam/core/routes/define';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { checkedClient } from '../db/checked';
import { createDb, type Db } from '../db/client';
import { prepared, rowReader } from '../db/prepared';
import { signIns, tutors, users } from '../db/schema';
import type { Account, AppEnv, Deps } from '../deps';
import { accountColumns } from '../services/current-user';
import { LAST_SEEN_STEP_MS, touchSignIn } from '../services/sign-in';
import { runAfterAnswer } from './after-answer';
import { deviceOf } from './client-ip';
import { ApiError } from './errors';
import { readToken } from './jwt';

const PREFIX = '/api/v1';

/** Who may call a route, by `GET /plan/:id`. */
export type PermissionTable = Readonly<Record<string, Access>>;

/**
 * The permission table of the routes an app mounts, read from their definitions' `access` (decision 024): an app
 * built for one group of routes reads only that group's definitions (decision 059).
 */
export const permissionTableOf = (defs: Iterable<RouteDef>): PermissionTable =>
  Object.fromEntries([...defs].map((d) => [routeKey(d.method, d.path), d.access]));

/** The permission-table key of the route a request matched (`GET /plan/:id`), if any. */
export function matchedRouteKey(c: Context): string | undefined {
  const handler = matchedRoutes(c).findLast((r) => r.method !== 'ALL');
  return handler && keyOf(handler.method, handler.path);
}

const keyOf = (method: string, path: string) => routeKey(method, path.startsWith(PREFIX) ? path.slice(PREFIX.length) : path);

/** Identifies the caller from the bearer token and enforces the permission table on every route. */
export function access(table: PermissionTable): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = matchedRouteKey(c);
    if (!key) return next(); // unknown path: the JSON 404
    const rule = table[key];
    if (!rule) throw new ApiError('forbidden'); // closed by default; the walk test catches it first
    if (TOKEN_CHECKED_BY_HANDLER.has(key)) return tokenOnly(c, next);
    const token = bearerOf(c);
    const payload = token ? await readToken(c.get('deps'), token) : null;
    if (token && !payload) throw new ApiError('unauthenticated');
    if (payload?.role !== undefined && CHECKED_ALONG.has(c.req.method))
      return checkedAlongReads(c, next, rule, { ...payload, role: payload.role });
    const signedIn = payload && (await identify(c, payload));
    const account = signedIn && { users: signedIn.users, tutors: signedIn.tutors };
    const caller = signedIn && { id: signedIn.users.id, role: signedIn.users.role as Role, signInId: signedIn.signIn.id };
    c.set('account', account);
    c.set('caller', caller);
    if (!isAllowed(rule, caller?.role ?? null)) throw new ApiError(caller ? 'forbidden' : 'unauthenticated');
    await next();
  };
}

/** Routes whose handler checks the token's sign-in in the same statement that uses it: no read of it beforehand. */
const TOKEN_CHECKED_BY_HANDLER = new Set([routeKey('POST', '/auth/refresh-token')]);

async function tokenOnly(c: Parameters<MiddlewareHandler<AppEnv>>[0], next: () => Promise<void>) {
  const token = bearerOf(c);
  const payload = token && (await readToken(c.get('deps'), token));
  if (!payload) throw new ApiError('unauthenticated');
  c.set('token', payload);
  c.set('account', null);
  c.set('caller', null);
  await next();
}

const bearerOf = (c: Parameters<MiddlewareHandler<AppEnv>>[0]) => c.req.header('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];

/**
 * The caller's open account with the tutor part `/user/current` shows, if the token's sign-in is still open and the
 * token its newest: one query, before the handler (a change, or a token from before tokens named the role).
 */
async function identify(c: Parameters<MiddlewareHandler<AppEnv>>[0], payload: TokenPayload): Promise<SignedIn> {
  const deps = c.get('deps');
  const found = await accountOfToken(deps, payload);
  if (!found) throw new ApiError('unauthenticated');
  await touchWhenDue(c, found.signIn.id, found.signIn.lastSeenAt);
  return found;
}

/** Last seen is written after the answer, at most every few minutes. */
async function touchWhenDue(c: Parameters<MiddlewareHandler<AppEnv>>[0], signInId: number, lastSeenAt: number) {
  const deps = c.get('deps');
  if (deps.now() - lastSeenAt >= LAST_SEEN_STEP_MS) await runAfterAnswer(c, () => touchSignIn(deps, signInId, deviceOf(c)));
}

/** Methods that only read: their access check travels with their first reads to the database (decision 042). */
const CHECKED_ALONG = new Set(['GET', 'HEAD']);

/**
 * A read by a token that names its role: the role is judged against the route at once, and the rest of the check (the
 * sign-in open and the token its newest, the account open, the role still held) rides in the handler's first batch
 * of reads. Its answer is judged before theirs is handed back; the answer is 401 whatever the handler made of it.
 */
async function checkedAlongReads(
  c: Parameters<MiddlewareHandler<AppEnv>>[0],
  next: () => Promise<void>,
  rule: Access,
  payload: TokenPayload & { role: Role },
) {
  if (!isAllowed(rule, payload.role)) throw new ApiError('forbidden');
  const deps = c.get('deps');
  let lastSeenAt = 0;
  const checked = checkedClient(deps.db.$client, accessCheck(deps.db, payload), ({ rows: [row] }) => {
    if (!row) throw new ApiError('unauthenticated');
    lastSeenAt = Number(row[0]);
  });
  c.set('deps', { ...deps, db: createDb(checked.client) });
  c.set('caller', { id: payload.id, role: payload.role, signInId: payload.sid });
  c.set('account', null);
  await next();
  await checked.settled();
  await touchWhenDue(c, payload.sid, lastSeenAt);
}

/** The token's sign-in, open and the token its newest (the token's values are placeholders). */
const openSignIn = and(
  eq(signIns.id, sql.placeholder('sid')),
  eq(signIns.userId, users.id),
  eq(signIns.generation, sql.placeholder('gen')),
  isNull(signIns.endedAt),
);

/** The check a read carries (the same statement for every token, built once per isolate), with the token's values. */
const accessCheck = prepared<TokenPayload & { role: Role }>((db) =>
  db
    .select({ lastSeenAt: signIns.lastSeenAt })
    .from(users)
    .innerJoin(signIns, openSignIn)
    .where(and(eq(users.id, sql.placeholder('id')), isNull(users.deactivatedAt), eq(users.role, sql.placeholder('role'))))
    .toSQL(),
);

type SignedIn = Account & { signIn: { id: number; generation: number; lastSeenAt: number } };

const signedInColumns = {
  ...accountColumns,
  signIn: { id: signIns.id, generation: signIns.generation, lastSeenAt: signIns.lastSeenAt },
};
const readSignedIn = rowReader<SignedIn>(signedInColumns, ['tutors']);

/** The account of a token's sign-in, with `also` as its first column. */
const tokenQuery = (db: Db, also: SQL) =>
  db
    .select({ also: sql`${also}`, ...signedInColumns })
    .from(users)
    .innerJoin(signIns, openSignIn)
    .leftJoin(tutors, eq(tutors.userId, users.id))
    .where(and(eq(users.id, sql.placeholder('id')), isNull(users.deactivatedAt)))
    .toSQL();
/** Every request's statement (`also` true), built once per isolate; a room's condition is built with it per call. */
const plainTokenQuery = prepared<TokenPayload>((db) => tokenQuery(db, sql`1`));

/**
 * The account a token belongs to, if the account is open and the token is its sign-in's newest (one query). `also` is a
 * condition on the same row the caller needs answered in that query (the room router's membership check).
 */
export async function signedInAccount(deps: Deps, token: string, also?: SQL): Promise<(SignedIn & { also: boolean }) | null> {
  const payload = await readToken(deps, token);
  return payload && accountOfToken(deps, payload, also);
}

async function accountOfToken(deps: Deps, payload: TokenPayload, also?: SQL): Promise<(SignedIn & { also: boolean }) | null> {
  const statement = also ? prepared<TokenPayload>((db) => tokenQuery(db, also))(deps.db, payload) : plainTokenQuery(deps.db, payload);
  const {
    rows: [row],
  } = await deps.db.$client.execute(statement);
  return row ? { ...readSignedIn(row, 1), also: Boolean(row[0]) } : null;
}

/** Every registered route must have a definition, and so an access rule and a place in the document: checked at build. */
export function assertRoutesCovered(app: Hono<AppEnv>, table: PermissionTable) {
  const missing = app.routes.filter((r) => r.method !== 'ALL' && !table[keyOf(r.method, r.path)]).map((r) => `${r.method} ${r.path}`);
  if (missing.length) throw new Error(`Routes without a definition (core/src/routes): ${missing.join(', ')}`);
}

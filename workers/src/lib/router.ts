import type { RouteDef } from '@kalam/core/routes/define';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type * as z from 'zod';
import type { AppEnv } from '../deps';
import { validate } from './validate';

type Out<S> = S extends z.ZodType ? z.output<S> : never;
type Validated<R extends RouteDef['request']> = {
  out: {
    param: Out<R['params']>;
    query: Out<R['query']>;
    json: Out<R['body']>;
    header: Out<R['headers']>;
  };
};

/** A route's handler: Hono's context, with `c.req.valid(…)` typed by the definition's request schemas. */
export type RouteHandler<D extends RouteDef> = (c: Context<AppEnv, string, Validated<D['request']>>) => Response | Promise<Response>;

/** A handler with middleware that runs before the request is validated: rate limits, webhook signatures. */
type Guarded<D extends RouteDef> = { before: MiddlewareHandler<AppEnv>[]; handle: RouteHandler<D> };

/**
 * A router for one resource's definitions: each path and method as defined, its request validated by the definition's
 * schemas before the handler runs. A definition without a handler (or a handler without a definition) fails the type
 * check; a definition not mounted fails the permission walk test.
 */
export function routerOf<Defs extends Record<string, RouteDef>>(
  defs: Defs,
  handlers: { [K in keyof Defs]: RouteHandler<Defs[K]> | Guarded<Defs[K]> },
) {
  const router = new Hono<AppEnv>();
  definitions.set(router, Object.values(defs));
  for (const [name, def] of Object.entries(defs)) {
    const { params, query, body, headers } = def.request;
    const entry = handlers[name] as unknown as RouteHandler<RouteDef> | Guarded<RouteDef>;
    const { before, handle } = typeof entry === 'function' ? { before: [], handle: entry } : entry;
    const checks: MiddlewareHandler[] = [...before];
    if (headers) checks.push(validate('header', headers));
    if (params) checks.push(validate('param', params));
    if (query) checks.push(validate('query', query));
    if (body) checks.push(validate('json', body));
    router.on([def.method.toUpperCase()], [def.path], ...checks, (c) => handle(c as never));
  }
  return router;
}

const definitions = new WeakMap<Hono<AppEnv>, RouteDef[]>();

/** The definitions a router was made from: an app's permission table is built from the routers it mounts. */
export const definitionsOf = (router: Hono<AppEnv>): RouteDef[] => definitions.get(router) ?? [];

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

/**
 * A router for one resource's definitions: each path and method as defined, its request validated by the definition's
 * schemas before the handler runs. A definition without a handler (or a handler without a definition) fails the type
 * check; a definition not mounted fails the permission walk test.
 */
export function routerOf<Defs extends Record<string, RouteDef>>(defs: Defs, handlers: { [K in keyof Defs]: RouteHandler<Defs[K]> }) {
  const router = new Hono<AppEnv>();
  for (const [name, def] of Object.entries(defs)) {
    const { params, query, body, headers } = def.request;
    const checks: MiddlewareHandler[] = [];
    if (headers) checks.push(validate('header', headers));
    if (params) checks.push(validate('param', params));
    if (query) checks.push(validate('query', query));
    if (body) checks.push(validate('json', body));
    const handler = handlers[name] as unknown as RouteHandler<RouteDef>;
    router.on([def.method.toUpperCase()], [def.path], ...checks, (c) => handler(c as never));
  }
  return router;
}

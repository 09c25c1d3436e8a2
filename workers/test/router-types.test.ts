import { PUBLIC } from '@kalam/core/permissions';
import { route } from '@kalam/core/routes/define';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod';
import { ApiError } from '../src/lib/errors';
import { routerOf } from '../src/lib/router';

// `routerOf`'s promises, pinned: handlers read what the definition validated, and every definition has a handler.

const defs = {
  one: route({
    method: 'get',
    path: '/thing/:id{[0-9]+}',
    access: PUBLIC,
    summary: 'A thing',
    request: { params: z.object({ id: z.coerce.number().int() }), query: z.object({ full: z.enum(['true', 'false']).optional() }) },
    responses: () => ({ 200: z.object({ id: z.number() }) }),
  }),
};

describe('routerOf', () => {
  it('hands a handler the validated, typed request, and answers 400 before it for bad input', async () => {
    const router = routerOf(defs, {
      one: (c) => {
        expectTypeOf(c.req.valid('param')).toEqualTypeOf<{ id: number }>();
        expectTypeOf(c.req.valid('query')).toEqualTypeOf<{ full?: 'true' | 'false' }>();
        return c.json({ id: c.req.valid('param').id });
      },
    });
    expect(await (await router.request('/thing/7')).json()).toEqual({ id: 7 });
    // the app turns the refusal into the error envelope; here it is the refusal itself
    router.onError((err) => new Response(err instanceof ApiError ? err.code : 'other', { status: 400 }));
    const refused = await router.request('/thing/7?full=maybe');
    expect([refused.status, await refused.text()]).toEqual([400, 'bad-request']);
    expect((await router.request('/thing/seven')).status).toBe(404);
  });

  it('refuses, at the type check, a definition without its handler', () => {
    // @ts-expect-error: `one` has no handler
    const missing = () => routerOf(defs, {});
    expect(typeof missing).toBe('function');
  });
});

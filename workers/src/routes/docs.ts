import { docsRoutes as defs } from '@kalam/core/routes/docs';
import { ApiError } from '../lib/errors';
import { routerOf } from '../lib/router';

// the document is made at build time (the web build writes it beside the SPA), so the Worker carries no generator
export const docsRoutes = routerOf(defs, {
  openapi: async (c) => {
    const file = await c.get('deps').apiDocument();
    if (!file.ok || !file.body) throw new ApiError('service-unavailable');
    return c.body(file.body as ReadableStream, 200, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'public, max-age=300',
    });
  },
});

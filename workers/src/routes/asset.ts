import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { readUpload } from '../services/asset';

/** Public uploads (profile images, tutor photos): immutable names, cached for long. */
export const assetRoutes = new Hono<AppEnv>().get('/uploads/:name', async (c) => {
  const file = await readUpload(c.get('deps'), c.req.param('name'));
  return c.body(file.body as ReadableStream, 200, {
    'content-type': file.contentType,
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
  });
});

import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { callerOf } from '../lib/caller';
import { readReceipt, readUpload } from '../services/asset';

export const assetRoutes = new Hono<AppEnv>()
  /** Public uploads (profile images, tutor photos): immutable names, cached for long. */
  .get('/uploads/:name', async (c) => {
    const file = await readUpload(c.get('deps'), c.req.param('name'));
    return c.body(file.body as ReadableStream, 200, {
      'content-type': file.contentType,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  })
  /** Withdrawal receipts: private to the invoice's tutor and admins, never cached. */
  .get('/receipts/:name', async (c) => {
    const file = await readReceipt(c.get('deps'), callerOf(c), c.req.param('name'));
    return c.body(file.body as ReadableStream, 200, {
      'content-type': file.contentType,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
    });
  });

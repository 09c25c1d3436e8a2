import { assetRoutes as defs } from '@kalam/core/routes/asset';
import { callerOf } from '../lib/caller';
import { routerOf } from '../lib/router';
import { readReceipt, readUpload } from '../services/asset';

export const assetRoutes = routerOf(defs, {
  /** Public uploads (profile images, tutor photos): immutable names, cached for long. */
  uploads: async (c) => {
    const file = await readUpload(c.get('deps'), c.req.valid('param').name);
    return c.body(file.body as ReadableStream, 200, {
      'content-type': file.contentType,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  },
  /** Withdrawal receipts: private to the invoice's tutor and admins, never cached. */
  receipt: async (c) => {
    const file = await readReceipt(c.get('deps'), callerOf(c), c.req.valid('param').name);
    return c.body(file.body as ReadableStream, 200, {
      'content-type': file.contentType,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
    });
  },
});

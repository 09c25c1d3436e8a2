import { UPLOAD_LIMITS } from '@kalam/core/constants';
import { adminForm, invoiceRoutes as defs } from '@kalam/core/routes/invoice';
import { fieldErrorsFromZod } from '@kalam/core/validation';
import type { Context } from 'hono';
import type * as z from 'zod';
import type { AppEnv } from '../deps';
import { callerOf } from '../lib/caller';
import { ApiError } from '../lib/errors';
import { uploadLimit } from '../lib/multipart';
import { routerOf } from '../lib/router';
import { invoiceStats, listInvoices, requestWithdrawal, updateByAdmin, updateByReceiver } from '../services/invoice';

/** The admin's multipart form, read and checked here after the path (the definition's `form` only documents it). */
async function adminFormOf(c: Context<AppEnv>): Promise<z.output<typeof adminForm>> {
  const body = await c.req.parseBody({ all: true }).catch(() => {
    throw new ApiError('bad-request', { message: 'Malformed FormData request.' });
  });
  const form = adminForm.safeParse(body);
  if (!form.success) throw new ApiError('bad-request', { errors: fieldErrorsFromZod(form.error) });
  return form.data;
}

export const invoiceRoutes = routerOf(defs, {
  create: async (c) => c.json(await requestWithdrawal(c.get('deps'), callerOf(c), c.req.valid('json')), 201),
  updateByReceiver: async (c) => c.json(await updateByReceiver(c.get('deps'), callerOf(c), c.req.valid('param').id, c.req.valid('json'))),
  updateByAdmin: {
    before: [uploadLimit(UPLOAD_LIMITS.receiptBytes)],
    handle: async (c) => c.json(await updateByAdmin(c.get('deps'), callerOf(c), c.req.valid('param').id, await adminFormOf(c))),
  },
  list: async (c) => c.json(await listInvoices(c.get('deps'), callerOf(c), c.req.valid('query'))),
  stats: async (c) => c.json(await invoiceStats(c.get('deps'), callerOf(c), c.req.valid('param').id)),
});

import { schemas, UPLOAD_LIMITS, withdrawMethodTypes } from '@kalam/core';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as z from 'zod';
import type { AppEnv } from '../deps';
import { callerOf } from '../lib/caller';
import { ApiError } from '../lib/errors';
import { validate } from '../lib/validate';
import { deleteInvoice, invoiceStats, listInvoices, requestWithdrawal, updateByAdmin, updateByReceiver } from '../services/invoice';

const idParam = z.object({ id: schemas.fields.id });
/** The method picks the limits the rest of the body is checked against (`schemas.invoice.createFor`, in the service). */
const withdrawalBody = z.looseObject({ method: z.enum(withdrawMethodTypes, { error: schemas.fields.typeError('invalid-type') }) });
/** multipart/form-data: status, note, clearNote ('true'), receipt (a JPG, PNG or PDF file). */
const adminForm = schemas.invoice.adminUpdate.extend({ receipt: z.instanceof(File, { error: 'invalid-type' }).optional() });

export const invoiceRoutes = new Hono<AppEnv>()
  .post('/', validate('json', withdrawalBody), async (c) =>
    c.json(await requestWithdrawal(c.get('deps'), callerOf(c), c.req.valid('json')), 201),
  )
  .put('/receiver/:id{[0-9]+}', validate('param', idParam), validate('json', schemas.invoice.receiverUpdate), async (c) =>
    c.json(await updateByReceiver(c.get('deps'), callerOf(c), c.req.valid('param').id, c.req.valid('json'))),
  )
  .put(
    '/admin/:id{[0-9]+}',
    // multipart overhead on top of the 8 MB receipt; the file itself is checked exactly in the service
    bodyLimit({
      maxSize: UPLOAD_LIMITS.receiptBytes + 64 * 1024,
      onError: () => {
        throw new ApiError('payload-too-large');
      },
    }),
    validate('param', idParam),
    validate('form', adminForm),
    async (c) => c.json(await updateByAdmin(c.get('deps'), callerOf(c), c.req.valid('param').id, c.req.valid('form'))),
  )
  .get('/list', validate('query', schemas.invoice.listQuery), async (c) =>
    c.json(await listInvoices(c.get('deps'), callerOf(c), c.req.valid('query'))),
  )
  .get('/stats/:id{[0-9]+}', validate('param', idParam), async (c) =>
    c.json(await invoiceStats(c.get('deps'), callerOf(c), c.req.valid('param').id)),
  )
  .delete('/:id{[0-9]+}', validate('param', idParam), async (c) => c.json(await deleteInvoice(c.get('deps'), c.req.valid('param').id)));

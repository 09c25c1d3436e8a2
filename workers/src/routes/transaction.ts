import { schemas } from '@kalam/core';
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../deps';
import { callerOf } from '../lib/caller';
import { validate } from '../lib/validate';
import { getTransaction, listTransactions } from '../services/transaction';

const idParam = z.object({ id: schemas.fields.id });

export const transactionRoutes = new Hono<AppEnv>()
  .get('/list', validate('query', schemas.payment.transactionListQuery), async (c) =>
    c.json(await listTransactions(c.get('deps'), callerOf(c), c.req.valid('query'))),
  )
  .get('/:id{[0-9]+}', validate('param', idParam), async (c) =>
    c.json(await getTransaction(c.get('deps'), callerOf(c), c.req.valid('param').id)),
  );

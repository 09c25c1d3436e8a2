import { schemas } from '@kalam/core';
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../deps';
import { validate } from '../lib/validate';
import { createPlan, deletePlan, getPlanFor, listPlans, updatePlan } from '../services/plan';

const idParam = z.object({ id: schemas.fields.id });

export const planRoutes = new Hono<AppEnv>()
  .get('/list', validate('query', schemas.plan.listQuery), async (c) =>
    c.json(await listPlans(c.get('deps'), c.get('caller'), c.req.valid('query'))),
  )
  .post('/', validate('json', schemas.plan.create), async (c) => c.json(await createPlan(c.get('deps'), c.req.valid('json')), 201))
  .get('/:id{[0-9]+}', validate('param', idParam), async (c) =>
    c.json(await getPlanFor(c.get('deps'), c.get('caller'), c.req.valid('param').id)),
  )
  .put('/:id{[0-9]+}', validate('param', idParam), validate('json', schemas.plan.update), async (c) =>
    c.json(await updatePlan(c.get('deps'), c.req.valid('param').id, c.req.valid('json'))),
  )
  // Answers the plan: deleted, or deactivated when payments or subscriptions refer to it.
  .delete('/:id{[0-9]+}', validate('param', idParam), async (c) => c.json(await deletePlan(c.get('deps'), c.req.valid('param').id)));

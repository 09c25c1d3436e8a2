import { Hono } from 'hono';
import { schemas } from '@kalam/core';
import type { AppEnv } from '../deps';
import { validate } from '../lib/validate';
import { listPlans } from '../services/plan';

export const planRoutes = new Hono<AppEnv>().get('/list', validate('query', schemas.plan.listQuery), async (c) =>
  c.json(await listPlans(c.get('deps'), c.req.valid('query'))),
);

import { Hono } from 'hono';
import { schemas } from '@kalam/core';
import type { AppEnv } from '../deps';
import { validate } from '../lib/validate';
import { listOnboardedTutors } from '../services/tutor';

export const userRoutes = new Hono<AppEnv>().get(
  '/tutor/list/onboarded',
  validate('query', schemas.tutor.listQuery),
  async (c) => c.json(await listOnboardedTutors(c.get('deps'), c.req.valid('query'))),
);

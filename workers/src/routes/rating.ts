import { schemas } from '@kalam/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../deps';
import { validate } from '../lib/validate';
import { listTutorRatings } from '../services/rating';

const idParam = z.object({ id: schemas.fields.id });

export const ratingRoutes = new Hono<AppEnv>().get('/list/tutor/:id{[0-9]+}', validate('param', idParam), validate('query', schemas.rating.listQuery), async (c) =>
  c.json(await listTutorRatings(c.get('deps'), c.req.valid('param').id, c.req.valid('query'))),
);

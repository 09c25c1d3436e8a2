import { schemas } from '@kalam/core';
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../deps';
import { callerOf } from '../lib/caller';
import { validate } from '../lib/validate';
import { createRating, deleteRating, getRating, listRaterRatings, listTutorRatings, updateRating } from '../services/rating';

const idParam = z.object({ id: schemas.fields.id });

export const ratingRoutes = new Hono<AppEnv>()
  .post('/', validate('json', schemas.rating.create), async (c) =>
    c.json(await createRating(c.get('deps'), callerOf(c), c.req.valid('json')), 201),
  )
  .get('/list/tutor/:id{[0-9]+}', validate('param', idParam), validate('query', schemas.rating.listQuery), async (c) =>
    c.json(await listTutorRatings(c.get('deps'), c.req.valid('param').id, c.req.valid('query'))),
  )
  .get('/list/ratee/:id{[0-9]+}', validate('param', idParam), validate('query', schemas.rating.listQuery), async (c) =>
    c.json(await listTutorRatings(c.get('deps'), c.req.valid('param').id, c.req.valid('query'))),
  )
  .get('/list/rater/:id{[0-9]+}', validate('param', idParam), validate('query', schemas.rating.listQuery), async (c) =>
    c.json(await listRaterRatings(c.get('deps'), callerOf(c), c.req.valid('param').id, c.req.valid('query'))),
  )
  .get('/:id{[0-9]+}', validate('param', idParam), async (c) => c.json(await getRating(c.get('deps'), c.req.valid('param').id)))
  .put('/:id{[0-9]+}', validate('param', idParam), validate('json', schemas.rating.update), async (c) =>
    c.json(await updateRating(c.get('deps'), callerOf(c), c.req.valid('param').id, c.req.valid('json'))),
  )
  .delete('/:id{[0-9]+}', validate('param', idParam), async (c) =>
    c.json(await deleteRating(c.get('deps'), callerOf(c), c.req.valid('param').id)),
  );

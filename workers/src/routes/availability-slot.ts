import { schemas } from '@kalam/core';
import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { callerOf } from '../lib/caller';
import { validate } from '../lib/validate';
import { createAvailability, deleteAvailability, getAvailability } from '../services/availability-slot';

export const availabilitySlotRoutes = new Hono<AppEnv>()
  .get('/', validate('query', schemas.availability.listQuery), async (c) =>
    c.json(await getAvailability(c.get('deps'), c.get('caller'), c.req.valid('query'))),
  )
  .post('/', validate('json', schemas.availability.create), async (c) =>
    c.json(await createAvailability(c.get('deps'), callerOf(c), c.req.valid('json')), 201),
  )
  .delete(
    '/:id{[0-9]+}',
    validate('param', schemas.availability.removeParams),
    validate('query', schemas.availability.removeQuery),
    async (c) => c.json(await deleteAvailability(c.get('deps'), callerOf(c), c.req.valid('param').id, c.req.valid('query'))),
  );

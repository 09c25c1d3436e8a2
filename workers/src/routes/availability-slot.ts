import { availabilitySlotRoutes as defs } from '@kalam/core/routes/availability-slot';
import { callerOf } from '../lib/caller';
import { routerOf } from '../lib/router';
import { createAvailability, deleteAvailability, editAvailability, getAvailability } from '../services/availability-slot';

export const availabilitySlotRoutes = routerOf(defs, {
  get: async (c) => c.json(await getAvailability(c.get('deps'), c.get('caller'), c.req.valid('query'))),
  add: async (c) => c.json(await createAvailability(c.get('deps'), callerOf(c), c.req.valid('json')), 201),
  edit: async (c) => c.json(await editAvailability(c.get('deps'), callerOf(c), c.req.valid('param').id, c.req.valid('json'))),
  remove: async (c) => c.json(await deleteAvailability(c.get('deps'), callerOf(c), c.req.valid('param').id, c.req.valid('query'))),
});

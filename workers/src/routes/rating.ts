import { ratingRoutes as defs } from '@kalam/core/routes/rating';
import { callerOf } from '../lib/caller';
import { routerOf } from '../lib/router';
import { createRating, deleteRating, getRating, listRaterRatings, listTutorRatings, updateRating } from '../services/rating';

export const ratingRoutes = routerOf(defs, {
  create: async (c) => c.json(await createRating(c.get('deps'), callerOf(c), c.req.valid('json')), 201),
  ofTutor: async (c) => c.json(await listTutorRatings(c.get('deps'), c.req.valid('param').id, c.req.valid('query'))),
  ofRatee: async (c) => c.json(await listTutorRatings(c.get('deps'), c.req.valid('param').id, c.req.valid('query'))),
  ofRater: async (c) => c.json(await listRaterRatings(c.get('deps'), callerOf(c), c.req.valid('param').id, c.req.valid('query'))),
  get: async (c) => c.json(await getRating(c.get('deps'), c.req.valid('param').id)),
  update: async (c) => c.json(await updateRating(c.get('deps'), callerOf(c), c.req.valid('param').id, c.req.valid('json'))),
  remove: async (c) => c.json(await deleteRating(c.get('deps'), callerOf(c), c.req.valid('param').id)),
});

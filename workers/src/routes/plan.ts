import { planRoutes as defs } from '@kalam/core/routes/plan';
import { routerOf } from '../lib/router';
import { createPlan, deletePlan, getPlanFor, listPlans, updatePlan } from '../services/plan';

export const planRoutes = routerOf(defs, {
  list: async (c) => c.json(await listPlans(c.get('deps'), c.get('caller'), c.req.valid('query'))),
  create: async (c) => c.json(await createPlan(c.get('deps'), c.req.valid('json')), 201),
  get: async (c) => c.json(await getPlanFor(c.get('deps'), c.get('caller'), c.req.valid('param').id)),
  update: async (c) => c.json(await updatePlan(c.get('deps'), c.req.valid('param').id, c.req.valid('json'))),
  // Answers the plan: deleted, or deactivated when payments or subscriptions refer to it.
  delete: async (c) => c.json(await deletePlan(c.get('deps'), c.req.valid('param').id)),
});

import { inviteRoutes as defs } from '@kalam/core/routes/invite';
import { routerOf } from '../lib/router';
import { createInvite, deleteInvite, getInvite, listInvites, updateInvite } from '../services/invite';

export const inviteRoutes = routerOf(defs, {
  create: async (c) => c.json(await createInvite(c.get('deps'), c.req.valid('json')), 201),
  list: async (c) => c.json(await listInvites(c.get('deps'), c.req.valid('query'))),
  get: async (c) => c.json(await getInvite(c.get('deps'), c.req.valid('param').id)),
  update: async (c) => c.json(await updateInvite(c.get('deps'), c.req.valid('param').id, c.req.valid('json'))),
  // Answers the invite: deleted, or marked used when a payment refers to it.
  delete: async (c) => c.json(await deleteInvite(c.get('deps'), c.req.valid('param').id)),
});

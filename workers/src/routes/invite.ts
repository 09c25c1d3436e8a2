import { schemas } from '@kalam/core';
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../deps';
import { validate } from '../lib/validate';
import { createInvite, deleteInvite, getInvite, listInvites, updateInvite } from '../services/invite';

const idParam = z.object({ id: schemas.fields.id });
// Admin filters over the core paging query: one plan's invites, or one person's.
const listQuery = schemas.invite.listQuery.extend({ planId: schemas.fields.optionalId, email: schemas.fields.email.optional() });

export const inviteRoutes = new Hono<AppEnv>()
  .post('/', validate('json', schemas.invite.create), async (c) => c.json(await createInvite(c.get('deps'), c.req.valid('json')), 201))
  .get('/list', validate('query', listQuery), async (c) => c.json(await listInvites(c.get('deps'), c.req.valid('query'))))
  .get('/:id{[0-9]+}', validate('param', idParam), async (c) => c.json(await getInvite(c.get('deps'), c.req.valid('param').id)))
  .put('/:id{[0-9]+}', validate('param', idParam), validate('json', schemas.invite.update), async (c) =>
    c.json(await updateInvite(c.get('deps'), c.req.valid('param').id, c.req.valid('json'))),
  )
  // Answers the invite: deleted, or marked used when a payment refers to it.
  .delete('/:id{[0-9]+}', validate('param', idParam), async (c) => c.json(await deleteInvite(c.get('deps'), c.req.valid('param').id)));

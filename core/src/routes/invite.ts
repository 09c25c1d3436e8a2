import * as z from 'zod';
import { ADMIN_ONLY } from '../permissions';
import * as fields from '../schemas/fields';
import * as inviteSchemas from '../schemas/invite';
import { route } from './define';
import { idParams, paged } from './shared';

export const invite = z
  .strictObject({
    id: z.number().int(),
    email: z.string(),
    planId: z.number().int(),
    usedAt: z.number().int().nullable(),
    createdAt: z.number().int(),
  })
  .meta({ id: 'Invite' });

// Admin filters over the core paging query: one plan's invites, or one person's.
const listQuery = inviteSchemas.listQuery.extend({ planId: fields.optionalId, email: fields.email.optional() });

// Invites unlock an invite-only plan for one email; admins manage them.
export const inviteRoutes = {
  create: route({
    method: 'post',
    path: '/invite',
    access: ADMIN_ONLY,
    summary: 'Invite an email to an invite-only plan',
    request: { body: inviteSchemas.create },
    responses: () => ({ 201: invite }),
  }),
  list: route({
    method: 'get',
    path: '/invite/list',
    access: ADMIN_ONLY,
    summary: 'Invites, newest first, optionally of one plan or one email',
    request: { query: listQuery },
    responses: () => ({ 200: paged(invite) }),
  }),
  get: route({
    method: 'get',
    path: '/invite/:id{[0-9]+}',
    access: ADMIN_ONLY,
    summary: 'One invite',
    request: { params: idParams },
    responses: () => ({ 200: invite }),
  }),
  update: route({
    method: 'put',
    path: '/invite/:id{[0-9]+}',
    access: ADMIN_ONLY,
    summary: 'Change an invite; only the fields sent change',
    request: { params: idParams, body: inviteSchemas.update },
    responses: () => ({ 200: invite }),
  }),
  delete: route({
    method: 'delete',
    path: '/invite/:id{[0-9]+}',
    access: ADMIN_ONLY,
    summary: 'Remove an invite, or mark it used when a payment refers to it; answers the invite',
    request: { params: idParams },
    responses: () => ({ 200: invite }),
  }),
};

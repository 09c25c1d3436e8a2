import * as z from 'zod';
import { ADMIN_ONLY, PUBLIC } from '../permissions';
import * as planSchemas from '../schemas/plan';
import { route } from './define';
import { idParams, paged } from './shared';

/** Prices are piasters per whole period, discounts percent off that period (0–100). */
export const plan = z
  .strictObject({
    id: z.number().int(),
    alias: z.string(),
    /** the name students read everywhere */
    nameAr: z.string(),
    weeklyMinutes: z.number().int(),
    fullMonthPrice: z.number().int(),
    fullMonthDiscount: z.number(),
    fullQuarterPrice: z.number().int(),
    fullQuarterDiscount: z.number(),
    halfYearPrice: z.number().int(),
    halfYearDiscount: z.number(),
    fullYearPrice: z.number().int(),
    fullYearDiscount: z.number(),
    forInvitesOnly: z.boolean(),
    active: z.boolean(),
    createdAt: z.number().int(),
    updatedAt: z.number().int(),
  })
  .meta({ id: 'Plan' });

// Plans: anyone reads (invite-only plans only for invited emails and admins, service rule); admins manage.
export const planRoutes = {
  list: route({
    method: 'get',
    path: '/plan/list',
    access: PUBLIC,
    summary: 'The plans the caller may buy (admins: every plan), fewest weekly minutes first',
    request: { query: planSchemas.listQuery },
    responses: () => ({ 200: paged(plan) }),
  }),
  create: route({
    method: 'post',
    path: '/plan',
    access: ADMIN_ONLY,
    summary: 'Add a plan',
    request: { body: planSchemas.create },
    responses: () => ({ 201: plan }),
  }),
  get: route({
    method: 'get',
    path: '/plan/:id{[0-9]+}',
    access: PUBLIC,
    summary: 'One plan, when the caller may see it',
    request: { params: idParams },
    responses: () => ({ 200: plan }),
  }),
  update: route({
    method: 'put',
    path: '/plan/:id{[0-9]+}',
    access: ADMIN_ONLY,
    summary: 'Change a plan; only the fields sent change',
    request: { params: idParams, body: planSchemas.update },
    responses: () => ({ 200: plan }),
  }),
  delete: route({
    method: 'delete',
    path: '/plan/:id{[0-9]+}',
    access: ADMIN_ONLY,
    summary: 'Remove a plan, or deactivate it when payments or subscriptions refer to it; answers the plan',
    request: { params: idParams },
    responses: () => ({ 200: plan }),
  }),
};

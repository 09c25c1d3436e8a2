import * as z from 'zod';
import { withdrawMethodTypes } from '../enums';
import { ADMIN_ONLY, SIGNED_IN } from '../permissions';
import { schemas } from '../schemas/index';
import { route } from './define';
import { idParams } from './shared';

/** A payout method with the bounds of one withdrawal, in piasters (for tutors: inside the platform's limits). */
export const withdrawMethod = z
  .strictObject({
    id: z.number().int(),
    type: z.enum(withdrawMethodTypes),
    min: z.number().int(),
    max: z.number().int(),
    enabled: z.boolean(),
    updatedAt: z.number().int(),
  })
  .meta({ id: 'WithdrawMethod' });

// Withdrawals: tutors request and change their own; admins set methods and process requests (rules in the invoice service).
export const withdrawMethodRoutes = {
  list: route({
    method: 'get',
    path: '/withdraw-method/list',
    access: SIGNED_IN,
    summary: 'The enabled payout methods with their bounds (admins: the disabled ones too)',
    request: {},
    responses: { 200: z.array(withdrawMethod) },
  }),
  upsert: route({
    method: 'post',
    path: '/withdraw-method',
    access: ADMIN_ONLY,
    summary: 'Set a payout method: 201 when its type is new, 200 when it changed the existing one',
    request: { body: schemas.withdrawMethod.upsert },
    responses: { 201: withdrawMethod, 200: withdrawMethod },
  }),
  update: route({
    method: 'put',
    path: '/withdraw-method/:id{[0-9]+}',
    access: ADMIN_ONLY,
    summary: "Change a payout method's bounds or switch it on or off",
    request: { params: idParams, body: schemas.withdrawMethod.update },
    responses: { 200: withdrawMethod },
  }),
};

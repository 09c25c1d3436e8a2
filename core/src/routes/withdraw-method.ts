import * as z from 'zod';
import { withdrawMethodTypes } from '../enums';
import { ADMIN_ONLY, SIGNED_IN } from '../permissions';
import * as withdrawMethodSchemas from '../schemas/withdraw-method';
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

/** A bank tutors can withdraw to; hidden ones only admins list (old withdrawals still name them). */
export const bank = z
  .strictObject({ id: z.number().int(), code: z.string(), nameAr: z.string(), hidden: z.boolean(), updatedAt: z.number().int() })
  .meta({ id: 'Bank' });

// Withdrawals: tutors request and change their own; admins set methods and process requests (rules in the invoice service).
export const withdrawMethodRoutes = {
  list: route({
    method: 'get',
    path: '/withdraw-method/list',
    access: SIGNED_IN,
    summary: 'The enabled payout methods with their bounds (admins: the disabled ones too)',
    request: {},
    responses: () => ({ 200: z.array(withdrawMethod) }),
  }),
  upsert: route({
    method: 'post',
    path: '/withdraw-method',
    access: ADMIN_ONLY,
    summary: 'Set a payout method: 201 when its type is new, 200 when it changed the existing one',
    request: { body: withdrawMethodSchemas.upsert },
    responses: () => ({ 201: withdrawMethod, 200: withdrawMethod }),
  }),
  update: route({
    method: 'put',
    path: '/withdraw-method/:id{[0-9]+}',
    access: ADMIN_ONLY,
    summary: "Change a payout method's bounds or switch it on or off",
    request: { params: idParams, body: withdrawMethodSchemas.update },
    responses: () => ({ 200: withdrawMethod }),
  }),
  banks: route({
    method: 'get',
    path: '/withdraw-method/bank/list',
    access: SIGNED_IN,
    summary: 'The banks a tutor can withdraw to, by Arabic name (admins: the hidden ones too)',
    request: {},
    responses: () => ({ 200: z.array(bank) }),
  }),
  createBank: route({
    method: 'post',
    path: '/withdraw-method/bank',
    access: ADMIN_ONLY,
    summary: 'Add a bank to the list tutors choose from',
    request: { body: withdrawMethodSchemas.createBank },
    responses: () => ({ 201: bank }),
  }),
  updateBank: route({
    method: 'put',
    path: '/withdraw-method/bank/:id{[0-9]+}',
    access: ADMIN_ONLY,
    summary: 'Rename a bank, or hide it from tutors (and show it again)',
    request: { params: idParams, body: withdrawMethodSchemas.updateBank },
    responses: () => ({ 200: bank }),
  }),
};

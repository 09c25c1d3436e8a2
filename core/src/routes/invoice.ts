import * as z from 'zod';
import { UPLOAD_LIMITS } from '../constants';
import { invoiceStatuses, Role, withdrawMethodTypes } from '../enums';
import { ADMIN_ONLY, only } from '../permissions';
import * as fields from '../schemas/fields';
import * as invoiceSchemas from '../schemas/invoice';
import { route } from './define';
import { idParams, paged, publicUser } from './shared';

/** A tutor's withdrawal request; receiver details are those of its method, the rest null. */
export const invoice = z
  .strictObject({
    id: z.number().int(),
    userId: z.number().int(),
    tutor: publicUser,
    /** piasters */
    amount: z.number().int(),
    method: z.enum(withdrawMethodTypes),
    receiver: z.string().nullable(),
    /** a bank's code (`GET /withdraw-method/bank/list` names it) */
    bank: z.string().nullable(),
    phone: z.string().nullable(),
    account: z.string().nullable(),
    username: z.string().nullable(),
    /** sanitised HTML */
    note: z.string().nullable(),
    /** a `/api/v1/assets/receipts/{name}` path once fulfilled */
    receipt: z.string().nullable(),
    status: z.enum(invoiceStatuses),
    addressedBy: z.number().int().nullable(),
    createdAt: z.number().int(),
    updatedAt: z.number().int(),
  })
  .meta({ id: 'Invoice' });

const earnings = z.array(z.strictObject({ start: z.number().int(), earned: z.number().int() }));

/** A tutor's balance, derived from fulfilled lessons and withdrawals, with earnings over time; piasters. */
export const invoiceStats = z.strictObject({
  /** earned by fulfilled lessons */
  earned: z.number().int(),
  /** fulfilled withdrawals */
  withdrawn: z.number().int(),
  /** requests not yet settled (pending, updated or cancelled by the tutor awaiting an admin) */
  pending: z.number().int(),
  /** what may be requested now: earned − withdrawn − pending */
  available: z.number().int(),
  /** per Saturday week (last 12) and per Cairo month (last 12), oldest first */
  weekly: earnings,
  monthly: earnings,
});

/** The method picks the limits the rest of the body is checked against (`invoiceSchemas.createFor`, in the service). */
const withdrawalBody = z.looseObject({ method: z.enum(withdrawMethodTypes, { error: fields.typeError('invalid-type') }) }).meta({
  description: 'wallet: amount, phone; bank: amount, bank, account, receiver; instapay: amount, username',
  example: { method: 'wallet', amount: 50000, phone: '01012345678' },
});

/** multipart/form-data: status, note, clearNote ('true'), receipt (a JPG, PNG or PDF file). */
export const adminForm = invoiceSchemas.adminUpdate.extend({ receipt: z.instanceof(File, { error: 'invalid-type' }).optional() });

const adminFormDoc = invoiceSchemas.adminUpdate.extend({
  receipt: z
    .string()
    .meta({ format: 'binary', description: `a JPG, PNG or PDF of at most ${UPLOAD_LIMITS.receiptBytes / 1024 / 1024} MB` })
    .optional(),
});

const TUTORS_AND_ADMINS = only(Role.Tutor, ...ADMIN_ONLY.roles);

// Withdrawals: tutors request and change their own; admins set methods and process requests (rules in the invoice service).
export const invoiceRoutes = {
  create: route({
    method: 'post',
    path: '/invoice',
    access: only(Role.Tutor),
    summary: 'Ask to withdraw part of the balance through an enabled payout method',
    request: { body: withdrawalBody },
    responses: () => ({ 201: invoice }),
  }),
  updateByReceiver: route({
    method: 'put',
    path: '/invoice/receiver/:id{[0-9]+}',
    access: only(Role.Tutor),
    summary: "Change (amount, receiver details) or cancel one's own pending request",
    request: { params: idParams, body: invoiceSchemas.receiverUpdate },
    responses: () => ({ 200: invoice }),
  }),
  updateByAdmin: route({
    method: 'put',
    path: '/invoice/admin/:id{[0-9]+}',
    access: ADMIN_ONLY,
    summary: 'Move a request along, attach its receipt, or add, edit or clear its note',
    request: { params: idParams, form: adminFormDoc },
    responses: () => ({ 200: invoice }),
  }),
  list: route({
    method: 'get',
    path: '/invoice/list',
    access: TUTORS_AND_ADMINS,
    summary: "A tutor's own requests (admins: all, filtered), newest first",
    request: { query: invoiceSchemas.listQuery },
    responses: () => ({ 200: paged(invoice) }),
  }),
  stats: route({
    method: 'get',
    path: '/invoice/stats/:id{[0-9]+}',
    access: TUTORS_AND_ADMINS,
    summary: "A tutor's balance and earnings over the last 12 weeks and months",
    request: { params: idParams },
    responses: () => ({ 200: invoiceStats }),
  }),
};

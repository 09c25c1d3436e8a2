import * as z from 'zod';
import { INSTALLMENT_MONTHS } from '../constants';
import { paymentMethods, paymentStatuses, planPeriods } from '../enums';
import { SIGNED_IN } from '../permissions';
import * as paymentSchemas from '../schemas/payment';
import { route } from './define';
import { idParams, paged } from './shared';

/** A payment through Fawry (`/transaction/…`, `/fawry/pay/…`). */
export const transaction = z
  .strictObject({
    id: z.number().int(),
    userId: z.number().int(),
    /** who paid: admins find a payment by the student's name or email */
    student: z.strictObject({ id: z.number().int(), name: z.string(), email: z.string() }),
    plan: z.strictObject({ id: z.number().int(), alias: z.string(), nameAr: z.string(), weeklyMinutes: z.number().int() }),
    period: z.literal(planPeriods),
    method: z.literal(paymentMethods),
    status: z.literal(paymentStatuses),
    /** piasters charged */
    amount: z.number().int(),
    /** piasters taken off the period's full price (plan discount and coupon) */
    discount: z.number().int(),
    couponCode: z.string().nullable(),
    merchantRefNum: z.string(),
    /** Fawry's reference: the number paid at an outlet for reference-number orders */
    referenceNumber: z.string().nullable(),
    /** when an unpaid order stops being payable */
    expiresAt: z.number().int().nullable(),
    /** bank installments only */
    installmentMonths: z.literal(INSTALLMENT_MONTHS).nullable(),
    refundedAmount: z.number().int(),
    paidAt: z.number().int().nullable(),
    createdAt: z.number().int(),
    updatedAt: z.number().int(),
    /** the subscription this payment bought, once paid */
    subscription: z.strictObject({ id: z.number().int(), start: z.number().int(), end: z.number().int() }).nullable(),
  })
  .meta({ id: 'Transaction' });

// Payments: a student's own (owner rule in the payment service), admins any.
export const transactionRoutes = {
  list: route({
    method: 'get',
    path: '/transaction/list',
    access: SIGNED_IN,
    summary: "The caller's payments (admins: anyone's, filtered), newest first",
    request: { query: paymentSchemas.transactionListQuery },
    responses: () => ({ 200: paged(transaction) }),
  }),
  get: route({
    method: 'get',
    path: '/transaction/:id{[0-9]+}',
    access: SIGNED_IN,
    summary: 'One payment; an unpaid order is checked with Fawry first',
    request: { params: idParams },
    responses: () => ({ 200: transaction }),
  }),
};

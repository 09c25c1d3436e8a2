import * as z from 'zod';
import { BOUNDS, INSTALLMENT_MONTHS } from '../constants';
import { paymentMethods, paymentStatuses, planPeriods } from '../enums';
import { code as couponCode } from './coupon';
import { digitText, egyptianPhone, id, numeric, optionalId, time, typeError } from './fields';
import { paging } from './paging';

/** A plan period from JSON or a path segment: 0 month, 1 quarter, 2 year, 3 half-year. */
export const period = numeric(
  z
    .number({ error: typeError() })
    .int({ error: 'invalid' })
    .refine((p) => (planPeriods as readonly number[]).includes(p), { error: 'invalid' }),
).transform((p) => p as (typeof planPeriods)[number]);

/** What every checkout names: the plan, the period and an optional coupon. */
export const checkout = z.object({ planId: id, period, couponCode: couponCode.optional() });

/** A saved card (Fawry card token) and its CVV; the 3DS page returns the student to the checkout. */
const cardFields = {
  cardToken: z.string({ error: typeError() }).trim().min(1, { error: 'required' }).max(200, { error: 'invalid' }),
  cvv: digitText()
    .trim()
    .regex(/^\d{3,4}$/, { error: 'invalid' }),
};

export const payCard = checkout.extend(cardFields);
/** Paying at a Fawry outlet needs nothing beyond the checkout. @alias */
export const payRefNum = checkout;
export const payEWallet = checkout.extend({ phone: egyptianPhone });
export const payBankInstallments = checkout.extend({
  ...cardFields,
  months: z.number({ error: typeError() }).refine((m) => (INSTALLMENT_MONTHS as readonly number[]).includes(m), { error: 'invalid' }),
});

export const cancelUnpaidOrder = z.object({ transactionId: id });
/** Admins refund all (amount absent) or part of a paid transaction; amount in piasters. */
export const refund = z.object({
  transactionId: id,
  amount: z.number({ error: typeError() }).int({ error: 'invalid' }).positive({ error: 'invalid' }).optional(),
  reason: z.string({ error: typeError() }).trim().min(3, { error: 'invalid' }).max(200, { error: 'invalid' }),
});

export const deleteCard = z.object({ cardToken: cardFields.cardToken });

/** `GET /transaction/list`: a student sees their own; admins filter by user, the student's name or email, status, method and when it was made. */
const oneOf = <T extends number>(values: readonly T[]) =>
  numeric(
    z
      .number({ error: typeError() })
      .refine((v) => (values as readonly number[]).includes(v), { error: 'invalid' })
      .transform((v) => v as T)
      .optional(),
  );
export const transactionListQuery = paging.extend({
  userId: optionalId,
  search: z.string({ error: 'invalid' }).trim().max(BOUNDS.search.max, { error: 'invalid' }).optional(),
  status: oneOf(paymentStatuses),
  method: oneOf(paymentMethods),
  /** made at or after (epoch ms) */
  from: numeric(time.optional()),
  /** made before (epoch ms) */
  to: numeric(time.optional()),
});

const text = z.string({ error: typeError() }).min(1, { error: 'required' });
const numberText = z.union([z.string({ error: typeError() }), z.number({ error: typeError() })], { error: typeError() }).transform(String);
const pounds = z.number({ error: typeError() });

/** Fawry's V2 server notification: the fields the signature covers must be present; the rest is kept raw. */
export const fawryNotification = z.looseObject({
  fawryRefNumber: numberText.describe("Fawry's reference of the order"),
  merchantRefNumber: text.describe("the order as we named it: a transaction's merchantRefNum"),
  paymentAmount: pounds.describe('pounds paid'),
  orderAmount: pounds.describe("pounds of the order: the transaction's amount"),
  orderStatus: z
    .enum(['NEW', 'PAID', 'CANCELED', 'REFUNDED', 'EXPIRED', 'PARTIAL_REFUNDED', 'FAILED'], { error: typeError() })
    .describe("Fawry's status of the order (checked with Fawry's status API before it counts)"),
  paymentMethod: z.string({ error: typeError() }).describe('PAYATFAWRY, CARD, MWALLET…'),
  paymentRefrenceNumber: numberText.optional().describe("Fawry's reference of the payment (Fawry's spelling)"),
  messageSignature: text.describe(
    'hex SHA-256 of the fields above in this order (amounts with two decimals, an absent one empty), then the secure key',
  ),
});

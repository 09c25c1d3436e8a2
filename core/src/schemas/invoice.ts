import { z } from 'zod';
import { BOUNDS, PLATFORM_DEFAULTS } from '../constants';
import { banks, invoiceStatuses, withdrawMethodTypes } from '../enums';
import { egyptianPhone, htmlText, optionalId, typeError, wholeNumber } from './fields';
import { paging } from './paging';

export const INSTAPAY_USERNAME_PATTERN = /^[a-z0-9._-]{3,40}@instapay$/i;

interface Limits {
  min: number;
  max: number;
}
const defaultLimits: Limits = { min: PLATFORM_DEFAULTS.withdrawalMin, max: PLATFORM_DEFAULTS.withdrawalMax };

/** Piasters within the platform's withdrawal limits (settings may change them); the balance check is the service's. */
export const amount = (limits: Limits = defaultLimits) =>
  wholeNumber()
    .refine((a) => a > 0, { error: 'non-positive-invoice-amount', abort: true })
    .refine((a) => a >= limits.min, { error: 'invoice-amount-below-min', abort: true })
    .refine((a) => a <= limits.max, { error: 'invoice-amount-above-max' });

export const note = z
  .string({ error: typeError() })
  .trim()
  .min(1, { error: 'empty-invoice-note' })
  .pipe(htmlText({ min: 1, max: BOUNDS.invoiceNote.max }, { html: 'invalid-invoice-note-html', short: 'empty-invoice-note', long: 'long-invoice-note' }));

const bank = z.string({ error: 'empty-bank-name' }).trim().min(1, { error: 'empty-bank-name' }).pipe(z.enum(banks, { error: 'invalid-bank-name' }));

/** The receiver's details depend on the method: wallet phone, bank and account, or InstaPay username. */
export const createFor = (limits: Limits) =>
  z.discriminatedUnion('method', [
    z.object({ method: z.literal('wallet'), amount: amount(limits), phone: egyptianPhone }),
    z.object({
      method: z.literal('bank'),
      amount: amount(limits),
      bank,
      account: z.string({ error: typeError() }).trim().regex(/^\d{6,30}$/, { error: 'invalid' }),
      receiver: z.string({ error: typeError() }).trim().min(2, { error: 'invalid' }).max(60, { error: 'invalid' }),
    }),
    z.object({
      method: z.literal('instapay'),
      amount: amount(limits),
      username: z.string({ error: typeError('invalid-instapay-username') }).trim().regex(INSTAPAY_USERNAME_PATTERN, { error: 'invalid-instapay-username' }),
    }),
  ], { error: 'invalid-type' });
export const create = createFor(defaultLimits);

export const receiverUpdate = z.object({
  action: z.enum(['update', 'cancel'], { error: typeError() }),
  amount: amount().optional(),
  phone: egyptianPhone.optional(),
});
export const adminUpdate = z.object({ status: z.enum(invoiceStatuses, { error: 'invalid' }).optional(), note: note.optional() });
export const listQuery = paging.extend({
  status: z.enum(invoiceStatuses, { error: 'invalid' }).optional(),
  method: z.enum(withdrawMethodTypes, { error: 'invalid-type' }).optional(),
  userId: optionalId,
});

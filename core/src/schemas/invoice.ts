import * as z from 'zod';
import { BOUNDS, PLATFORM_DEFAULTS } from '../constants';
import { invoiceStatuses, withdrawMethodTypes } from '../enums';
import { digitText, egyptianPhone, htmlText, optionalId, queryBoolean, typeError, wholeNumber } from './fields';
import { paging } from './paging';
import { bankCode } from './withdraw-method';

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
  .pipe(
    htmlText(
      { min: 1, max: BOUNDS.invoiceNote.max },
      { html: 'invalid-invoice-note-html', short: 'empty-invoice-note', long: 'long-invoice-note' },
    ),
  );

const bank = z
  .string({ error: 'empty-bank-name' })
  .trim()
  .min(1, { error: 'empty-bank-name' })
  // a listed, shown bank: the service checks the list (admins keep it in the data)
  .pipe(bankCode('invalid-bank-name'));
const account = digitText()
  .overwrite((s) => s.replace(/\s/g, ''))
  .regex(/^\d{6,30}$/, { error: 'invalid' });
const receiver = z.string({ error: typeError() }).trim().min(2, { error: 'invalid' }).max(60, { error: 'invalid' });
const username = z
  .string({ error: typeError('invalid-instapay-username') })
  .trim()
  .regex(INSTAPAY_USERNAME_PATTERN, { error: 'invalid-instapay-username' });

/** The receiver's details depend on the method: wallet phone, bank and account, or InstaPay username. */
export const createFor = (limits: Limits) =>
  z.discriminatedUnion(
    'method',
    [
      z.object({ method: z.literal('wallet'), amount: amount(limits), phone: egyptianPhone }),
      z.object({ method: z.literal('bank'), amount: amount(limits), bank, account, receiver }),
      z.object({ method: z.literal('instapay'), amount: amount(limits), username }),
    ],
    { error: 'invalid-type' },
  );
export const create = createFor(defaultLimits);

/**
 * The tutor changes a pending request: `update` with a new amount and/or the receiver details of the request's method
 * (the service checks the method's limits and the balance), or `cancel`.
 */
export const receiverUpdate = z.object({
  action: z.enum(['update', 'cancel'], { error: typeError() }),
  // the method's limits are the service's: admins may change them after the request was made
  amount: amount({ min: 1, max: Number.MAX_SAFE_INTEGER }).optional(),
  phone: egyptianPhone.optional(),
  bank: bank.optional(),
  account: account.optional(),
  receiver: receiver.optional(),
  username: username.optional(),
});
/** Text fields of the admin's multipart form (the `receipt` file is checked by the API); `clearNote: 'true'` removes the note. */
export const adminUpdate = z.object({
  status: z.enum(invoiceStatuses, { error: 'invalid' }).optional(),
  note: note.optional(),
  clearNote: queryBoolean.optional(),
});
export const listQuery = paging.extend({
  status: z.enum(invoiceStatuses, { error: 'invalid' }).optional(),
  method: z.enum(withdrawMethodTypes, { error: 'invalid-type' }).optional(),
  userId: optionalId,
});

import { z } from 'zod';
import { BOUNDS } from '../constants';
import { banks, invoiceStatuses } from '../enums';
import { egyptianPhone, htmlText } from './fields';
import { paging } from './paging';

export const INSTAPAY_USERNAME_PATTERN = /^[a-z0-9._-]{3,40}@instapay$/i;

const amount = z.number({ error: 'invalid' }).int({ error: 'invalid' }).positive({ error: 'non-positive-invoice-amount' });
export const note = z.string().trim().min(1, { error: 'empty-invoice-note' })
  .pipe(htmlText({ min: 1, max: BOUNDS.invoiceNote.max }, { html: 'invalid-invoice-note-html', short: 'empty-invoice-note', long: 'long-invoice-note' }));

/** The receiver's details depend on the method: wallet phone, bank and account, or InstaPay username. */
export const create = z.discriminatedUnion('method', [
  z.object({ method: z.literal('wallet'), amount, phone: egyptianPhone }),
  z.object({
    method: z.literal('bank'),
    amount,
    bank: z.string({ error: 'empty-bank-name' }).min(1, { error: 'empty-bank-name' }).pipe(z.enum(banks, { error: 'invalid-bank-name' })),
    account: z.string().trim().regex(/^\d{6,30}$/, { error: 'invalid' }),
    receiver: z.string().trim().min(2, { error: 'invalid' }).max(60, { error: 'invalid' }),
  }),
  z.object({ method: z.literal('instapay'), amount, username: z.string().trim().regex(INSTAPAY_USERNAME_PATTERN, { error: 'invalid-instapay-username' }) }),
], { error: 'invalid' });

export const receiverUpdate = z.object({ action: z.enum(['update', 'cancel'], { error: 'invalid' }), amount: amount.optional(), phone: egyptianPhone.optional() });
export const adminUpdate = z.object({ status: z.enum(invoiceStatuses, { error: 'invalid' }).optional(), note: note.optional() });
export const listQuery = paging.extend({ status: z.enum(invoiceStatuses, { error: 'invalid' }).optional(), userId: z.coerce.number().int().positive().optional() });

import { PaymentMethod, schemas } from '@kalam/core';
import { type Context, Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../deps';
import { callerOf } from '../lib/caller';
import { validate } from '../lib/validate';
import {
  cancelUnpaidOrder,
  cardTokenUrl,
  deleteCard,
  listCards,
  type PayInput,
  receiveNotification,
  refundPayment,
  startPayment,
} from '../services/payment';

/** Optional `Idempotency-Key` header: a replayed checkout answers the order it made. */
const idempotency = z.object({
  'idempotency-key': z.string().trim().min(8, { error: 'invalid' }).max(100, { error: 'invalid' }).optional(),
});

async function pay(c: Context<AppEnv>, input: PayInput, key: string | undefined) {
  const { started, replay } = await startPayment(c.get('deps'), callerOf(c), input, key);
  return c.json(started, replay ? 200 : 201);
}

export const fawryRoutes = new Hono<AppEnv>()
  .post('/pay/card', validate('header', idempotency), validate('json', schemas.payment.payCard), (c) =>
    pay(c, { ...c.req.valid('json'), method: PaymentMethod.Card }, c.req.valid('header')['idempotency-key']),
  )
  .post('/pay/bank-installments', validate('header', idempotency), validate('json', schemas.payment.payBankInstallments), (c) =>
    pay(
      c,
      { ...c.req.valid('json'), method: PaymentMethod.BankInstallment, months: c.req.valid('json').months as 3 | 6 },
      c.req.valid('header')['idempotency-key'],
    ),
  )
  .post('/pay/ref-num', validate('header', idempotency), validate('json', schemas.payment.payRefNum), (c) =>
    pay(c, { ...c.req.valid('json'), method: PaymentMethod.Fawry }, c.req.valid('header')['idempotency-key']),
  )
  .post('/pay/e-wallet', validate('header', idempotency), validate('json', schemas.payment.payEWallet), (c) =>
    pay(c, { ...c.req.valid('json'), method: PaymentMethod.EWallet }, c.req.valid('header')['idempotency-key']),
  )
  .post('/cancel-unpaid-order', validate('json', schemas.payment.cancelUnpaidOrder), async (c) =>
    c.json(await cancelUnpaidOrder(c.get('deps'), callerOf(c), c.req.valid('json').transactionId)),
  )
  .post('/refund', validate('json', schemas.payment.refund), async (c) => c.json(await refundPayment(c.get('deps'), c.req.valid('json'))))
  .get('/card-token/list', async (c) => c.json(await listCards(c.get('deps'), callerOf(c))))
  .get('/card-token/url', async (c) => c.json(await cardTokenUrl(c.get('deps'), callerOf(c))))
  .delete('/card-token', validate('json', schemas.payment.deleteCard), async (c) => {
    await deleteCard(c.get('deps'), callerOf(c), c.req.valid('json').cardToken);
    return c.body(null, 204);
  })
  .post('/webhook', validate('json', schemas.payment.fawryNotification), async (c) =>
    c.json(await receiveNotification(c.get('deps'), c.req.valid('json'))),
  );

import { PaymentMethod } from '@kalam/core/enums';
import { fawryRoutes as defs } from '@kalam/core/routes/fawry';
import type { Context } from 'hono';
import type { AppEnv } from '../deps';
import { callerOf } from '../lib/caller';
import { routerOf } from '../lib/router';
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

async function pay(c: Context<AppEnv>, input: PayInput, key: string | undefined) {
  const { started, replay } = await startPayment(c.get('deps'), callerOf(c), input, key);
  return c.json(started, replay ? 200 : 201);
}

export const fawryRoutes = routerOf(defs, {
  payCard: (c) => pay(c, { ...c.req.valid('json'), method: PaymentMethod.Card }, c.req.valid('header')['idempotency-key']),
  payBankInstallments: (c) =>
    pay(
      c,
      { ...c.req.valid('json'), method: PaymentMethod.BankInstallment, months: c.req.valid('json').months as 3 | 6 },
      c.req.valid('header')['idempotency-key'],
    ),
  payRefNum: (c) => pay(c, { ...c.req.valid('json'), method: PaymentMethod.Fawry }, c.req.valid('header')['idempotency-key']),
  payEWallet: (c) => pay(c, { ...c.req.valid('json'), method: PaymentMethod.EWallet }, c.req.valid('header')['idempotency-key']),
  cancelUnpaidOrder: async (c) => c.json(await cancelUnpaidOrder(c.get('deps'), callerOf(c), c.req.valid('json').transactionId)),
  refund: async (c) => c.json(await refundPayment(c.get('deps'), c.req.valid('json'))),
  cards: async (c) => c.json(await listCards(c.get('deps'), callerOf(c))),
  cardTokenUrl: async (c) => c.json(await cardTokenUrl(c.get('deps'), callerOf(c))),
  deleteCard: async (c) => {
    await deleteCard(c.get('deps'), callerOf(c), c.req.valid('json').cardToken);
    return c.body(null, 204);
  },
  webhook: async (c) => c.json(await receiveNotification(c.get('deps'), c.req.valid('json'))),
});

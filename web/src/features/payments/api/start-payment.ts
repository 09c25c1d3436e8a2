import type { schemas } from '@kalam/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { transactionKeys } from '../../../lib/resources/transaction';

type Payment = typeof schemas.payment;
/** One request body per way of paying; each is checked with its schema from core before sending. */
export type PaymentInput =
  | { method: 'card'; body: z.input<Payment['payCard']> }
  | { method: 'installments'; body: z.input<Payment['payBankInstallments']> }
  | { method: 'refNum'; body: z.input<Payment['payRefNum']> }
  | { method: 'wallet'; body: z.input<Payment['payEWallet']> };

export type PaymentMethodKey = PaymentInput['method'];

/** `key` stays the same for retries of the same choice, so a lost answer does not start a second order. */
export function startPayment({ input, key }: { input: PaymentInput; key: string }) {
  const headers = { 'Idempotency-Key': key };
  switch (input.method) {
    case 'card':
      return api.post('/fawry/pay/card', { body: input.body, headers });
    case 'installments':
      return api.post('/fawry/pay/bank-installments', { body: input.body, headers });
    case 'refNum':
      return api.post('/fawry/pay/ref-num', { body: input.body, headers });
    case 'wallet':
      return api.post('/fawry/pay/e-wallet', { body: input.body, headers });
  }
}

export function useStartPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startPayment,
    onSuccess: (started) => {
      client.setQueryData(transactionKeys.one(started.transaction.id), started.transaction);
      return client.invalidateQueries({ queryKey: transactionKeys.lists });
    },
  });
}

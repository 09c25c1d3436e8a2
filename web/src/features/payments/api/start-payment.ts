import type { schemas } from '@kalam/core';
import type { PaymentStarted } from '@kalam/core/api';
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

const PATHS: Record<PaymentMethodKey, string> = {
  card: '/fawry/pay/card',
  installments: '/fawry/pay/bank-installments',
  refNum: '/fawry/pay/ref-num',
  wallet: '/fawry/pay/e-wallet',
};

/** `key` stays the same for retries of the same choice, so a lost answer does not start a second order. */
export const startPayment = ({ input, key }: { input: PaymentInput; key: string }) =>
  api.post<PaymentStarted>(PATHS[input.method], input.body, { headers: { 'Idempotency-Key': key } });

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

import type { TransactionView } from '@kalam/core/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface RefundInput {
  transactionId: number;
  /** piasters; absent refunds all that is left */
  amount?: number;
  reason: string;
}

/** Admins refund all or part of a paid transaction through Fawry. */
export const refundPayment = (input: RefundInput) => api.post<TransactionView>('/fawry/refund', input);

export function useRefundPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSuccess: (tx) => client.setQueryData(['transactions', 'one', tx.id], tx),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['transactions'] }),
        client.invalidateQueries({ queryKey: ['admin', 'transactions'] }),
      ]),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { transactionKeys } from '../../../lib/resources/transaction';

export interface RefundInput {
  transactionId: number;
  /** piasters; absent refunds all that is left */
  amount?: number;
  reason: string;
}

/** Admins refund all or part of a paid transaction through Fawry. */
export const refundPayment = (input: RefundInput) => api.post('/fawry/refund', { body: input });

export function useRefundPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSuccess: (tx) => client.setQueryData(transactionKeys.one(tx.id), tx),
    // the admin's lists of one student's payments too: every list sits under the one key
    onSettled: () => client.invalidateQueries({ queryKey: transactionKeys.all }),
  });
}

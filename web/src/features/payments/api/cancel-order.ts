import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { transactionKeys } from '../../../lib/resources/transaction';

/** Cancels a New reference-number or wallet order before it is paid. */
export const cancelUnpaidOrder = (transactionId: number) => api.post('/fawry/cancel-unpaid-order', { body: { transactionId } });

export function useCancelOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelUnpaidOrder,
    onSuccess: (tx) => client.setQueryData(transactionKeys.one(tx.id), tx),
    onSettled: () => client.invalidateQueries({ queryKey: transactionKeys.lists }),
  });
}

import type { TransactionView } from '@kalam/core/api';
import { PaymentStatus } from '@kalam/core/enums';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const POLL_INTERVAL_MS = 2_000;
export const POLL_LIMIT_MS = 5 * 60_000;

export const getTransaction = (id: number) => api.get<TransactionView>(`/transaction/${id}`);

/** A payment, asked again every two seconds while it is New (the server checks Fawry), until `pollUntil`. */
export function useTransaction(id: number, pollUntil: number) {
  return useQuery({
    queryKey: ['transactions', 'one', id],
    queryFn: () => getTransaction(id),
    enabled: id > 0,
    refetchInterval: (query) => (query.state.data?.status === PaymentStatus.New && Date.now() < pollUntil ? POLL_INTERVAL_MS : false),
  });
}

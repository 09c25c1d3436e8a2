import { PaymentStatus } from '@kalam/core/enums';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { transactionKeys } from '../../../lib/resources/transaction';

export const POLL_INTERVAL_MS = 2_000;
export const POLL_LIMIT_MS = 5 * 60_000;

export const getTransaction = (id: number) => api.get('/transaction/:id', { params: { id } });

export const transactionQuery = (id: number) => queryOptions({ queryKey: transactionKeys.one(id), queryFn: () => getTransaction(id) });

/** A payment, asked again every two seconds while it is New (the server checks Fawry), until `pollUntil`. */
export function useTransaction(id: number, pollUntil: number) {
  return useQuery({
    ...transactionQuery(id),
    enabled: id > 0,
    refetchInterval: (query) => (query.state.data?.status === PaymentStatus.New && Date.now() < pollUntil ? POLL_INTERVAL_MS : false),
  });
}

import type { Paged, TransactionView } from '@kalam/core/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** `GET /transaction/list?userId=`: one student's payments, each with the subscription it bought. */
export function useUserPayments(userId: number, page: number, size: number, enabled = true) {
  return useQuery({
    queryKey: ['admin', 'transactions', userId, page, size],
    queryFn: () => api.get<Paged<TransactionView>>('/transaction/list', { query: { userId, page, size } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

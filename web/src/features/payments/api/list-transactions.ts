import type { Paged, TransactionView } from '@kalam/core/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The signed-in student's payments, newest first. */
export function useTransactions(page: number, size: number, enabled = true) {
  return useQuery({
    queryKey: ['transactions', 'list', page, size],
    queryFn: () => api.get<Paged<TransactionView>>('/transaction/list', { query: { page, size } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

import type { InvoiceView, Paged } from '@kalam/core/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface InvoiceFilters {
  page: number;
  size: number;
  status?: string;
  method?: string;
}

/** Withdrawal requests, newest first: the tutor's own, or every tutor's for admins. */
export function useInvoices(filters: InvoiceFilters, enabled = true) {
  return useQuery({
    queryKey: ['invoices', 'list', filters],
    queryFn: () => api.get<Paged<InvoiceView>>('/invoice/list', { query: { ...filters } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

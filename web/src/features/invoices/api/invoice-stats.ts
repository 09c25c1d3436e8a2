import type { InvoiceStats } from '@kalam/core/api';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** A tutor's balance (earned, withdrawn, pending, available) and earnings per week and month, all piasters. */
export const useInvoiceStats = (tutorId: number, enabled = true) =>
  useQuery({
    queryKey: ['invoices', 'stats', tutorId],
    queryFn: () => api.get<InvoiceStats>(`/invoice/stats/${tutorId}`),
    enabled: enabled && tutorId > 0,
  });

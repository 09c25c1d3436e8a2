import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invoiceKeys } from '../../../lib/resources/invoice';

/** A tutor's balance (earned, withdrawn, pending, available) and earnings per week and month, all piasters. */
export const invoiceStatsQuery = (tutorId: number) =>
  queryOptions({ queryKey: invoiceKeys.stats(tutorId), queryFn: () => api.get('/invoice/stats/:id', { params: { id: tutorId } }) });

export const useInvoiceStats = (tutorId: number, enabled = true) =>
  useQuery({ ...invoiceStatsQuery(tutorId), enabled: enabled && tutorId > 0 });

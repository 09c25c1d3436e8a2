import type { InvoiceView, Paged } from '@kalam/core/api';
import { InvoiceStatus } from '@kalam/core/enums';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** How many withdrawal requests wait for an admin in the `pending` state. */
export const usePendingWithdrawals = (enabled = true) =>
  useQuery({
    queryKey: ['invoices', 'list', { page: 1, size: 1, status: InvoiceStatus.Pending }],
    queryFn: () => api.get<Paged<InvoiceView>>('/invoice/list', { query: { page: 1, size: 1, status: InvoiceStatus.Pending } }),
    select: (page) => page.total,
    enabled,
  });

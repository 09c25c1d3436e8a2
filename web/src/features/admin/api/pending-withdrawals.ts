import { InvoiceStatus } from '@kalam/core/enums';
import { useQuery } from '@tanstack/react-query';
import { invoicesQuery } from '../../../lib/resources/invoice';

/** How many withdrawal requests wait for an admin in the `pending` state. */
export const usePendingWithdrawals = (enabled = true) =>
  useQuery({ ...invoicesQuery({ page: 1, size: 1, status: InvoiceStatus.Pending }), select: (page) => page.total, enabled });

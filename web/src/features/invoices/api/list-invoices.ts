import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type InvoiceFilters, invoicesQuery } from '../../../lib/resources/invoice';

export const useInvoices = (filters: InvoiceFilters, enabled = true) =>
  useQuery({ ...invoicesQuery(filters), placeholderData: keepPreviousData, enabled });

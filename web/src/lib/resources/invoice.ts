import { queryOptions } from '@tanstack/react-query';
import { api, type QueryOf } from '../api';

/** Withdrawal requests; any change to one moves the balance too, so changes invalidate `all`. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  /** `GET /invoice/list` with these parameters */
  list: <Q extends object>(query: Q) => ['invoices', 'list', query] as const,
  stats: (tutorId: number) => ['invoices', 'stats', tutorId] as const,
  receipt: (path: string) => ['invoices', 'receipt', path] as const,
  /** `GET /earning/list` for a month and page */
  earnings: (query: EarningsQuery) => ['invoices', 'earnings', query] as const,
};

export interface EarningsQuery {
  /** a Cairo month: `2026-11` */
  month: string;
  page: number;
  size: number;
}

/** A month of the tutor's taught lessons and what each earned. */
export const earningsQuery = (query: EarningsQuery) =>
  queryOptions({ queryKey: invoiceKeys.earnings(query), queryFn: () => api.get('/earning/list', { query }) });

/** `userId`: admins, one tutor's */
export type InvoiceFilters = QueryOf<'GET /invoice/list'>;

/** Withdrawal requests, newest first: the tutor's own, or every tutor's for admins. */
export const invoicesQuery = (filters: InvoiceFilters) =>
  queryOptions({
    queryKey: invoiceKeys.list(filters),
    queryFn: () => api.get('/invoice/list', { query: filters }),
  });

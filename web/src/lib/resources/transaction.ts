import { queryOptions } from '@tanstack/react-query';
import { api, type QueryOf } from '../api';

/** `search`: admins, the student's name or email; `from`/`to`: made in [from, to) */
export type TransactionFilters = QueryOf<'GET /transaction/list'> & { page: number; size: number };

export const transactionKeys = {
  all: ['transactions'] as const,
  one: (id: number) => ['transactions', 'one', id] as const,
  lists: ['transactions', 'list'] as const,
  /** `GET /transaction/list` with these parameters */
  list: <Q extends object>(query: Q) => ['transactions', 'list', query] as const,
};

/** Payments, newest first: the signed-in student's, or (admins) one student's, or everyone's found by the filters. */
export const transactionsQuery = (query: TransactionFilters) =>
  queryOptions({
    queryKey: transactionKeys.list(query),
    queryFn: () => api.get('/transaction/list', { query }),
  });

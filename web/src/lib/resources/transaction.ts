import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';

export const transactionKeys = {
  all: ['transactions'] as const,
  one: (id: number) => ['transactions', 'one', id] as const,
  lists: ['transactions', 'list'] as const,
  /** `GET /transaction/list` with these parameters */
  list: <Q extends object>(query: Q) => ['transactions', 'list', query] as const,
};

/** Payments, newest first: the signed-in student's, or (admins, with `userId`) one student's. */
export const transactionsQuery = (query: { page: number; size: number; userId?: number }) =>
  queryOptions({
    queryKey: transactionKeys.list(query),
    queryFn: () => api.get('/transaction/list', { query }),
  });

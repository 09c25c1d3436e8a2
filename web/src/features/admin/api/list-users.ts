import type { Role } from '@kalam/core/enums';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type QueryOf } from '../../../lib/api';
import { userKeys } from '../../../lib/resources/user';

export type UserFilters = QueryOf<'GET /user/list'> & { page: number; size: number };

/** `GET /user/list`: accounts by role, verification and name or email, newest first unless asked otherwise. */
export const usersQuery = (filters: Partial<UserFilters>) =>
  queryOptions({
    queryKey: userKeys.list(filters),
    queryFn: () => api.get('/user/list', { query: filters }),
  });

export const useUsers = (filters: UserFilters, enabled = true) =>
  useQuery({ ...usersQuery(filters), placeholderData: keepPreviousData, enabled });

/** How many accounts hold a role (all accounts without one): a one-row page's total. */
export const useUsersTotal = (role: Role | undefined, enabled = true) =>
  useQuery({ ...usersQuery({ role, size: 1 }), select: (page) => page.total, enabled });

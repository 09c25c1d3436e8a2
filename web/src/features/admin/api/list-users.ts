import type { MatchMode, SortOrder } from '@kalam/core/enums';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { userKeys } from '../../../lib/resources/user';

export interface UserFilters {
  page: number;
  size: number;
  role?: number;
  verified?: boolean;
  search?: string;
  match?: MatchMode;
  sort?: SortOrder;
}

/** How a query string says yes or no. */
const yesNo = (value: boolean | undefined) => (value === undefined ? undefined : value ? 'true' : 'false');

/** `GET /user/list`: accounts by role, verification and name or email, newest first unless asked otherwise. */
export const usersQuery = (filters: Partial<UserFilters>) =>
  queryOptions({
    queryKey: userKeys.list(filters),
    queryFn: () => api.get('/user/list', { query: { ...filters, verified: yesNo(filters.verified) } }),
  });

export const useUsers = (filters: UserFilters, enabled = true) =>
  useQuery({ ...usersQuery(filters), placeholderData: keepPreviousData, enabled });

/** How many accounts hold a role (all accounts without one): a one-row page's total. */
export const useUsersTotal = (role: number | undefined, enabled = true) =>
  useQuery({ ...usersQuery({ role, size: 1 }), select: (page) => page.total, enabled });

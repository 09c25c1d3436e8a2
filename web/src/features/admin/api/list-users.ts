import type { CurrentUser, Paged } from '@kalam/core/api';
import type { MatchMode, SortOrder } from '@kalam/core/enums';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface UserFilters {
  page: number;
  size: number;
  role?: number;
  verified?: boolean;
  search?: string;
  match?: MatchMode;
  sort?: SortOrder;
}

/** `GET /user/list`: accounts by role, verification and name or email, newest first unless asked otherwise. */
export function useUsers(filters: UserFilters, enabled = true) {
  return useQuery({
    queryKey: ['admin', 'users', filters],
    queryFn: () => api.get<Paged<CurrentUser>>('/user/list', { query: { ...filters } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** How many accounts hold a role (all accounts without one): a one-row page's total. */
export function useUsersTotal(role: number | undefined, enabled = true) {
  return useQuery({
    queryKey: ['admin', 'users', 'total', role ?? 'all'],
    queryFn: () => api.get<Paged<CurrentUser>>('/user/list', { query: { role, size: 1 } }),
    select: (page) => page.total,
    enabled,
  });
}

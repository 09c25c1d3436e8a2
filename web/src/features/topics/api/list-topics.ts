import type { Paged, Topic } from '@kalam/core/api';
import { BOUNDS } from '@kalam/core/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const topicsQuery = () =>
  queryOptions({
    queryKey: ['topics', 'all'],
    queryFn: () => api.get<Paged<Topic>>('/topic/list', { query: { size: BOUNDS.pageSize.max } }),
    staleTime: 10 * 60_000,
  });

export const useTopics = () => useQuery(topicsQuery());

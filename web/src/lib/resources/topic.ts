import { BOUNDS } from '@kalam/core/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api';

export const topicKeys = {
  all: ['topics'] as const,
  /** every topic, for filters and pickers */
  list: ['topics', 'all'] as const,
  page: (page: number, size: number) => ['topics', 'page', page, size] as const,
  /** the signed-in tutor's own */
  mine: ['topics', 'mine'] as const,
};

export const topicsQuery = () =>
  queryOptions({
    queryKey: topicKeys.list,
    queryFn: () => api.get('/topic/list', { query: { size: BOUNDS.pageSize.max } }),
    staleTime: 10 * 60_000,
  });

export const useTopics = () => useQuery(topicsQuery());

import { BOUNDS, type Paged, type Topic } from '@kalam/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function useTopics() {
  return useQuery({
    queryKey: ['topics', 'all'],
    queryFn: () => api.get<Paged<Topic>>('/topic/list', { query: { size: BOUNDS.pageSize.max } }),
    staleTime: 10 * 60_000,
  });
}

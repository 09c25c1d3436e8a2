import type { Paged, Topic } from '@kalam/core';
import { BOUNDS } from '@kalam/core/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const useAllTopics = () =>
  useQuery({
    queryKey: ['topics', 'all'],
    queryFn: () => api.get<Paged<Topic>>('/topic/list', { query: { size: BOUNDS.pageSize.max } }),
    staleTime: 10 * 60_000,
  });
export const useMyTopics = () => useQuery({ queryKey: ['topics', 'mine'], queryFn: () => api.get<Topic[]>('/topic/of/user') });

export function useReplaceTopics() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (topicIds: number[]) => api.patch<Topic[]>('/topic/of/user', { topicIds }),
    onSuccess: (topics) => client.setQueryData(['topics', 'mine'], topics),
  });
}

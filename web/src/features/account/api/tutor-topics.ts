import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { topicKeys } from '../../../lib/resources/topic';

export const myTopicsQuery = () => queryOptions({ queryKey: topicKeys.mine, queryFn: () => api.get('/topic/of/user') });

export const useMyTopics = () => useQuery(myTopicsQuery());

export function useReplaceTopics() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (topicIds: number[]) => api.patch('/topic/of/user', { body: { topicIds } }),
    onSuccess: (topics) => client.setQueryData(topicKeys.mine, topics),
  });
}

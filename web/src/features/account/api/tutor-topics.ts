import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { typedApi } from '../../../lib/api';
import { topicKeys } from '../../../lib/resources/topic';

export const myTopicsQuery = () => queryOptions({ queryKey: topicKeys.mine, queryFn: () => typedApi.get('/topic/of/user') });

export const useMyTopics = () => useQuery(myTopicsQuery());

export function useReplaceTopics() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (topicIds: number[]) => typedApi.patch('/topic/of/user', { body: { topicIds } }),
    onSuccess: (topics) => client.setQueryData(topicKeys.mine, topics),
  });
}

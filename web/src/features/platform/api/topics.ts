import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { topicKeys } from '../../../lib/resources/topic';
import { tutorKeys } from '../../../lib/resources/tutor';

export interface TopicInput {
  nameAr: string;
  nameEn: string;
}

/** `GET /topic/list`, one page, in the order they were added. */
export const topicPageQuery = (page: number, size: number) =>
  queryOptions({
    queryKey: topicKeys.page(page, size),
    queryFn: () => api.get('/topic/list', { query: { page, size } }),
  });

export const useTopicPage = (page: number, size: number) => useQuery({ ...topicPageQuery(page, size), placeholderData: keepPreviousData });

/** Every list of topics (the tutors' filters and settings too) reloads after a change. */
const useInvalidateTopics = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([client.invalidateQueries({ queryKey: topicKeys.all }), client.invalidateQueries({ queryKey: tutorKeys.infos })]);
};

/** `POST /topic` for a new one, `PUT /topic/{id}` for an existing one. */
export function useSaveTopic() {
  const invalidate = useInvalidateTopics();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: TopicInput }) =>
      id ? api.put('/topic/:id', { params: { id }, body: input }) : api.post('/topic', { body: input }),
    onSuccess: invalidate,
  });
}

/** `DELETE /topic/{id}`: the topic also leaves every tutor's list. */
export function useDeleteTopic() {
  const invalidate = useInvalidateTopics();
  return useMutation({
    mutationFn: (id: number) => api.delete('/topic/:id', { params: { id } }),
    onSuccess: invalidate,
  });
}

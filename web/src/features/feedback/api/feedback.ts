import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** `POST /feedback`: a student or tutor shares feedback, with the app path they were on. */
export const useShareFeedback = () =>
  useMutation({ mutationFn: (input: { message: string; page?: string }) => api.post('/feedback', { body: input }) });

export const feedbackKeys = {
  all: ['feedback'] as const,
  page: (page: number, size: number, handled?: boolean) => ['feedback', 'page', page, size, handled ?? 'all'] as const,
};

/** `GET /feedback/list` (admins): newest first; all, or only the handled or waiting ones. */
export const feedbackQuery = (page: number, size: number, handled?: boolean) =>
  queryOptions({
    queryKey: feedbackKeys.page(page, size, handled),
    queryFn: () => api.get('/feedback/list', { query: { page, size, handled } }),
  });

export const useFeedbackList = (page: number, size: number, handled: boolean | undefined, enabled = true) =>
  useQuery({ ...feedbackQuery(page, size, handled), placeholderData: keepPreviousData, enabled });

/** `POST /feedback/{id}/reply` (admins): the sender is told; the feedback counts as handled. */
export function useReplyToFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: number; message: string }) =>
      api.post('/feedback/:id/reply', { params: { id }, body: { message } }),
    onSettled: () => client.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}

/** `PUT /feedback/{id}/handled` (admins). */
export function useMarkFeedbackHandled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
      api.put('/feedback/:id/handled', { params: { id }, body: { handled } }),
    onSettled: () => client.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}

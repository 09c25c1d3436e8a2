import type { FeedbackView, Paged } from '@kalam/core/api';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** `POST /feedback`: a student or tutor shares feedback, with the app path they were on. */
export const useShareFeedback = () =>
  useMutation({ mutationFn: (input: { message: string; page?: string }) => api.post<{ id: number }>('/feedback', input) });

/** `GET /feedback/list` (admins): newest first. */
export function useFeedbackList(page: number, size: number, enabled = true) {
  return useQuery({
    queryKey: ['feedback', page, size],
    queryFn: () => api.get<Paged<FeedbackView>>('/feedback/list', { query: { page, size } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

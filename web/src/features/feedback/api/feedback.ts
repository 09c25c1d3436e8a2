import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** `POST /feedback`: a student or tutor shares feedback, with the app path they were on. */
export const useShareFeedback = () =>
  useMutation({ mutationFn: (input: { message: string; page?: string }) => api.post('/feedback', { body: input }) });

export const feedbackKeys = {
  page: (page: number, size: number) => ['feedback', 'page', page, size] as const,
};

/** `GET /feedback/list` (admins): newest first. */
export const feedbackQuery = (page: number, size: number) =>
  queryOptions({
    queryKey: feedbackKeys.page(page, size),
    queryFn: () => api.get('/feedback/list', { query: { page, size } }),
  });

export const useFeedbackList = (page: number, size: number, enabled = true) =>
  useQuery({ ...feedbackQuery(page, size), placeholderData: keepPreviousData, enabled });

import type { Paged, TutorCard } from '@kalam/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface TutorListParams {
  page: number;
  size: number;
  search?: string;
  topic?: number;
  gender?: 'male' | 'female';
  minRating?: number;
  /** free on this weekday (0 Sunday … 6 Saturday) */
  day?: number;
  period?: 'morning' | 'afternoon' | 'evening' | 'night';
}

export const listTutors = (params: TutorListParams) => api.get<Paged<TutorCard>>('/user/tutor/list/onboarded', { query: { ...params } });

export function useTutors(params: TutorListParams) {
  return useQuery({ queryKey: ['tutors', 'onboarded', params], queryFn: () => listTutors(params), placeholderData: keepPreviousData });
}

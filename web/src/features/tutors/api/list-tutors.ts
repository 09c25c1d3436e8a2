import { BOUNDS } from '@kalam/core/constants';
import type { Weekday } from '@kalam/core/enums';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { tutorKeys } from '../../../lib/resources/tutor';

export const PERIODS = ['morning', 'afternoon', 'evening', 'night'] as const;
export const GENDERS = ['male', 'female'] as const;
/** The orders the screen offers; the first is the default, and a search's default is relevance. */
export const SORTS = ['rating', 'lessons', 'free', 'newest'] as const;
export type Sort = (typeof SORTS)[number] | 'relevance';

export interface TutorListParams {
  page: number;
  size: number;
  search?: string;
  topic?: number;
  gender?: (typeof GENDERS)[number];
  minRating?: number;
  /** free on this weekday (0 Sunday … 6 Saturday) */
  day?: Weekday;
  period?: (typeof PERIODS)[number];
  /** absent: best rated, or most relevant when searching */
  sortBy?: Sort;
}

/** A page or id from the address: a safe positive integer, as the API reads them, or nothing. */
const positive = (text: string | null) => {
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** The page asked for in the address, the first unless a valid one is named. */
export const pageParam = (params: URLSearchParams) => positive(params.get('page')) ?? 1;

/** The list's filters and page from its address (`/tutors?topic=3&page=2`); anything unknown is left out. */
export function tutorListParams(params: URLSearchParams, size: number): TutorListParams {
  const rating = Number(params.get('minRating'));
  const day = params.get('day');
  return {
    page: pageParam(params),
    size,
    search: params.get('search')?.trim() || undefined,
    topic: positive(params.get('topic')),
    gender: GENDERS.find((g) => g === params.get('gender')),
    minRating: rating >= BOUNDS.ratingValue.min && rating <= BOUNDS.ratingValue.max ? rating : undefined,
    day: day !== null && /^[0-6]$/.test(day) ? (Number(day) as Weekday) : undefined,
    period: PERIODS.find((p) => p === params.get('period')),
    sortBy: [...SORTS, 'relevance' as const].find((x) => x === params.get('sortBy')),
  };
}

export const listTutors = (params: TutorListParams) => api.get('/user/tutor/list/onboarded', { query: params });

/** What an empty page of a search or filters says to change. */
export type ListHints = NonNullable<Awaited<ReturnType<typeof listTutors>>['hints']>;

export const tutorsQuery = (params: TutorListParams) =>
  queryOptions({ queryKey: tutorKeys.list(params), queryFn: () => listTutors(params) });

export const useTutors = (params: TutorListParams) => useQuery({ ...tutorsQuery(params), placeholderData: keepPreviousData });

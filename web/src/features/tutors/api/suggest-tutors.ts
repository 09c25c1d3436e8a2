import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useDebounced } from '../../../lib/use-debounced';

/** Letters typed before suggestions are asked for (the API's minimum). */
export const SUGGEST_MIN = 2;

export const suggestionsQuery = (search: string) =>
  queryOptions({
    queryKey: ['tutors', 'suggest', search] as const,
    queryFn: () => api.get('/user/tutor/suggest', { query: { search } }),
    staleTime: 60_000,
  });

/** Tutors and topics for what is typed, asked once per pause in typing (and never for fewer than two letters). */
export function useTutorSuggestions(typed: string) {
  const search = useDebounced(typed.trim(), 250);
  const enabled = search.length >= SUGGEST_MIN && search === typed.trim();
  return { ...useQuery({ ...suggestionsQuery(search), enabled, placeholderData: keepPreviousData }), enabled };
}

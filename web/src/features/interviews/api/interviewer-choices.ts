import { queryOptions, useQuery } from '@tanstack/react-query';
import { typedApi } from '../../../lib/api';
import { interviewKeys } from './list-interviews';

/** Tutor managers with their free 30-minute interview starts over the next two weeks. */
export const interviewerChoicesQuery = () =>
  queryOptions({ queryKey: interviewKeys.choices, queryFn: () => typedApi.get('/user/interviewer/select') });

export const useInterviewerChoices = (enabled = true) => useQuery({ ...interviewerChoicesQuery(), enabled });

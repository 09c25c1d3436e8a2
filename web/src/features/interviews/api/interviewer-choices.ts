import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { interviewKeys } from './list-interviews';

/** Tutor managers with their free 30-minute interview starts over the next two weeks. */
export const interviewerChoicesQuery = () =>
  queryOptions({ queryKey: interviewKeys.choices, queryFn: () => api.get('/user/interviewer/select') });

export const useInterviewerChoices = (enabled = true) => useQuery({ ...interviewerChoicesQuery(), enabled });

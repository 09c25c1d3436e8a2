import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** A tutor's own part (bio, about, intro video, topics): for the applicant themself and for their interviewer. */
export const tutorMetaQuery = (id: number) =>
  queryOptions({ queryKey: ['tutor-meta', id] as const, queryFn: () => api.get('/user/tutor/meta/:id', { params: { id } }) });

export const useTutorMeta = (id: number, enabled = true) => useQuery({ ...tutorMetaQuery(id), enabled });

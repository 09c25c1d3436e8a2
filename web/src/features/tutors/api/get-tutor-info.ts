import type { TutorInfo } from '@kalam/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const getTutorInfo = (id: number) => api.get<TutorInfo>(`/user/tutor/info/${id}`);

/** A tutor's public profile; the key sits under `['tutor']`, which rating changes invalidate. */
export const tutorInfoQuery = (id: number) => queryOptions({ queryKey: ['tutor', 'info', id], queryFn: () => getTutorInfo(id) });

export const useTutorInfo = (id: number) => useQuery({ ...tutorInfoQuery(id), enabled: id > 0 });

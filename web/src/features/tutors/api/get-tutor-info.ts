import type { TutorInfo } from '@kalam/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const getTutorInfo = (id: number) => api.get<TutorInfo>(`/user/tutor/info/${id}`);

/** A tutor's public profile; the key sits under `['tutor']`, which rating changes invalidate. */
export const tutorInfoQuery = (id: number) => queryOptions({ queryKey: ['tutor', 'info', id], queryFn: () => getTutorInfo(id) });

export const useTutorInfo = (id: number) => useQuery({ ...tutorInfoQuery(id), enabled: id > 0 });

/** A tutor's id from the address (`/t/:id`); 0 when it is not one. */
export function tutorIdOf(param: string | undefined): number {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

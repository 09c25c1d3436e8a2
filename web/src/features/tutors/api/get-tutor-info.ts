import type { TutorInfo } from '@kalam/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const getTutorInfo = (id: number) => api.get<TutorInfo>(`/user/tutor/info/${id}`);

/** A tutor's public profile; the key sits under `['tutor']`, which rating changes invalidate. */
export function useTutorInfo(id: number) {
  return useQuery({ queryKey: ['tutor', 'info', id], queryFn: () => getTutorInfo(id), enabled: id > 0 });
}

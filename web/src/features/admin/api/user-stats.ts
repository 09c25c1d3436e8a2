import type { StudentStats, TutorActivity, TutorInfo, TutorStats } from '@kalam/core/api';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const useStudentStats = (id: number, enabled = true) =>
  useQuery({ queryKey: ['admin', 'stats', 'student', id], queryFn: () => api.get<StudentStats>(`/user/student/stats/${id}`), enabled });

export const useTutorStats = (id: number, enabled = true) =>
  useQuery({ queryKey: ['admin', 'stats', 'tutor', id], queryFn: () => api.get<TutorStats>(`/user/tutor/stats/${id}`), enabled });

/** Lessons per Cairo day over the last 28 days. */
export const useTutorActivity = (id: number, enabled = true) =>
  useQuery({ queryKey: ['admin', 'stats', 'activity', id], queryFn: () => api.get<TutorActivity>(`/user/tutor/activity/${id}`), enabled });

/** The public profile; only onboarded tutors have one (others answer `tutor-not-found`). */
export const useTutorInfo = (id: number, enabled = true) =>
  useQuery({ queryKey: ['admin', 'tutor-info', id], queryFn: () => api.get<TutorInfo>(`/user/tutor/info/${id}`), enabled, retry: false });

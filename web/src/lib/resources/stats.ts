import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { tutorKeys } from './tutor';

/** Whose numbers: a user's id, or `'me'` for the signed-in user's own (the `personalized` endpoints). */
export type StatsOf = number | 'me';

/** Lesson counts and the like. A tutor's sit under the tutor's keys: a rating changes them along with the profile. */
export const statsKeys = {
  tutors: [...tutorKeys.all, 'stats'] as const,
  tutor: (who: StatsOf) => [...tutorKeys.all, 'stats', who] as const,
  activity: (id: number) => [...tutorKeys.all, 'stats', id, 'activity'] as const,
  students: ['student', 'stats'] as const,
  student: (who: StatsOf) => ['student', 'stats', who] as const,
};

export const tutorStatsQuery = (who: StatsOf) =>
  queryOptions({
    queryKey: statsKeys.tutor(who),
    queryFn: () => (who === 'me' ? api.get('/user/tutor/stats/personalized') : api.get('/user/tutor/stats/:id', { params: { id: who } })),
  });

/** Lessons per Cairo day over the last 28 days. */
export const tutorActivityQuery = (id: number) =>
  queryOptions({ queryKey: statsKeys.activity(id), queryFn: () => api.get('/user/tutor/activity/:id', { params: { id } }) });

/** `subscription` is the active plan and this week's use. */
export const studentStatsQuery = (who: StatsOf) =>
  queryOptions({
    queryKey: statsKeys.student(who),
    queryFn: () =>
      who === 'me' ? api.get('/user/student/stats/personalized') : api.get('/user/student/stats/:id', { params: { id: who } }),
  });

export const useTutorStats = (who: StatsOf, enabled = true) => useQuery({ ...tutorStatsQuery(who), enabled });
export const useTutorActivity = (id: number, enabled = true) => useQuery({ ...tutorActivityQuery(id), enabled });
export const useStudentStats = (who: StatsOf, enabled = true) => useQuery({ ...studentStatsQuery(who), enabled });

/** Every lesson count, students' and tutors': what a booked, cancelled or paid lesson changes. */
export const invalidateStats = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: statsKeys.tutors }), client.invalidateQueries({ queryKey: statsKeys.students })]);

import { useQuery } from '@tanstack/react-query';
import { studentStatsQuery } from '../../../lib/resources/stats';

/** The student's stats, shared in the cache with the dashboard; `subscription` is the active plan and this week's use. */
export const useStudentSubscription = (enabled: boolean) =>
  useQuery({ ...studentStatsQuery('me'), enabled, select: (s) => s.subscription });

import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { lessonKeys } from '../../../lib/resources/lesson';

/** Under the lessons' key: booking, moving and cancelling change what is left. */
export const allowanceKey = (from: number, to: number) => [...lessonKeys.all, 'allowance', from, to] as const;

/** What the signed-in student's next bookings cost between `from` and `to`: minutes left per week, or the free lesson. */
export function useAllowance(from: number, to: number, enabled: boolean) {
  return useQuery({
    queryKey: allowanceKey(from, to),
    queryFn: () => api.get('/lesson/allowance', { query: { from, to } }),
    enabled,
  });
}

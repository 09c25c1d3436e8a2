import type { Plan } from '@kalam/core/api';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const getPlan = (id: number) => api.get<Plan>(`/plan/${id}`);

export function usePlan(id: number) {
  return useQuery({ queryKey: ['plans', id], queryFn: () => getPlan(id), enabled: id > 0 });
}

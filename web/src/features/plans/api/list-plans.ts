import type { Paged, Plan } from '@kalam/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function useActivePlans() {
  return useQuery({ queryKey: ['plans', 'active'], queryFn: () => api.get<Paged<Plan>>('/plan/list', { query: { active: true } }) });
}

import type { Plan } from '@kalam/core/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { planKeys } from '../../../lib/resources/plan';

export const getPlan = (id: number) => api.get<Plan>(`/plan/${id}`);

export const planQuery = (id: number) => queryOptions({ queryKey: planKeys.one(id), queryFn: () => getPlan(id) });

export const usePlan = (id: number) => useQuery({ ...planQuery(id), enabled: id > 0 });

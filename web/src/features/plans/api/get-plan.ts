import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { planKeys } from '../../../lib/resources/plan';

export const getPlan = (id: number) => api.get('/plan/:id', { params: { id } });

export const planQuery = (id: number) => queryOptions({ queryKey: planKeys.one(id), queryFn: () => getPlan(id) });

export const usePlan = (id: number) => useQuery({ ...planQuery(id), enabled: id > 0 });

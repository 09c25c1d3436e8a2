import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { planKeys } from '../../../lib/resources/plan';

export const activePlansQuery = () =>
  queryOptions({ queryKey: planKeys.active, queryFn: () => api.get('/plan/list', { query: { active: true } }) });

export const useActivePlans = () => useQuery(activePlansQuery());

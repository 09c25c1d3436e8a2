import { queryOptions, useQuery } from '@tanstack/react-query';
import { typedApi } from '../../../lib/api';
import { planKeys } from '../../../lib/resources/plan';

export const activePlansQuery = () =>
  queryOptions({ queryKey: planKeys.active, queryFn: () => typedApi.get('/plan/list', { query: { active: 'true' } }) });

export const useActivePlans = () => useQuery(activePlansQuery());

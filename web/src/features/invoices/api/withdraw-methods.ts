import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { withdrawMethodKeys } from '../../../lib/resources/withdraw-method';

/** The payout methods admins enabled, each with the bounds of one withdrawal in piasters. */
export const withdrawMethodsQuery = () =>
  queryOptions({
    queryKey: withdrawMethodKeys.all,
    queryFn: () => api.get('/withdraw-method/list'),
    staleTime: 5 * 60_000,
  });

export const useWithdrawMethods = (enabled = true) => useQuery({ ...withdrawMethodsQuery(), enabled });

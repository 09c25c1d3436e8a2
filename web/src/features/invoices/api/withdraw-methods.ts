import type { WithdrawMethodView } from '@kalam/core/api';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The payout methods admins enabled, each with the bounds of one withdrawal in piasters. */
export const useWithdrawMethods = (enabled = true) =>
  useQuery({
    queryKey: ['withdraw-methods'],
    queryFn: () => api.get<WithdrawMethodView[]>('/withdraw-method/list'),
    enabled,
    staleTime: 5 * 60_000,
  });

import type { WithdrawMethodView } from '@kalam/core/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { withdrawMethodKeys } from '../../../lib/resources/withdraw-method';

export type WithdrawMethodChange = { type: WithdrawMethodView['type']; min: number; max: number; enabled: boolean };

/**
 * Admins switch a payout method on or off and set the bounds of one withdrawal (piasters): `PUT /withdraw-method/{id}`
 * for a method that exists, `POST /withdraw-method` to add one. The list (`useWithdrawMethods`) is shared with tutors.
 */
export function useSaveWithdrawMethod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: WithdrawMethodChange & { id?: number }) =>
      id
        ? api.put('/withdraw-method/:id', { params: { id }, body: { min: change.min, max: change.max, enabled: change.enabled } })
        : api.post('/withdraw-method', { body: change }),
    onSettled: () => client.invalidateQueries({ queryKey: withdrawMethodKeys.all }),
  });
}

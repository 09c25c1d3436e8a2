import type { schemas } from '@kalam/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { planKeys } from '../../../lib/resources/plan';

export type PlanInput = z.input<typeof schemas.plan.create>;

/** Every plan, active or not, invite-only or not (admins see all); there are a handful, so one page holds them. */
export const allPlansQuery = () =>
  queryOptions({ queryKey: planKeys.every, queryFn: () => api.get('/plan/list', { query: { size: 100 } }) });

export const useAllPlans = (enabled = true) => useQuery({ ...allPlansQuery(), enabled });

/** `POST /plan` or, with an id, `PUT /plan/{id}`; prices in piasters. */
export function useSavePlan(id?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PlanInput) => (id ? api.put('/plan/:id', { params: { id }, body: input }) : api.post('/plan', { body: input })),
    onSuccess: () => client.invalidateQueries({ queryKey: planKeys.all }),
  });
}

/** `DELETE /plan/{id}`: answers the plan, removed, or deactivated when payments or subscriptions refer to it. */
export function useDeletePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete('/plan/:id', { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: planKeys.all }),
  });
}

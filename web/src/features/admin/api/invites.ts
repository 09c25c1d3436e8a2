import type { schemas } from '@kalam/core';
import type { InviteView, Paged } from '@kalam/core/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export type InviteInput = z.input<typeof schemas.invite.create>;

/** Invites, newest first. */
export const useInvites = (page: number, size: number, enabled = true) =>
  useQuery({
    queryKey: ['admin', 'invites', page, size],
    queryFn: () => api.get<Paged<InviteView>>('/invite/list', { query: { page, size } }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** `POST /invite` or, with an id, `PUT /invite/{id}`. */
export function useSaveInvite(id?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteInput) => (id ? api.put<InviteView>(`/invite/${id}`, input) : api.post<InviteView>('/invite', input)),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'invites'] }),
  });
}

/** `DELETE /invite/{id}`: removed, or marked used when a payment refers to it. */
export function useDeleteInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<InviteView>(`/invite/${id}`),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'invites'] }),
  });
}

import type { schemas } from '@kalam/core';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export type InviteInput = z.input<typeof schemas.invite.create>;

export const inviteKeys = {
  all: ['invites'] as const,
  page: (page: number, size: number) => ['invites', 'page', page, size] as const,
};

/** Invites, newest first. */
export const invitesQuery = (page: number, size: number) =>
  queryOptions({
    queryKey: inviteKeys.page(page, size),
    queryFn: () => api.get('/invite/list', { query: { page, size } }),
  });

export const useInvites = (page: number, size: number, enabled = true) =>
  useQuery({ ...invitesQuery(page, size), placeholderData: keepPreviousData, enabled });

/** `POST /invite` or, with an id, `PUT /invite/{id}`. */
export function useSaveInvite(id?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteInput) =>
      id ? api.put('/invite/:id', { params: { id }, body: input }) : api.post('/invite', { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: inviteKeys.all }),
  });
}

/** `DELETE /invite/{id}`: removed, or marked used when a payment refers to it. */
export function useDeleteInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete('/invite/:id', { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: inviteKeys.all }),
  });
}

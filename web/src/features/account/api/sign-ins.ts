import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { signInKeys } from '../../../lib/resources/sign-in';

/** The devices the user is signed in on (this one marked `current`). */
export const signInsQuery = () => queryOptions({ queryKey: signInKeys.all, queryFn: () => api.get('/auth/sign-in/list') });

export const useSignIns = () => useQuery(signInsQuery());

/** Ends one of the user's other sign-ins: that device is signed out at its next request, its socket closed. */
export function useEndSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete('/auth/sign-in/:id', { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: signInKeys.all }),
  });
}

/** Ends every sign-in but this one. */
export function useEndOtherSignIns() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/auth/sign-in/others'),
    onSettled: () => client.invalidateQueries({ queryKey: signInKeys.all }),
  });
}

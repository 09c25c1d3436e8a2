import type { Governorate, Role } from '@kalam/core/enums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { userKeys } from '../../../lib/resources/user';
import { getSession, updateSessionUser } from '../../../lib/session';

export interface AdminUserInput {
  name?: string;
  phone?: string | null;
  gender?: 'male' | 'female' | null;
  birthYear?: number | null;
  city?: Governorate | null;
  /** the super admin only (the server refuses anyone else) */
  role?: Role;
  deactivated?: boolean;
}

/** `PUT /user/{id}` by an admin: the edited account replaces its cached copy; the session only when it is the admin's own. */
export function useAdminUpdateUser(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminUserInput) => api.put('/user/:id', { params: { id }, body: input }),
    onSuccess: (user) => {
      client.setQueryData(userKeys.one(id), user);
      if (getSession().user?.id === id) updateSessionUser(user);
      return client.invalidateQueries({ queryKey: userKeys.lists });
    },
  });
}

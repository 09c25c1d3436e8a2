import type { Governorate } from '@kalam/core/enums';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { updateSessionUser } from '../../../lib/session';

export interface UpdateUserInput {
  name?: string;
  phone?: string | null;
  gender?: 'male' | 'female' | null;
  birthYear?: number | null;
  city?: Governorate | null;
  notifications?: Record<string, boolean>;
  currentPassword?: string;
  password?: string;
  confirmPassword?: string;
  tutor?: { bio?: string; about?: string; noticeMinutes?: number };
}

export function useUpdateUser(id: number) {
  return useMutation({
    mutationFn: (input: UpdateUserInput) => api.put('/user/:id', { params: { id }, body: input }),
    onSuccess: (user) => updateSessionUser(user),
  });
}

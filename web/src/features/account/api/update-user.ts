import type { CurrentUser } from '@kalam/core/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { updateSessionUser } from '../../../lib/session';

export interface UpdateUserInput {
  name?: string;
  phone?: string | null;
  gender?: 'male' | 'female' | null;
  birthYear?: number | null;
  city?: number | null;
  notifications?: Record<string, boolean>;
  currentPassword?: string;
  password?: string;
  confirmPassword?: string;
  tutor?: { bio?: string; about?: string; noticeMinutes?: number };
}

export function useUpdateUser(id: number) {
  return useMutation({
    mutationFn: (input: UpdateUserInput) => api.put<CurrentUser>(`/user/${id}`, input),
    onSuccess: (user) => updateSessionUser(user),
  });
}

import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { startSession } from '../../../lib/session';

export interface SignInInput {
  email: string;
  password: string;
  remember: boolean;
}

export function useSignIn() {
  return useMutation({
    mutationFn: async ({ remember, ...body }: SignInInput) => {
      const result = await api.post('/auth/password', { body });
      startSession(result, remember);
      return result;
    },
  });
}

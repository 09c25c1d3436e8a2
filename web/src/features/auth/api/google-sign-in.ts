import type { AuthResult } from '@kalam/core/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { startSession } from '../../../lib/session';

export function useGoogleSignIn() {
  return useMutation({
    mutationFn: async (input: { idToken: string; role: 3 | 4 }) => {
      const result = await api.post<AuthResult>('/auth/google', input);
      startSession(result, true);
      return result;
    },
  });
}

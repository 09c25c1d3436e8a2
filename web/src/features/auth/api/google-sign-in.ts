import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { startSession } from '../../../lib/session';

export function useGoogleSignIn() {
  return useMutation({
    mutationFn: async (input: { idToken: string; role: 3 | 4 }) => {
      const result = await api.post('/auth/google', { body: input });
      startSession(result, true);
      return result;
    },
  });
}

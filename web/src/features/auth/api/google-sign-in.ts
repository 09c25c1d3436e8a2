import { useMutation } from '@tanstack/react-query';
import { typedApi } from '../../../lib/api';
import { startSession } from '../../../lib/session';

export function useGoogleSignIn() {
  return useMutation({
    mutationFn: async (input: { idToken: string; role: 3 | 4 }) => {
      const result = await typedApi.post('/auth/google', { body: input });
      startSession(result, true);
      return result;
    },
  });
}

import type { Role } from '@kalam/core/enums';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { startSession } from '../../../lib/session';
import { markVerifyEmailSent } from './verification';

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  role: Role;
  /** the browser's zone: lesson mails show times in it */
  timeZone?: string;
}

export function useRegister() {
  return useMutation({
    mutationFn: async (input: RegisterInput) => {
      const result = await api.post('/user', { body: input });
      startSession(result, true);
      // sign-up mails the code at once: the verify screen counts its cool-down from here
      if (!result.user.verified) markVerifyEmailSent();
      return result;
    },
  });
}

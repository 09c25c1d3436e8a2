import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

type Ok = { ok: true };

export const useSendVerifyEmail = () => useMutation({ mutationFn: () => api.put<Ok>('/auth/send-verify-email', { callbackUrl: '/verify-email' }) });
export const useVerifyEmail = () => useMutation({ mutationFn: (input: { token: string } | { code: string }) => api.put<Ok>('/auth/verify-email', input) });
export const useForgetPassword = () =>
  useMutation({ mutationFn: (email: string) => api.post<Ok>('/auth/password/forget', { email, callbackUrl: '/reset-password' }) });
export const useResetPassword = () =>
  useMutation({
    mutationFn: (input: { password: string; confirmPassword: string } & ({ token: string } | { email: string; code: string })) =>
      api.put<Ok>('/auth/password/reset', input),
  });

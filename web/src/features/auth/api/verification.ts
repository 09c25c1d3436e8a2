import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { storage } from '../../../lib/storage';

/** Seconds before "send a new code" is offered again: the last mail is usually still on its way. */
export const RESEND_COOLDOWN_S = 60;
const SENT_AT_KEY = 'kalam.verify-email.sent-at';

/** Remembers when a verification mail left (sign-up or resend), so the cool-down survives a reload. */
export const markVerifyEmailSent = (at = Date.now()) => storage.set(SENT_AT_KEY, String(at));
export const verifyEmailSentAt = () => Number(storage.get(SENT_AT_KEY)) || 0;

export const useSendVerifyEmail = () =>
  useMutation({
    mutationFn: () => api.put('/auth/send-verify-email', { body: { callbackUrl: '/verify-email' } }),
    onSuccess: () => markVerifyEmailSent(),
  });
export const useVerifyEmail = () =>
  useMutation({ mutationFn: (input: { token: string } | { code: string }) => api.put('/auth/verify-email', { body: input }) });
export const useForgetPassword = () =>
  useMutation({
    mutationFn: (email: string) => api.post('/auth/password/forget', { body: { email, callbackUrl: '/reset-password' } }),
  });
export const useResetPassword = () =>
  useMutation({
    mutationFn: (input: { password: string; confirmPassword: string } & ({ token: string } | { email: string; code: string })) =>
      api.put('/auth/password/reset', { body: input }),
  });

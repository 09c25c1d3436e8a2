import { z } from 'zod';
import { email, password } from './fields';

export const passwordSignIn = z.object({
  email,
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(200, { error: 'long-password' }),
});

const callbackUrl = z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(500, { error: 'invalid' });
const code = (digits: number) => z.string({ error: 'required' }).trim().regex(new RegExp(`^\\d{${digits}}$`), { error: 'invalid-verification-code' });
const token = z.string({ error: 'required' }).trim().min(20, { error: 'invalid-verification-code' }).max(200, { error: 'invalid-verification-code' });

export const sendVerifyEmail = z.object({ callbackUrl });
/** By the link's token, or by the 4-digit code while signed in. */
export const verifyEmail = z.union([z.object({ token }), z.object({ code: code(4) })], { error: 'invalid-verification-code' });
export const forgetPassword = z.object({ email, callbackUrl });

const newPassword = z.object({ password, confirmPassword: z.string({ error: 'required' }) });
/** By the link's token, or by email and the 5-digit code. */
export const resetPassword = z
  .union([newPassword.extend({ token }), newPassword.extend({ email, code: code(5) })])
  .refine((v) => v.password === v.confirmPassword, { error: 'password-mismatch', path: ['confirmPassword'] });
export const changePassword = z
  .object({ currentPassword: z.string({ error: 'required' }).min(1, { error: 'required' }), password, confirmPassword: z.string({ error: 'required' }) })
  .refine((v) => v.password === v.confirmPassword, { error: 'password-mismatch', path: ['confirmPassword'] });

/** A Google ID token; the role is used only when the first sign-in creates the account. */
export const google = z.object({
  idToken: z.string({ error: 'required' }).min(20, { error: 'invalid' }).max(4096, { error: 'invalid' }),
  role: z.union([z.literal(3), z.literal(4)], { error: 'invalid' }).default(4),
});

import * as z from 'zod';
import { EMAIL_CODE_DIGITS, RESET_CODE_DIGITS } from '../constants';
import { Role } from '../enums';
import { digitText, email, oneOf, password, typeError } from './fields';

export const passwordSignIn = z.object({
  email,
  // Only the length is checked: older passwords may predate today's pattern.
  password: z.string({ error: typeError() }).min(1, { error: 'required' }).max(200, { error: 'long-password' }),
});

const callbackUrl = z.string({ error: typeError() }).trim().min(1, { error: 'required' }).max(500, { error: 'invalid' });
export const verificationCode = (digits: number) =>
  digitText('invalid-verification-code')
    .trim()
    .regex(new RegExp(`^\\d{${digits}}$`), { error: 'invalid-verification-code' });
const token = z
  .string({ error: typeError('invalid-verification-code') })
  .trim()
  .min(20, { error: 'invalid-verification-code' })
  .max(200, { error: 'invalid-verification-code' });
const confirmPassword = z.string({ error: typeError('password-mismatch') });

export const sendVerifyEmail = z.object({ callbackUrl });
/** By the link's token, or by the 4-digit code while signed in. */
export const verifyEmail = z.union([z.object({ token }), z.object({ code: verificationCode(EMAIL_CODE_DIGITS) })], {
  error: 'invalid-verification-code',
});
export const forgetPassword = z.object({ email, callbackUrl });

const newPassword = z.object({ password, confirmPassword });
/** By the link's token, or by email and the 5-digit code. */
export const resetPassword = z
  .union([newPassword.extend({ token }), newPassword.extend({ email, code: verificationCode(RESET_CODE_DIGITS) })], { error: 'invalid' })
  .refine((v) => v.password === v.confirmPassword, { error: 'password-mismatch', path: ['confirmPassword'] });
export const changePassword = z
  .object({ currentPassword: z.string({ error: typeError() }).min(1, { error: 'required' }), password, confirmPassword })
  .refine((v) => v.password === v.confirmPassword, { error: 'password-mismatch', path: ['confirmPassword'] });

/** A Google ID token; the role is used only when the first sign-in creates the account. */
export const google = z.object({
  idToken: z.string({ error: typeError() }).min(20, { error: 'invalid' }).max(4096, { error: 'invalid' }),
  role: oneOf([Role.Tutor, Role.Student], { error: 'invalid' }).default(Role.Student),
});

/** The shared password rule, for forms that check one field on its own. */
export { password };

import { EMAIL_CODE_DIGITS, RESET_CODE_DIGITS } from '@kalam/core/constants';
import { CodeType, Role } from '@kalam/core/enums';
import type { schemas } from '@kalam/core/schemas/index';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { ApiError } from '../lib/errors';
import { codeSendKeys, consumeCode, consumeToken, issueCode, takeCodeSends } from './codes';
import { endSignIns } from './sign-in';

/**
 * Links in emails point only at our own app's configured origin (`config.appUrl`), never at the request's Host: a path,
 * or an absolute address on that origin. Anything else could turn our mail into a phishing carrier.
 */
export function callbackLink(deps: Deps, callbackUrl: string, token: string): string {
  const origin = deps.config.appUrl;
  let url: URL;
  try {
    url = new URL(callbackUrl, `${origin}/`);
  } catch {
    throw new ApiError('bad-request', { errors: { callbackUrl: 'invalid' } });
  }
  if (url.origin !== origin) {
    throw new ApiError('bad-request', { errors: { callbackUrl: 'invalid' } });
  }
  url.searchParams.set('token', token);
  return url.toString();
}

/** What a tutor applicant does once the email is confirmed: the application, not lessons. */
const TUTOR_NEXT = 'بعد التأكيد أكمل طلب انضمامك مدرسًا: ملفك وصورتك وفيديو تعريفي، ثم احجز مقابلة قصيرة.';

export async function sendVerifyEmail(deps: Deps, caller: Pick<Caller, 'id'>, callbackUrl: string) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, caller.id));
  if (!user) throw new ApiError('user-not-found');
  if (user.verified) throw new ApiError('email-already-verified');
  callbackLink(deps, callbackUrl, 'check'); // a foreign callback is refused before it costs a send
  await takeCodeSends(deps, codeSendKeys(user.id, CodeType.VerifyEmail, { email: user.email }));
  const { code, token } = await issueCode(deps, user.id, CodeType.VerifyEmail, EMAIL_CODE_DIGITS, user.email);
  const link = callbackLink(deps, callbackUrl, token);
  await deps.mailer.send({
    to: user.email,
    subject: 'كلام: تأكيد بريدك الإلكتروني',
    text: `أهلًا ${user.name}،\n\nكود التأكيد: ${code}\nأو افتح الرابط: ${link}\n\nالكود صالح لمدة ١٥ دقيقة.${user.role === Role.Tutor ? `\n${TUTOR_NEXT}` : ''}`,
  });
  return { ok: true as const };
}

export async function verifyEmail(deps: Deps, caller: Caller | null, input: z.infer<typeof schemas.auth.verifyEmail>) {
  let userId: number;
  if ('token' in input) {
    userId = (await consumeToken(deps, CodeType.VerifyEmail, input.token)).userId;
  } else {
    if (!caller) throw new ApiError('unauthenticated');
    const [user] = await deps.db.select({ verified: users.verified }).from(users).where(eq(users.id, caller.id));
    if (user?.verified) throw new ApiError('email-already-verified');
    userId = (await consumeCode(deps, caller.id, CodeType.VerifyEmail, input.code)).userId;
  }
  await deps.db.update(users).set({ verified: true, updatedAt: deps.now() }).where(eq(users.id, userId));
  return { ok: true as const };
}

/** The same answer whether or not the email has an account. */
export async function forgetPassword(deps: Deps, input: z.infer<typeof schemas.auth.forgetPassword>) {
  const [user] = await deps.db.select().from(users).where(eq(users.email, input.email));
  const link = (token: string) => callbackLink(deps, input.callbackUrl, token);
  link('check'); // refuse a foreign callback before looking further, account or not
  // counted for the email alone, whether or not it has an account, so the cap answers alike for both (no enumeration)
  await takeCodeSends(deps, codeSendKeys(null, CodeType.ResetPassword, { email: input.email }));
  if (user && !user.deactivatedAt) {
    const { code, token } = await issueCode(deps, user.id, CodeType.ResetPassword, RESET_CODE_DIGITS, user.email);
    await deps.mailer.send({
      to: user.email,
      subject: 'كلام: إعادة تعيين كلمة المرور',
      text: `أهلًا ${user.name}،\n\nكود إعادة التعيين: ${code}\nأو افتح الرابط: ${link(token)}\n\nالكود صالح لمدة ١٥ دقيقة. إن لم تطلب ذلك فتجاهل هذه الرسالة.`,
    });
  }
  return { ok: true as const };
}

export async function resetPassword(deps: Deps, input: z.infer<typeof schemas.auth.resetPassword>, caller: Caller | null) {
  let userId: number;
  if ('token' in input) {
    userId = (await consumeToken(deps, CodeType.ResetPassword, input.token)).userId;
  } else {
    const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
    if (!user) throw new ApiError('invalid-verification-code');
    userId = (await consumeCode(deps, user.id, CodeType.ResetPassword, input.code)).userId;
  }
  // Receiving the code proves the mailbox: the email counts as verified too.
  await deps.db
    .update(users)
    .set({ password: await deps.passwords.hash(input.password), verified: true, updatedAt: deps.now() })
    .where(eq(users.id, userId));
  // whoever knew the old password is signed out everywhere; a tab of the same account that made the reset stays
  await endSignIns(deps, userId, { except: caller?.id === userId ? caller.signInId : undefined });
  return { ok: true as const };
}

import { EMAIL_CODE_DIGITS } from '@kalam/core/constants';
import { CodeType, MessagingChannel } from '@kalam/core/enums';
import type { schemas } from '@kalam/core/schemas/index';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { ApiError } from '../lib/errors';
import { codeSendKeys, consumeCode, issueCode, takeCodeSends } from './codes';

const typeOf = (method: number) => (method === MessagingChannel.Telegram ? CodeType.VerifyTelegram : CodeType.VerifyWhatsApp);

export async function sendPhoneCode(deps: Deps, caller: Caller, input: z.infer<typeof schemas.confirmationCode.send>) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, caller.id));
  if (!user) throw new ApiError('user-not-found');
  if (user.phoneVerified && user.phone === input.phone) throw new ApiError('phone-already-verified');
  await takeCodeSends(deps, codeSendKeys(user.id, typeOf(input.method), { phone: input.phone }));
  const { code } = await issueCode(deps, user.id, typeOf(input.method), EMAIL_CODE_DIGITS, input.phone);
  await deps.messenger.sendCode(input.method === MessagingChannel.Telegram ? 'telegram' : 'whatsapp', input.phone, code);
  return { ok: true as const };
}

export async function verifyPhoneCode(deps: Deps, caller: Caller, input: z.infer<typeof schemas.confirmationCode.verify>) {
  const row = await consumeCode(deps, caller.id, typeOf(input.method), input.code);
  // The code proves only the number it was sent to.
  if (row.target !== input.phone) throw new ApiError('incorrect-phone');
  await deps.db.batch([
    // A number belongs to one verified account: another account loses its claim on it.
    deps.db
      .update(users)
      .set({ phoneVerified: false })
      .where(and(eq(users.phone, input.phone), ne(users.id, caller.id))),
    deps.db.update(users).set({ phone: input.phone, phoneVerified: true, updatedAt: deps.now() }).where(eq(users.id, caller.id)),
  ]);
  return { ok: true as const };
}

import { outbox } from '../db/schema';
import type { Db } from '../db/client';
import { ApiError } from './errors';

export type MessagingApp = 'whatsapp' | 'telegram';

export interface Messenger {
  /** Sends a verification code; throws `unresolved-phone` when the number is not on that app. */
  sendCode(app: MessagingApp, phone: string, code: string): Promise<void>;
}

/** Egyptian mobile 01xxxxxxxxx → E.164 +201xxxxxxxxx. */
export const toE164 = (phone: string) => `+20${phone.slice(1)}`;

/** Local and tests: codes land in the outbox (shown at /dev/mailbox). */
export function outboxMessenger(db: Db, now: () => number): Messenger {
  return {
    async sendCode(app, phone, code) {
      await db.insert(outbox).values({ channel: app, to: phone, body: `كود التحقق من كلام: ${code}`, createdAt: now() });
    },
  };
}

/**
 * Production: WhatsApp Cloud API (an approved authentication template with the code) and Telegram's Gateway API
 * (verification messages by phone number). A number that is not on the app → `unresolved-phone`.
 */
export function providerMessenger(db: Db, now: () => number, opts: {
  whatsapp?: { token: string; phoneNumberId: string; template: string; baseUrl?: string };
  telegram?: { token: string; baseUrl?: string };
}): Messenger {
  const record = (app: MessagingApp, phone: string) =>
    db.insert(outbox).values({ channel: app, to: phone, body: 'verification code sent', createdAt: now(), sentAt: now() });
  return {
    async sendCode(app, phone, code) {
      if (app === 'whatsapp' && opts.whatsapp) {
        const w = opts.whatsapp;
        const res = await fetch(`${w.baseUrl ?? 'https://graph.facebook.com/v21.0'}/${w.phoneNumberId}/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${w.token}` },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            to: toE164(phone),
            type: 'template',
            template: {
              name: w.template,
              language: { code: 'ar' },
              components: [
                { type: 'body', parameters: [{ type: 'text', text: code }] },
                { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
              ],
            },
          }),
        });
        if (!res.ok) {
          const body = (await res.json().catch(() => ({}))) as { error?: { code?: number; message?: string } };
          // 131026: the recipient is not a WhatsApp user (or cannot receive the message).
          if (body.error?.code === 131026 || res.status === 400) throw new ApiError('unresolved-phone', { message: body.error?.message });
          throw new ApiError('service-unavailable', { message: body.error?.message });
        }
        return void (await record(app, phone));
      }
      if (app === 'telegram' && opts.telegram) {
        const tg = opts.telegram;
        const res = await fetch(`${tg.baseUrl ?? 'https://gatewayapi.telegram.org'}/sendVerificationMessage`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tg.token}` },
          body: JSON.stringify({ phone_number: toE164(phone), code, ttl: 900 }),
        });
        const body = (await res.json().catch(() => ({}))) as { ok?: boolean; error?: string };
        if (!body.ok) {
          if (/PHONE_NUMBER|NOT_FOUND|INVALID/i.test(body.error ?? '')) throw new ApiError('unresolved-phone', { message: body.error });
          throw new ApiError('service-unavailable', { message: body.error });
        }
        return void (await record(app, phone));
      }
      throw new ApiError('service-unavailable', { message: `${app} is not configured` });
    },
  };
}

import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { ApiError } from './errors';
import { theRow } from './rows';

export type MessagingApp = 'whatsapp' | 'telegram';

export interface Messenger {
  /** Sends a verification code; throws `unresolved-phone` when the number is not on that app. */
  sendCode(app: MessagingApp, phone: string, code: string): Promise<void>;
  /** Sends an approved WhatsApp template; answers the Cloud API's message id (wamid) */
  sendWhatsAppTemplate(phone: string, template: WhatsAppTemplate): Promise<string>;
}

/** An approved template by name, with its body's {{1}}, {{2}}… values in order. */
export interface WhatsAppTemplate {
  name: string;
  language: string;
  body: string[];
}

/** The Cloud API's `POST /{phone-number-id}/messages` body for a template message (its documented shape). */
export function whatsappTemplateMessage(phone: string, t: WhatsAppTemplate) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: toE164(phone),
    type: 'template',
    template: {
      name: t.name,
      language: { code: t.language },
      components: [{ type: 'body', parameters: t.body.map((text) => ({ type: 'text', text })) }],
    },
  } as const;
}

/** Egyptian mobile 01xxxxxxxxx → E.164 +201xxxxxxxxx. */
export const toE164 = (phone: string) => `+20${phone.slice(1)}`;

/** Local and tests: codes land in the outbox (shown at /dev/mailbox). */
export function outboxMessenger(db: Db, now: () => number): Messenger {
  return {
    async sendCode(app, phone, code) {
      await db.insert(outbox).values({ channel: app, to: phone, body: `كود التحقق من كلام: ${code}`, createdAt: now() });
    },
    // the fake records the exact request body the Cloud API would get, and answers an id of the same form
    async sendWhatsAppTemplate(phone, template) {
      const body = JSON.stringify(whatsappTemplateMessage(phone, template));
      const rows = await db
        .insert(outbox)
        .values({ channel: 'whatsapp', to: phone, subject: `template:${template.name}`, body, createdAt: now() })
        .returning({ id: outbox.id });
      return `wamid.local-${theRow(rows).id}`;
    },
  };
}

/**
 * Production: WhatsApp Cloud API (an approved authentication template with the code) and Telegram's Gateway API
 * (verification messages by phone number). A number that is not on the app → `unresolved-phone`.
 */
export function providerMessenger(
  db: Db,
  now: () => number,
  opts: {
    whatsapp?: { token: string; phoneNumberId: string; template: string; baseUrl?: string };
    telegram?: { token: string; baseUrl?: string };
  },
): Messenger {
  const record = (app: MessagingApp, phone: string) =>
    db.insert(outbox).values({ channel: app, to: phone, body: 'verification code sent', createdAt: now(), sentAt: now() });
  const graph = (w: NonNullable<typeof opts.whatsapp>) => `${w.baseUrl ?? 'https://graph.facebook.com/v21.0'}/${w.phoneNumberId}/messages`;
  return {
    async sendWhatsAppTemplate(phone, template) {
      const w = opts.whatsapp;
      if (!w) throw new ApiError('service-unavailable', { message: 'whatsapp is not configured' });
      const res = await fetch(graph(w), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${w.token}` },
        body: JSON.stringify(whatsappTemplateMessage(phone, template)),
      });
      const body = (await res.json().catch(() => ({}))) as { messages?: { id: string }[]; error?: { message?: string } };
      if (!res.ok || !body.messages?.[0]?.id)
        throw new ApiError('service-unavailable', { message: body.error?.message ?? `whatsapp answered ${res.status}` });
      await db.insert(outbox).values({
        channel: 'whatsapp',
        to: phone,
        subject: `template:${template.name}`,
        body: 'template sent',
        createdAt: now(),
        sentAt: now(),
      });
      return body.messages[0].id;
    },
    async sendCode(app, phone, code) {
      if (app === 'whatsapp' && opts.whatsapp) {
        const w = opts.whatsapp;
        const res = await fetch(graph(w), {
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

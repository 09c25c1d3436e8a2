import type { ReminderKind } from '@kalam/core/notifications';
import type { whatsappSchemas } from '@kalam/core/schemas/index';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { notificationPreferences, users, whatsappMessages } from '../db/schema';
import type { Deps } from '../deps';
import { ApiError } from '../lib/errors';
import { cairoTime } from '../lib/lesson-time';
import { wanting } from './notify';

/** Template names when WHATSAPP_REMINDER_TEMPLATES does not say; each takes {{1}} the other person, {{2}} the Cairo time, {{3}} the lesson link. */
export const DEFAULT_REMINDER_TEMPLATES: Record<ReminderKind, string> = {
  '24h': 'kalam_lesson_reminder_day',
  '1h': 'kalam_lesson_reminder_hour',
  now: 'kalam_lesson_starting_now',
};

type Target = { v: { id: number; start: number }; to: { id: number }; other: { displayName: string } };

/**
 * WhatsApp template reminders to people with a confirmed phone who opted in. Each (lesson, person, kind) is claimed
 * by a unique row before the send, so concurrent or repeated crons send it once; the row then keeps Meta's message id.
 */
export async function sendWhatsAppReminders(deps: Deps, people: readonly Target[], kind: ReminderKind): Promise<number> {
  const optedIn = await wanting(
    deps,
    people.map((p) => p.to.id),
    'lesson-reminder',
    'whatsapp',
  );
  if (!optedIn.size) return 0;
  const phones = new Map(
    (
      await deps.db
        .select({ id: users.id, phone: users.phone })
        .from(users)
        .where(and(inArray(users.id, [...optedIn]), eq(users.phoneVerified, true)))
    ).map((u) => [u.id, u.phone]),
  );
  const name = deps.config.whatsapp?.templates?.[kind] ?? DEFAULT_REMINDER_TEMPLATES[kind];
  let sent = 0;
  for (const p of people) {
    const phone = phones.get(p.to.id);
    if (!phone) continue;
    const now = deps.now();
    const [claim] = await deps.db
      .insert(whatsappMessages)
      .values({ userId: p.to.id, lessonId: p.v.id, kind, status: 'claimed', createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: whatsappMessages.id });
    if (!claim) continue;
    try {
      const messageId = await deps.messenger.sendWhatsAppTemplate(phone, {
        name,
        language: 'ar',
        body: [p.other.displayName, `${cairoTime(p.v.start)} بتوقيت القاهرة`, `${deps.config.appUrl}/lesson/${p.v.id}`],
      });
      await deps.db
        .update(whatsappMessages)
        .set({ messageId, status: 'accepted', updatedAt: deps.now() })
        .where(eq(whatsappMessages.id, claim.id));
      sent++;
    } catch (err) {
      await deps.db
        .update(whatsappMessages)
        .set({ status: 'failed', error: String((err as Error).message ?? err).slice(0, 500), updatedAt: deps.now() })
        .where(eq(whatsappMessages.id, claim.id));
    }
  }
  return sent;
}

const hex = (b: ArrayBuffer) => [...new Uint8Array(b)].map((x) => x.toString(16).padStart(2, '0')).join('');
const fromHex = (s: string) => new Uint8Array((s.match(/../g) ?? []).map((h) => parseInt(h, 16)));

/** X-Hub-Signature-256 is `sha256=` + HMAC-SHA256(app secret, raw body); Web Crypto's verify compares in constant time. */
export async function verifyHubSignature(secret: string, rawBody: string, header: string | undefined): Promise<boolean> {
  const sig = /^sha256=([0-9a-f]{64})$/i.exec(header ?? '')?.[1];
  if (!sig) return false;
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  return crypto.subtle.verify('HMAC', key, fromHex(sig.toLowerCase()), new TextEncoder().encode(rawBody));
}

export const hubSignature = async (secret: string, rawBody: string) => {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return `sha256=${hex(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(rawBody)))}`;
};

const STOP = /^\s*(stop|unsubscribe|إيقاف|ايقاف|إلغاء|الغاء|توقف)\s*$/i;
const ORDER = ['claimed', 'accepted', 'sent', 'delivered', 'read'] as const;

/** Before the body is even parsed: a webhook not signed with our app secret is refused. */
export async function assertWhatsAppSignature(deps: Deps, rawBody: string, signature: string | undefined): Promise<void> {
  const secret = deps.config.whatsapp?.appSecret;
  if (!secret || !(await verifyHubSignature(secret, rawBody, signature)))
    throw new ApiError('bad-request', { message: 'The webhook signature does not match.', errors: { signature: 'invalid' } });
}

/**
 * `POST /whatsapp/webhook` (signature checked first): signed with the app secret. Delivery statuses move a message forward (never
 * back: Meta may send them out of order); a "stop" reply turns WhatsApp reminders off for that phone.
 */
export async function receiveWhatsAppWebhook(deps: Deps, body: z.infer<typeof whatsappSchemas.webhook>): Promise<{ received: true }> {
  const now = deps.now();
  for (const value of body.entry.flatMap((e) => e.changes.map((c) => c.value))) {
    for (const s of value.statuses ?? []) {
      const failed = s.status === 'failed';
      const rank = ORDER.indexOf(s.status as (typeof ORDER)[number]);
      if (!failed && rank < 0) continue;
      const stage = sql`(case ${whatsappMessages.status} when 'claimed' then 0 when 'accepted' then 1 when 'sent' then 2 when 'delivered' then 3 when 'read' then 4 else 5 end)`;
      // a failure reported after the message was delivered or read is kept beside that status, never over it
      const status = failed ? sql`case when ${stage} >= 3 and ${stage} < 5 then ${whatsappMessages.status} else 'failed' end` : s.status;
      await deps.db
        .update(whatsappMessages)
        .set({ status: status as 'failed', ...(failed && { error: JSON.stringify(s.errors ?? []).slice(0, 500) }), updatedAt: now })
        .where(and(eq(whatsappMessages.messageId, s.id), failed ? undefined : sql`${stage} < ${rank}`));
    }
    for (const m of value.messages ?? []) {
      if (!STOP.test(m.text?.body ?? m.button?.text ?? '')) continue;
      // wa ids are E.164 digits without '+': 2010… is our 010…
      const local = m.from.startsWith('20') ? `0${m.from.slice(2)}` : m.from;
      const owners = await deps.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.phone, local), eq(users.phoneVerified, true)));
      if (owners.length) {
        await deps.db
          .insert(notificationPreferences)
          .values(
            owners.map((o) => ({
              userId: o.id,
              event: 'lesson-reminder' as const,
              channel: 'whatsapp' as const,
              enabled: false,
              updatedAt: now,
            })),
          )
          .onConflictDoUpdate({
            target: [notificationPreferences.userId, notificationPreferences.event, notificationPreferences.channel],
            set: { enabled: false, updatedAt: now },
          });
      }
    }
  }
  return { received: true };
}

/** `GET /whatsapp/webhook`: Meta checks the endpoint with our verify token and expects its challenge back. */
export function verifyWhatsAppWebhook(deps: Deps, q: z.infer<typeof whatsappSchemas.verify>): string {
  const token = deps.config.whatsapp?.verifyToken;
  if (!token || q['hub.verify_token'] !== token)
    throw new ApiError('bad-request', { message: 'Unknown verify token.', errors: { 'hub.verify_token': 'invalid' } });
  return q['hub.challenge'];
}

import type { LessonView } from '@kalam/core/api';
import {
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_EVENTS,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationPreferences,
  type PushPayload,
} from '@kalam/core/notifications';
import type { notificationSchemas } from '@kalam/core/schemas/index';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { notificationPreferences, pushSubscriptions, users } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { zonedTime } from '../lib/lesson-time';
import { publish } from './events';
import { onlineUsers } from './presence';
import { displayNameSql } from './user';

/** `GET /notification/preferences`: every event's channels, the caller's choices over the defaults. */
export async function getPreferences(deps: Deps, caller: Caller): Promise<NotificationPreferences> {
  const rows = await deps.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, caller.id));
  const prefs = Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e, { ...NOTIFICATION_DEFAULTS[e] }])) as NotificationPreferences;
  for (const r of rows) if (r.channel in prefs[r.event]) prefs[r.event][r.channel] = r.enabled;
  return prefs;
}

/** `PUT /notification/preferences`: cells an event does not have (WhatsApp for messages) are ignored. */
export async function setPreferences(
  deps: Deps,
  caller: Caller,
  input: z.infer<typeof notificationSchemas.preferences>,
): Promise<NotificationPreferences> {
  const now = deps.now();
  const rows = input.changes
    .filter((c) => c.channel in NOTIFICATION_DEFAULTS[c.event])
    .map((c) => ({ userId: caller.id, ...c, updatedAt: now }));
  if (rows.length) {
    await deps.db
      .insert(notificationPreferences)
      .values(rows)
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.event, notificationPreferences.channel],
        set: { enabled: sql`excluded.enabled`, updatedAt: now },
      });
  }
  return getPreferences(deps, caller);
}

/** Which of `userIds` want `event` on `channel` (defaults unless they changed it). */
export async function wanting(
  deps: Deps,
  userIds: readonly number[],
  event: NotificationEvent,
  channel: NotificationChannel,
): Promise<Set<number>> {
  const ids = [...new Set(userIds)];
  if (!ids.length || NOTIFICATION_DEFAULTS[event][channel] === undefined) return new Set();
  const changed = await deps.db
    .select({ userId: notificationPreferences.userId, enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(
      and(
        inArray(notificationPreferences.userId, ids),
        eq(notificationPreferences.event, event),
        eq(notificationPreferences.channel, channel),
      ),
    );
  const choice = new Map(changed.map((r) => [r.userId, r.enabled]));
  return new Set(ids.filter((id) => choice.get(id) ?? NOTIFICATION_DEFAULTS[event][channel] ?? false));
}

/** SQL condition: the user (a column or value) has not turned this event's channel off; for inserts inside batches. */
export const notOptedOut = (userId: unknown, event: NotificationEvent, channel: NotificationChannel) =>
  sql`not exists (select 1 from notification_preferences where user_id = ${userId} and event = ${event} and channel = ${channel} and enabled = 0)`;

/** SQL condition: the user (a column or value) wants this event on this channel, their choice over the default (`wanting` in a statement). */
export function wants(userId: unknown, event: NotificationEvent, channel: NotificationChannel): SQL {
  const byDefault = NOTIFICATION_DEFAULTS[event][channel];
  if (byDefault === undefined) return sql`0`;
  if (byDefault) return notOptedOut(userId, event, channel);
  return sql`exists (select 1 from notification_preferences where user_id = ${userId} and event = ${event} and channel = ${channel} and enabled = 1)`;
}

/** `POST /notification/push-subscription`: this device's subscription, moved to the caller if another account had it. */
export async function savePushSubscription(
  deps: Deps,
  caller: Caller,
  input: z.infer<typeof notificationSchemas.pushSubscription>,
): Promise<{ subscribed: true }> {
  const row = { userId: caller.id, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, createdAt: deps.now() };
  await deps.db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth } });
  return { subscribed: true };
}

/** `DELETE /notification/push-subscription`: only the caller's own device. */
export async function deletePushSubscription(deps: Deps, caller: Caller, endpoint: string): Promise<{ subscribed: false }> {
  await deps.db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, caller.id), eq(pushSubscriptions.endpoint, endpoint)));
  return { subscribed: false };
}

/** `GET /notification/push-key`: the VAPID public key browsers subscribe with (null when push is off). */
export const pushKey = (deps: Deps) => ({ publicKey: deps.push.publicKey });

/**
 * Pushes to every device of the users who want `event` by push. Subscriptions the push service says are gone are
 * deleted; other failures are logged by the sender and dropped, like a lost realtime event.
 */
export async function pushToUsers(
  deps: Deps,
  userIds: readonly number[],
  event: NotificationEvent,
  payload: (userId: number) => PushPayload,
): Promise<number> {
  if (!deps.push.publicKey) return 0;
  const ids = [...(await wanting(deps, userIds, event, 'push'))];
  if (!ids.length) return 0;
  const subs = await deps.db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, ids));
  const results = await Promise.all(subs.map(async (s) => ({ s, result: await deps.push.send(s, payload(s.userId)) })));
  const gone = results.filter((r) => r.result === 'gone').map((r) => r.s.id);
  if (gone.length) await deps.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  return results.filter((r) => r.result === 'sent').length;
}

/** Push errors never undo what happened: the change stands and the in-app list still has it. */
async function quietly(work: Promise<unknown>): Promise<void> {
  await work.catch((err: unknown) => console.error('push: not delivered', err));
}

const plainText = (html: string, max = 120) => {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};

/**
 * A chat message: the other members get one bell notice per room until they read it (a burst of messages is one
 * notice), naming the sender and opening the room; with that notice, an email to those away (no socket open). Each
 * message is also a push to those away (pushes of one room replace each other on the device).
 */
export async function pushNewMessage(
  deps: Deps,
  message: { roomId: number; senderId: number; text: string },
  memberIds: readonly number[],
): Promise<void> {
  const others = memberIds.filter((id) => id !== message.senderId);
  if (!others.length) return;
  const link = `/chat?room=${message.roomId}`;
  const noticed = await deps.db.all<{ userId: number; name: string }>(sql`insert into notifications (user_id, kind, data, created_at)
    select m.value, 'new-message', json_object('roomId', ${message.roomId}, 'link', ${link}, 'name', ${displayNameSql(users)}), ${deps.now()}
    from json_each(${JSON.stringify(others)}) m join ${users} on ${users.id} = ${message.senderId}
    where ${notOptedOut(sql`m.value`, 'new-message', 'inApp')}
      and not exists (select 1 from notifications n where n.user_id = m.value and n.kind = 'new-message' and n.read_at is null
        and json_extract(n.data, '$.roomId') = ${message.roomId})
    returning user_id as userId, json_extract(data, '$.name') as name`);
  await Promise.all(noticed.map((n) => publish(deps, [Number(n.userId)], { type: 'notification-created', kind: 'new-message' })));
  if (!noticed.length && !deps.push.publicKey) return;
  const online = await onlineUsers(deps, others);
  const away = others.filter((id) => !online.has(id));
  if (!away.length) return;
  const [sender] = await deps.db
    .select({ name: displayNameSql(users) })
    .from(users)
    .where(eq(users.id, message.senderId));
  const name = sender?.name ?? 'كلام';
  const mailTo = await wanting(
    deps,
    noticed.map((n) => Number(n.userId)).filter((id) => away.includes(id)),
    'new-message',
    'email',
  );
  if (mailTo.size) {
    const to = await deps.db
      .select({ email: users.email })
      .from(users)
      .where(inArray(users.id, [...mailTo]));
    await Promise.all(
      to.map((u) =>
        deps.mailer
          .send({
            to: u.email,
            subject: `رسالة جديدة من ${name} — كلام`,
            text: `أرسل لك ${name} رسالة:\n«${plainText(message.text, 300)}»\n\nاقرأها وردّ عليها:\n${deps.config.appUrl}${link}`,
          })
          .catch((err: unknown) => console.error('mail: new-message not sent', err)),
      ),
    );
  }
  if (!deps.push.publicKey) return;
  const payload: PushPayload = { title: `رسالة جديدة من ${name}`, body: plainText(message.text), url: link, tag: `room-${message.roomId}` };
  await quietly(pushToUsers(deps, away, 'new-message', () => payload));
}

/** Reading a room reads its message notice too: the bell does not keep telling about what was seen. */
export async function readRoomNotices(deps: Deps, userId: number, roomId: number): Promise<void> {
  await deps.db.run(sql`update notifications set read_at = ${deps.now()} where user_id = ${userId} and kind = 'new-message'
    and read_at is null and json_extract(data, '$.roomId') = ${roomId}`);
}

/** Booked, moved or cancelled: the member who did not act hears about it by push. */
export async function pushLessonChange(
  deps: Deps,
  change: 'booked' | 'rebooked' | 'canceled',
  lesson: LessonView,
  byId: number,
): Promise<void> {
  const to = [lesson.tutor, lesson.student].filter((p) => p.id !== byId);
  if (!to.length || !deps.push.publicKey) return;
  const zones = new Map(
    (
      await deps.db
        .select({ id: users.id, timeZone: users.timeZone })
        .from(users)
        .where(
          inArray(
            users.id,
            to.map((p) => p.id),
          ),
        )
    ).map((u) => [u.id, u.timeZone]),
  );
  const title = { booked: 'درس جديد محجوز', rebooked: 'تغيّر موعد درس', canceled: 'أُلغي درس' }[change];
  await quietly(
    pushToUsers(
      deps,
      to.map((p) => p.id),
      'lesson-booking',
      (userId) => {
        const other = userId === lesson.tutor.id ? lesson.student.displayName : lesson.tutor.displayName;
        return {
          title,
          body: `مع ${other} — ${zonedTime(lesson.start, zones.get(userId) ?? 'Africa/Cairo')}`,
          url: `/lesson/${lesson.id}`,
          tag: `lesson-${lesson.id}`,
        };
      },
    ),
  );
}

/** A payment Kalam confirmed: the student's plan is active. */
export async function pushPaymentConfirmed(deps: Deps, userId: number, planName: string): Promise<void> {
  await quietly(
    pushToUsers(deps, [userId], 'payment-confirmed', () => ({
      title: 'تم تأكيد الدفع',
      body: `باقة ${planName} مفعّلة الآن. احجز دروسك!`,
      url: '/subscription',
      tag: 'payment',
    })),
  );
}

import type { ChatMessageView } from '@kalam/core/api';
import type { AckCode } from '@kalam/core/errors';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Message, messages, roomMembers } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { canChat, cleanText, memberIds, membership, toMessageView } from './chat-rules';
import { publish } from './events';
import { pushNewMessage, readRoomNotices } from './notify';

// The inbox socket's chat actions: each answers an ack code, and tells the room's members what changed.

/** A live message the caller may change: their own, in a room they belong to. */
async function ownMessage(deps: Deps, caller: Caller, messageId: number): Promise<Message | AckCode> {
  if (!(await canChat(deps, caller.id))) return 'unallowed';
  const [message] = await deps.db
    .select()
    .from(messages)
    .where(and(eq(messages.id, messageId), isNull(messages.deletedAt)));
  if (!message) return 'message-not-found';
  const member = await membership(deps, message.roomId, caller.id);
  if (typeof member === 'string') return member;
  if (message.senderId !== caller.id) return 'not-owner';
  return message;
}

/** SendMessage: stored (and the room's last message time moved) before `ok`, then pushed to every member. */
export async function sendMessage(
  deps: Deps,
  caller: Caller,
  a: { roomId: number; text: string; ref?: string },
): Promise<{ code: AckCode; message?: ChatMessageView }> {
  const text = cleanText(a.text);
  if (!text.html) return { code: (await whySendRefused(deps, caller, a.roomId)) ?? text.code };
  const now = deps.now();
  // the hot path of every chat message, in one round trip: stored only if the sender is a verified member, the room
  // touched under the same condition, and its members read for the event
  const allowed = sql`exists (select 1 from users where id = ${caller.id} and verified = 1 and deactivated_at is null)
    and exists (select 1 from room_members where room_id = ${a.roomId} and user_id = ${caller.id})`;
  const [inserted, , memberRows] = await deps.db.batch([
    deps.db.all<Message>(sql`insert into messages (room_id, sender_id, text, ref_id, created_at)
      select ${a.roomId}, ${caller.id}, ${text.html}, ${typeof a.ref === 'string' ? a.ref.slice(0, 100) : null}, ${now} where ${allowed}
      returning id, room_id as roomId, sender_id as senderId, text, ref_id as refId, edited_at as editedAt, deleted_at as deletedAt, created_at as createdAt`),
    deps.db.run(sql`update rooms set last_message_at = max(coalesce(last_message_at, 0), ${now}) where id = ${a.roomId} and ${allowed}`),
    deps.db.all<{ userId: number }>(sql`select user_id as userId from room_members where room_id = ${a.roomId}`),
  ]);
  const row = inserted[0];
  if (!row) return { code: (await whySendRefused(deps, caller, a.roomId)) ?? 'unallowed' };
  const message = toMessageView(row);
  const memberIds = memberRows.map((m) => Number(m.userId));
  await publish(deps, memberIds, { type: 'room-message-created', message });
  await pushNewMessage(deps, message, memberIds);
  return { code: 'ok', message };
}

/** Why a caller may not post in a room: not a verified open account, no such room, or not a member (undefined: they may). */
async function whySendRefused(deps: Deps, caller: Caller, roomId: number): Promise<AckCode | undefined> {
  const [row] = await deps.db
    .select({
      verified: sql<number | null>`(select verified from users where id = ${caller.id} and deactivated_at is null)`,
      room: sql<number | null>`(select id from rooms where id = ${roomId})`,
      member: sql<number | null>`(select 1 from room_members where room_id = ${roomId} and user_id = ${caller.id})`,
    })
    .from(sql`(select 1)`);
  if (!row?.verified) return 'unallowed';
  if (!row.room) return 'room-not-found';
  if (!row.member) return 'not-member';
  return undefined;
}

/** UpdateMessage: the sender edits their own live message. */
export async function updateMessage(
  deps: Deps,
  caller: Caller,
  a: { messageId: number; text: string },
): Promise<{ code: AckCode; message?: ChatMessageView }> {
  const found = await ownMessage(deps, caller, a.messageId);
  if (typeof found === 'string') return { code: found };
  const text = cleanText(a.text);
  if (!text.html) return { code: text.code };
  const [row] = await deps.db
    .update(messages)
    .set({ text: text.html, editedAt: deps.now() })
    .where(and(eq(messages.id, found.id), isNull(messages.deletedAt)))
    .returning();
  if (!row) return { code: 'message-not-found' };
  const message = toMessageView(row);
  await publish(deps, await memberIds(deps, row.roomId), { type: 'room-message-updated', message });
  return { code: 'ok', message };
}

/** DeleteMessage: the sender removes their own message; the row stays (for its place and for reports), its text hidden. */
export async function deleteMessage(deps: Deps, caller: Caller, a: { messageId: number }): Promise<{ code: AckCode }> {
  const found = await ownMessage(deps, caller, a.messageId);
  if (typeof found === 'string') return { code: found };
  const done = await deps.db
    .update(messages)
    .set({ deletedAt: deps.now() })
    .where(and(eq(messages.id, found.id), isNull(messages.deletedAt)));
  if (!done.rowsAffected) return { code: 'message-not-found' };
  await publish(deps, await memberIds(deps, found.roomId), { type: 'room-message-deleted', roomId: found.roomId, messageId: found.id });
  return { code: 'ok' };
}

/** MarkMessageAsRead: moves the member's read marker forward (never back) and tells the room. Reading needs no verified email. */
export async function markRead(deps: Deps, caller: Caller, a: { roomId: number; messageId: number }): Promise<{ code: AckCode }> {
  const member = await membership(deps, a.roomId, caller.id);
  if (typeof member === 'string') return { code: member };
  const [message] = await deps.db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, a.messageId), eq(messages.roomId, a.roomId)));
  if (!message) return { code: 'message-not-found' };
  const moved = await deps.db
    .update(roomMembers)
    .set({ lastReadMessageId: message.id })
    .where(
      and(
        eq(roomMembers.roomId, a.roomId),
        eq(roomMembers.userId, caller.id),
        sql`coalesce(${roomMembers.lastReadMessageId}, 0) < ${message.id}`,
      ),
    );
  await readRoomNotices(deps, caller.id, a.roomId);
  if (moved.rowsAffected) {
    await publish(deps, await memberIds(deps, a.roomId), {
      type: 'room-message-read',
      roomId: a.roomId,
      userId: caller.id,
      messageId: message.id,
    });
  }
  return { code: 'ok' };
}

/** UserTyping: nothing stored; the other members hear it. */
export async function setTyping(deps: Deps, caller: Caller, a: { roomId: number; typing: boolean }): Promise<{ code: AckCode }> {
  if (!(await canChat(deps, caller.id))) return { code: 'unallowed' };
  const member = await membership(deps, a.roomId, caller.id);
  if (typeof member === 'string') return { code: member };
  const others = (await memberIds(deps, a.roomId)).filter((id) => id !== caller.id);
  await publish(deps, others, { type: 'typing', roomId: a.roomId, userId: caller.id, typing: a.typing === true });
  return { code: 'ok' };
}

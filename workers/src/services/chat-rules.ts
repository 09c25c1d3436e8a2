import type { ChatMessageView } from '@kalam/core/api';
import { Role } from '@kalam/core/enums';
import type { AckCode } from '@kalam/core/errors';
import { schemas } from '@kalam/core/schemas/index';
import { and, eq, isNull } from 'drizzle-orm';
import { type Message, type RoomMember, roomMembers, rooms, users } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { isAdmin } from '../lib/caller';
import { sanitizeHtml } from '../lib/sanitize';

// What the chat's socket actions and rooms both rely on: who may chat, a message's text and view, a membership.

/** A deleted message keeps its place in the room, without its text. */
export const toMessageView = (m: Message): ChatMessageView => ({
  id: m.id,
  roomId: m.roomId,
  senderId: m.senderId,
  text: m.deletedAt === null ? m.text : '',
  refId: m.refId,
  createdAt: m.createdAt,
  editedAt: m.editedAt,
  deletedAt: m.deletedAt,
});

/** Who may open a room with whom: student → tutor, tutor ↔ tutor manager, admins → anyone. */
export function mayStartChat(caller: Caller, target: number): boolean {
  if (isAdmin(caller)) return true;
  if (caller.role === Role.Student) return target === Role.Tutor;
  if (caller.role === Role.Tutor) return target === Role.TutorManager;
  if (caller.role === Role.TutorManager) return target === Role.Tutor;
  return false;
}

/** Unverified (or deactivated) accounts cannot chat. */
export async function canChat(deps: Deps, userId: number): Promise<boolean> {
  const [user] = await deps.db
    .select({ verified: users.verified })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deactivatedAt)));
  return user?.verified === true;
}

/** A message's text, sanitised: blank after stripping → empty-text; bad HTML or over 1000 visible characters → unallowed. */
export function cleanText(text: unknown): { code: AckCode; html?: string } {
  if (typeof text !== 'string' || text.length > 50_000) return { code: 'unallowed' };
  const html = sanitizeHtml(text);
  if (!schemas.fields.stripTags(html)) return { code: 'empty-text' };
  if (!schemas.chat.messageText.safeParse(text).success || !schemas.chat.messageText.safeParse(html).success) return { code: 'unallowed' };
  return { code: 'ok', html };
}

/** The caller's membership of a room, or why there is none. */
export async function membership(deps: Deps, roomId: number, userId: number): Promise<RoomMember | 'room-not-found' | 'not-member'> {
  return membershipOf(await membershipQuery(deps, roomId, userId));
}

export const membershipQuery = (deps: Deps, roomId: number, userId: number) =>
  deps.db
    .select({ id: rooms.id, member: roomMembers })
    .from(rooms)
    .leftJoin(roomMembers, and(eq(roomMembers.roomId, rooms.id), eq(roomMembers.userId, userId)))
    .where(eq(rooms.id, roomId));

export function membershipOf([row]: Awaited<ReturnType<typeof membershipQuery>>): RoomMember | 'room-not-found' | 'not-member' {
  if (!row) return 'room-not-found';
  return row.member ?? 'not-member';
}

export async function memberIds(deps: Deps, roomId: number): Promise<number[]> {
  return (await deps.db.select({ id: roomMembers.userId }).from(roomMembers).where(eq(roomMembers.roomId, roomId))).map((r) => r.id);
}

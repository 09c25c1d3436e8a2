import type { ChatMember, ChatMessageView, ChatRoomView, Paged } from '@kalam/core/api';
import type { schemas } from '@kalam/core/schemas/index';
import { and, asc, count, desc, eq, exists, gt, inArray, isNull, lte, max, ne, type SQLWrapper, sql } from 'drizzle-orm';
import type { BatchResponse } from 'drizzle-orm/batch';
import { alias } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import { batch } from '../db/batch';
import { pageRange, pageWith } from '../db/page';
import { pairKey } from '../db/pair-key';
import { messages, presence, type RoomMember, roomMembers, rooms, users } from '../db/schema';
import { isUniqueViolation } from '../db/violation';
import type { Caller, Deps } from '../deps';
import { isAdmin } from '../lib/caller';
import { ApiError } from '../lib/errors';
import { textMatches } from '../lib/match';
import { theRow } from '../lib/rows';
import { canChat, cleanText, mayStartChat, membership, membershipOf, membershipQuery, toMessageView } from './chat-rules';
import { publish } from './events';
import { pushNewMessage } from './notify';
import { onlineUsers } from './presence';
import { publicUserColumns } from './user';

// Chat rooms (one per pair) and their messages as the REST routes read them; they throw ApiError.

const other = alias(roomMembers, 'other');

type Membership = Pick<RoomMember, 'roomId' | 'pinned' | 'muted'>;

/** Rooms as `viewerId` sees them (their pin and mute, unread count, read receipts), in the order given. */
async function roomViews(deps: Deps, viewerId: number, list: Membership[]): Promise<ChatRoomView[]> {
  if (!list.length) return [];
  const ids = list.map((m) => m.roomId);
  return toRoomViews(viewerId, list, await batch(deps.db, roomViewQueries(deps, viewerId, ids)));
}

/**
 * The members with whether their inbox is open, the latest messages, unread counts and read receipts of rooms `ids`
 * (a list, or a select of them: the page of a room list, read in the page's batch).
 */
function roomViewQueries(deps: Deps, viewerId: number, ids: number[] | SQLWrapper) {
  return [
    deps.db
      .select({ roomId: roomMembers.roomId, user: publicUserColumns(users), online: presence.online })
      .from(roomMembers)
      .innerJoin(users, eq(users.id, roomMembers.userId))
      .leftJoin(presence, eq(presence.userId, roomMembers.userId))
      .where(inArray(roomMembers.roomId, ids))
      .orderBy(asc(roomMembers.userId)),
    deps.db
      .select()
      .from(messages)
      .where(
        inArray(
          messages.id,
          deps.db
            .select({ id: max(messages.id) })
            .from(messages)
            .where(inArray(messages.roomId, ids))
            .groupBy(messages.roomId),
        ),
      ),
    deps.db
      .select({ roomId: messages.roomId, n: count() })
      .from(messages)
      .innerJoin(roomMembers, and(eq(roomMembers.roomId, messages.roomId), eq(roomMembers.userId, viewerId)))
      .where(
        and(
          inArray(messages.roomId, ids),
          ne(messages.senderId, viewerId),
          isNull(messages.deletedAt),
          gt(messages.id, sql`coalesce(${roomMembers.lastReadMessageId}, 0)`),
        ),
      )
      .groupBy(messages.roomId),
    deps.db
      .select({ roomId: messages.roomId, id: max(messages.id) })
      .from(messages)
      .innerJoin(other, and(eq(other.roomId, messages.roomId), ne(other.userId, viewerId)))
      .where(
        and(inArray(messages.roomId, ids), eq(messages.senderId, viewerId), lte(messages.id, sql`coalesce(${other.lastReadMessageId}, 0)`)),
      )
      .groupBy(messages.roomId),
  ] as const;
}

function toRoomViews(
  viewerId: number,
  list: Membership[],
  [members, latest, unread, readBy]: BatchResponse<ReturnType<typeof roomViewQueries>>,
): ChatRoomView[] {
  return list.flatMap((m) => {
    const people = members.filter((p) => p.roomId === m.roomId).map((p): ChatMember => ({ ...p.user, online: p.online === true }));
    // the viewer is one of the members, so there is always someone to show
    const counterpart = people.find((p) => p.id !== viewerId) ?? people[0];
    if (!counterpart) return [];
    const last = latest.find((l) => l.roomId === m.roomId);
    return {
      id: m.roomId,
      members: people,
      counterpart,
      latest: last ? toMessageView(last) : null,
      unread: unread.find((u) => u.roomId === m.roomId)?.n ?? 0,
      pinned: m.pinned,
      muted: m.muted,
      readByCounterpart: readBy.find((r) => r.roomId === m.roomId)?.id ?? null,
    };
  });
}

async function roomView(deps: Deps, roomId: number, viewerId: number): Promise<ChatRoomView> {
  const list = await deps.db
    .select({ roomId: roomMembers.roomId, pinned: roomMembers.pinned, muted: roomMembers.muted })
    .from(roomMembers)
    .where(and(eq(roomMembers.roomId, roomId), eq(roomMembers.userId, viewerId)));
  const [view] = await roomViews(deps, viewerId, list);
  if (!view) throw new ApiError('room-not-found');
  return view;
}

async function roomIdOf(deps: Deps, key: string): Promise<number | undefined> {
  const [room] = await deps.db.select({ id: rooms.id }).from(rooms).where(eq(rooms.pairKey, key));
  return room?.id;
}

/** The pair's room id, if they have one. */
export const pairRoomId = (deps: Deps, a: number, b: number) => roomIdOf(deps, pairKey(a, b));

/**
 * The pair's room, opened (empty) if they have none — as booking does, without the first-message and who-may-start
 * rules of `POST /chat/new`: a lesson or interview already pairs them.
 */
export async function openPairRoom(deps: Deps, a: number, b: number): Promise<number> {
  const key = pairKey(a, b);
  const existing = await roomIdOf(deps, key);
  if (existing) return existing;
  const [, , opened] = await deps.db.batch([
    deps.db.run(sql`insert into rooms (pair_key, created_at) values (${key}, ${deps.now()}) on conflict do nothing`),
    deps.db.run(sql`insert or ignore into room_members (room_id, user_id, pinned, muted)
      select r.id, m.value, 0, 0 from rooms r, json_each(${JSON.stringify([a, b])}) m where r.pair_key = ${key}`),
    deps.db.select({ id: rooms.id }).from(rooms).where(eq(rooms.pairKey, key)),
  ]);
  return theRow(opened).id;
}

const roomExists = (roomId: number | undefined) => new ApiError('room-exists', { details: { roomId } });

/**
 * `POST /chat/new`: a verified user opens the room of an allowed pair with a first message. The room, both members and
 * the message are one batch; the unique pair key refuses a second room whatever the timing (`room-exists`).
 */
export async function createRoom(
  deps: Deps,
  caller: Caller,
  input: z.infer<typeof schemas.chat.newRoom>,
): Promise<{ room: ChatRoomView; message: ChatMessageView }> {
  if (!(await canChat(deps, caller.id)))
    throw new ApiError('bad-request', { message: 'Confirm your email before chatting.', errors: { verified: 'required' } });
  const [target] = await deps.db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.id, input.userId), isNull(users.deactivatedAt)));
  if (!target) throw new ApiError('user-not-found');
  // not `forbidden`: the client reads that as a lost sign-in
  if (target.id === caller.id || !mayStartChat(caller, target.role))
    throw new ApiError('bad-request', { message: 'You cannot start a chat with this user.', errors: { userId: 'invalid' } });
  const text = cleanText(input.message);
  if (!text.html)
    throw new ApiError('bad-request', { errors: { message: text.code === 'empty-text' ? 'short-message-text' : 'invalid-message-html' } });
  const key = pairKey(caller.id, target.id);
  const existing = await roomIdOf(deps, key);
  if (existing) throw roomExists(existing);

  const now = deps.now();
  let roomId: number;
  try {
    const [created] = await deps.db.batch([
      deps.db.insert(rooms).values({ pairKey: key, createdAt: now, lastMessageAt: now }).returning({ id: rooms.id }),
      deps.db.run(sql`insert into room_members (room_id, user_id, pinned, muted)
        select r.id, m.value, 0, 0 from rooms r, json_each(${JSON.stringify([caller.id, target.id])}) m where r.pair_key = ${key}`),
      deps.db.run(
        sql`insert into messages (room_id, sender_id, text, created_at) select id, ${caller.id}, ${text.html}, ${now} from rooms where pair_key = ${key}`,
      ),
    ]);
    roomId = theRow(created).id;
  } catch (err) {
    if (isUniqueViolation(err, 'pair_key')) throw roomExists(await roomIdOf(deps, key));
    throw err;
  }
  const first = theRow(await deps.db.select().from(messages).where(eq(messages.roomId, roomId)).orderBy(asc(messages.id)).limit(1));
  const message = toMessageView(first);
  await publish(deps, [caller.id, target.id], { type: 'room-message-created', message });
  await pushNewMessage(deps, message, [caller.id, target.id]);
  return { room: await roomView(deps, roomId, caller.id), message };
}

/** `GET /chat/list/rooms/{userId}`: the user's rooms (the user themself or admins), pinned first, then latest activity. */
export async function listRooms(
  deps: Deps,
  caller: Caller,
  userId: number,
  q: z.infer<typeof schemas.chat.roomsQuery>,
): Promise<Paged<ChatRoomView>> {
  if (caller.id !== userId && !isAdmin(caller)) throw new ApiError('not-found');
  const counterpartNamed = (search: string) =>
    exists(
      deps.db
        .select({ one: sql`1` })
        .from(other)
        .innerJoin(users, eq(users.id, other.userId))
        .where(and(eq(other.roomId, roomMembers.roomId), ne(other.userId, userId), textMatches(users.name, search, 'loose'))),
    );
  const where = and(
    eq(roomMembers.userId, userId),
    q.search ? counterpartNamed(q.search) : undefined,
    q.withMessages ? sql`${roomMembers.roomId} in (select id from rooms where last_message_at is not null)` : undefined,
  );
  const ordered = () =>
    deps.db
      .select({ roomId: roomMembers.roomId, pinned: roomMembers.pinned, muted: roomMembers.muted })
      .from(roomMembers)
      .innerJoin(rooms, eq(rooms.id, roomMembers.roomId))
      .where(where)
      .orderBy(desc(roomMembers.pinned), desc(sql`coalesce(${rooms.lastMessageAt}, ${rooms.createdAt})`), desc(rooms.id));
  // one batch: the page, its total and its rooms' views, these picking the page's rooms by the same select
  const page = pageRange(ordered(), q).as('page');
  const [{ list, total }, ...views] = await pageWith(
    deps.db,
    q,
    ordered(),
    deps.db.select({ n: count() }).from(roomMembers).where(where),
    roomViewQueries(deps, userId, deps.db.select({ roomId: page.roomId }).from(page)),
  );
  return { list: toRoomViews(userId, list, views), total };
}

/** Messages from others after the caller's read marker in their unmuted rooms, deleted ones left out (as a room's own count). */
export async function unreadMessages(deps: Deps, caller: Caller): Promise<{ unread: number }> {
  const [row] = await deps.db
    .select({ n: count() })
    .from(messages)
    .innerJoin(roomMembers, and(eq(roomMembers.roomId, messages.roomId), eq(roomMembers.userId, caller.id)))
    .where(
      and(
        eq(roomMembers.muted, false),
        ne(messages.senderId, caller.id),
        isNull(messages.deletedAt),
        gt(messages.id, sql`coalesce(${roomMembers.lastReadMessageId}, 0)`),
      ),
    );
  return { unread: row?.n ?? 0 };
}

/** A room the caller belongs to, or any room for admins; someone else's is not found (not forbidden). */
async function visibleRoom(deps: Deps, caller: Caller, roomId: number) {
  assertVisible(caller, await membership(deps, roomId, caller.id));
}

function assertVisible(caller: Caller, member: RoomMember | 'room-not-found' | 'not-member') {
  if (member === 'room-not-found' || (member === 'not-member' && !isAdmin(caller))) throw new ApiError('room-not-found');
}

/** `GET /chat/list/{roomId}/messages`: newest first (page 1 is the newest); load pages until `total`. One round trip. */
export async function listMessages(
  deps: Deps,
  caller: Caller,
  roomId: number,
  q: z.infer<typeof schemas.chat.listQuery>,
): Promise<Paged<ChatMessageView>> {
  const [{ list, total }, member] = await pageWith(
    deps.db,
    q,
    deps.db.select().from(messages).where(eq(messages.roomId, roomId)).orderBy(desc(messages.id)),
    deps.db.select({ n: count() }).from(messages).where(eq(messages.roomId, roomId)),
    [membershipQuery(deps, roomId, caller.id)],
  );
  assertVisible(caller, membershipOf(member));
  return { list: list.map(toMessageView), total };
}

/**
 * `GET /chat/room/by/members?members=a,b`: the pair's room, for one of the pair (as they see it) or an admin (as `a`
 * sees it); `null` when the pair has not talked yet — a lookup, not an error.
 */
export async function roomByMembers(deps: Deps, caller: Caller, [a, b]: [number, number]): Promise<ChatRoomView | null> {
  if (caller.id !== a && caller.id !== b && !isAdmin(caller)) throw new ApiError('room-not-found');
  const roomId = await roomIdOf(deps, pairKey(a, b));
  if (!roomId) return null;
  return roomView(deps, roomId, caller.id === b ? b : a);
}

/** `GET /chat/room/members/{roomId}`: who is in a room and whether they are online. */
export async function listRoomMembers(deps: Deps, caller: Caller, roomId: number): Promise<ChatMember[]> {
  await visibleRoom(deps, caller, roomId);
  const rows = await deps.db
    .select(publicUserColumns(users))
    .from(roomMembers)
    .innerJoin(users, eq(users.id, roomMembers.userId))
    .where(eq(roomMembers.roomId, roomId))
    .orderBy(asc(users.id));
  if (!rows.length) throw new ApiError('room-members-not-found');
  const online = await onlineUsers(
    deps,
    rows.map((r) => r.id),
  );
  return rows.map((u) => ({ ...u, online: online.has(u.id) }));
}

/** `PUT /chat/room/{roomId}`: the caller pins or mutes a room of their own. */
export async function updateRoomSettings(
  deps: Deps,
  caller: Caller,
  roomId: number,
  input: z.infer<typeof schemas.chat.roomSettings>,
): Promise<ChatRoomView> {
  const done = await deps.db
    .update(roomMembers)
    .set({ ...(input.pinned !== undefined && { pinned: input.pinned }), ...(input.muted !== undefined && { muted: input.muted }) })
    .where(and(eq(roomMembers.roomId, roomId), eq(roomMembers.userId, caller.id)));
  if (!done.rowsAffected) throw new ApiError('room-not-found');
  return roomView(deps, roomId, caller.id);
}

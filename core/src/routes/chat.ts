import * as z from 'zod';
import { SIGNED_IN } from '../permissions';
import * as chatSchemas from '../schemas/chat';
import * as fields from '../schemas/fields';
import { route } from './define';
import { paged, publicUser } from './shared';

/** A chat message; `text` is sanitised HTML. A deleted message keeps its place with empty text. */
export const chatMessage = z
  .strictObject({
    id: z.number().int(),
    roomId: z.number().int(),
    senderId: z.number().int(),
    text: z.string(),
    /** the sender's client id, so an optimistic message is matched to the stored one */
    refId: z.string().nullable(),
    createdAt: z.number().int(),
    editedAt: z.number().int().nullable(),
    deletedAt: z.number().int().nullable(),
  })
  .meta({ id: 'ChatMessage' });

export const chatMember = publicUser.extend({ online: z.boolean() }).meta({ id: 'ChatMember' });

/** A room as one member sees it. */
export const chatRoom = z
  .strictObject({
    id: z.number().int(),
    members: z.array(chatMember),
    /** the other member of the pair */
    counterpart: chatMember,
    latest: chatMessage.nullable(),
    unread: z.number().int(),
    pinned: z.boolean(),
    muted: z.boolean(),
    /** the last message of this member's that the counterpart has read (read receipts) */
    readByCounterpart: z.number().int().nullable(),
  })
  .meta({ id: 'ChatRoom' });

const roomParams = z.object({ roomId: fields.id });
const userParams = z.object({ userId: fields.id });

// Chat: verified members of allowed pairs (student → tutor, tutor ↔ tutor manager, admins → anyone); rules in the chat service.
export const chatRoutes = {
  newRoom: route({
    method: 'post',
    path: '/chat/new',
    access: SIGNED_IN,
    summary: "Open a pair's room with a first message",
    request: { body: chatSchemas.newRoom },
    responses: () => ({ 201: z.strictObject({ room: chatRoom, message: chatMessage }) }),
  }),
  rooms: route({
    method: 'get',
    path: '/chat/list/rooms/:userId{[0-9]+}',
    access: SIGNED_IN,
    summary: "A user's rooms (the user themself or admins), pinned first, then latest activity",
    request: { params: userParams, query: chatSchemas.roomsQuery },
    responses: () => ({ 200: paged(chatRoom) }),
  }),
  messages: route({
    method: 'get',
    path: '/chat/list/:roomId{[0-9]+}/messages',
    access: SIGNED_IN,
    summary: "A room's messages, newest first",
    request: { params: roomParams, query: chatSchemas.listQuery },
    responses: () => ({ 200: paged(chatMessage) }),
  }),
  roomByMembers: route({
    method: 'get',
    path: '/chat/room/by/members',
    access: SIGNED_IN,
    summary: "A pair's room, or null when they have not talked yet",
    request: { query: chatSchemas.byMembersQuery },
    responses: () => ({ 200: chatRoom.nullable() }),
  }),
  roomMembers: route({
    method: 'get',
    path: '/chat/room/members/:roomId{[0-9]+}',
    access: SIGNED_IN,
    summary: 'Who is in a room and whether they are online',
    request: { params: roomParams },
    responses: () => ({ 200: z.array(chatMember) }),
  }),
  unread: route({
    method: 'get',
    path: '/chat/unread',
    access: SIGNED_IN,
    summary: "How many messages wait unread in the caller's rooms, muted rooms left out (the navigation's count)",
    request: {},
    responses: () => ({ 200: z.strictObject({ unread: z.number().int() }) }),
  }),
  roomSettings: route({
    method: 'put',
    path: '/chat/room/:roomId{[0-9]+}',
    access: SIGNED_IN,
    summary: "Pin or mute one of the caller's rooms",
    request: { params: roomParams, body: chatSchemas.roomSettings },
    responses: () => ({ 200: chatRoom }),
  }),
};

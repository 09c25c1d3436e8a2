import { chatRoutes as defs } from '@kalam/core/routes/chat';
import { callerOf } from '../lib/caller';
import { routerOf } from '../lib/router';
import { createRoom, listMessages, listRoomMembers, listRooms, roomByMembers, unreadMessages, updateRoomSettings } from '../services/chat';

export const chatRoutes = routerOf(defs, {
  newRoom: async (c) => c.json(await createRoom(c.get('deps'), callerOf(c), c.req.valid('json')), 201),
  rooms: async (c) => c.json(await listRooms(c.get('deps'), callerOf(c), c.req.valid('param').userId, c.req.valid('query'))),
  messages: async (c) => c.json(await listMessages(c.get('deps'), callerOf(c), c.req.valid('param').roomId, c.req.valid('query'))),
  roomByMembers: async (c) => c.json(await roomByMembers(c.get('deps'), callerOf(c), c.req.valid('query').members)),
  roomMembers: async (c) => c.json(await listRoomMembers(c.get('deps'), callerOf(c), c.req.valid('param').roomId)),
  unread: async (c) => c.json(await unreadMessages(c.get('deps'), callerOf(c))),
  roomSettings: async (c) => c.json(await updateRoomSettings(c.get('deps'), callerOf(c), c.req.valid('param').roomId, c.req.valid('json'))),
});

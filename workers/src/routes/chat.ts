import { schemas } from '@kalam/core';
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../deps';
import { callerOf } from '../lib/caller';
import { validate } from '../lib/validate';
import { createRoom, listMessages, listRoomMembers, listRooms, roomByMembers, updateRoomSettings } from '../services/chat';

const roomParam = z.object({ roomId: schemas.fields.id });
const userParam = z.object({ userId: schemas.fields.id });

export const chatRoutes = new Hono<AppEnv>()
  .post('/new', validate('json', schemas.chat.newRoom), async (c) =>
    c.json(await createRoom(c.get('deps'), callerOf(c), c.req.valid('json')), 201),
  )
  .get('/list/rooms/:userId{[0-9]+}', validate('param', userParam), validate('query', schemas.chat.roomsQuery), async (c) =>
    c.json(await listRooms(c.get('deps'), callerOf(c), c.req.valid('param').userId, c.req.valid('query'))),
  )
  .get('/list/:roomId{[0-9]+}/messages', validate('param', roomParam), validate('query', schemas.chat.listQuery), async (c) =>
    c.json(await listMessages(c.get('deps'), callerOf(c), c.req.valid('param').roomId, c.req.valid('query'))),
  )
  .get('/room/by/members', validate('query', schemas.chat.byMembersQuery), async (c) =>
    c.json(await roomByMembers(c.get('deps'), callerOf(c), c.req.valid('query').members)),
  )
  .get('/room/members/:roomId{[0-9]+}', validate('param', roomParam), async (c) =>
    c.json(await listRoomMembers(c.get('deps'), callerOf(c), c.req.valid('param').roomId)),
  )
  .put('/room/:roomId{[0-9]+}', validate('param', roomParam), validate('json', schemas.chat.roomSettings), async (c) =>
    c.json(await updateRoomSettings(c.get('deps'), callerOf(c), c.req.valid('param').roomId, c.req.valid('json'))),
  );

import { type ChatMember, type ChatMessageView, type ChatRoomView, MINUTE_MS, type Paged, Role, type ServerEvent } from '@kalam/core';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pairKey } from '../src/db/pair-key';
import { messages, presence, roomMembers, rooms } from '../src/db/schema';
import type { Caller } from '../src/deps';
import { deleteMessage, markRead, sendMessage, setTyping, updateMessage } from '../src/services/chat-actions';
import { onlineUsers, setOnline } from '../src/services/presence';
import { addPerson, makeTestApp, TEST_NOW } from './helpers';

let t: Awaited<ReturnType<typeof makeTestApp>>;
type Person = Awaited<ReturnType<typeof addPerson>> & { role: Role };

const person = async (role: Role, opts: { verified?: boolean; name?: string } = {}): Promise<Person> => ({
  ...(await addPerson(t, { role, ...opts })),
  role,
});
const as = (p: Person): Caller => ({ id: p.id, role: p.role });
const body = async <T = { code: string; errors?: Record<string, string>; details?: { roomId: number } }>(res: Response) =>
  (await res.json()) as T;

const open = (from: Person, to: Person, message = 'السلام عليكم') =>
  t.json('/chat/new', { userId: to.id, message }, { headers: from.headers });
async function opened(from: Person, to: Person, message?: string) {
  const res = await open(from, to, message);
  expect(res.status).toBe(201);
  return body<{ room: ChatRoomView; message: ChatMessageView }>(res);
}
const get = async <T>(who: Person, path: string): Promise<T> => (await t.request(path, { headers: who.headers })).json() as Promise<T>;

/** Events published from now on. */
function recorder() {
  const from = t.realtime.sent.length;
  return (type?: ServerEvent['type']) => t.realtime.sent.slice(from).filter((s) => !type || s.event.type === type);
}

/** A room written straight to the database: for members the REST rules would not pair. */
async function roomOf(a: Person, b: Person) {
  const [room] = await t.deps.db
    .insert(rooms)
    .values({ pairKey: pairKey(a.id, b.id), createdAt: TEST_NOW })
    .returning();
  await t.deps.db.insert(roomMembers).values([
    { roomId: room!.id, userId: a.id },
    { roomId: room!.id, userId: b.id },
  ]);
  return room!.id;
}

let student: Person;
let tutor: Person;
let stranger: Person;
let roomId: number;
let first: ChatMessageView;

beforeAll(async () => {
  t = await makeTestApp();
  student = await person(Role.Student);
  tutor = await person(Role.Tutor);
  stranger = await person(Role.Student);
  ({
    room: { id: roomId },
    message: first,
  } = await opened(student, tutor, 'مرحبًا، أريد درسًا'));
});
afterAll(() => t.close());

describe('opening a room (POST /chat/new)', () => {
  it('lets a student open a room with a tutor with a first message, stored and pushed to both', async () => {
    const events = recorder();
    const s = await person(Role.Student);
    const { room, message } = await opened(s, tutor, '<b>hello</b><img src=x onerror=alert(1)>');
    expect(message).toMatchObject({ roomId: room.id, senderId: s.id, text: '<b>hello</b>', editedAt: null, deletedAt: null });
    expect(room).toMatchObject({
      counterpart: { id: tutor.id, online: false },
      latest: { id: message.id },
      unread: 0,
      pinned: false,
      muted: false,
    });
    expect(room.members.map((m) => m.id).sort()).toEqual([s.id, tutor.id].sort());
    expect(events('room-message-created')).toEqual([{ to: [s.id, tutor.id], event: { type: 'room-message-created', message } }]);
    const [row] = await t.deps.db.select().from(messages).where(eq(messages.id, message.id));
    expect(row).toMatchObject({ text: '<b>hello</b>', senderId: s.id });
  });

  it('allows tutor ↔ tutor manager and admins → anyone', async () => {
    const manager = await person(Role.TutorManager);
    const admin = await person(Role.RegularAdmin);
    const other = await person(Role.Tutor);
    await opened(tutor, manager);
    await opened(manager, other);
    await opened(admin, stranger);
    await opened(admin, await person(Role.Studio));
  });

  it('refuses other pairs with a field error, never forbidden (the client would sign out)', async () => {
    const manager = await person(Role.TutorManager);
    const studio = await person(Role.Studio);
    const admin = await person(Role.SuperAdmin);
    for (const [from, to] of [
      [student, stranger],
      [tutor, stranger],
      [student, manager],
      [studio, tutor],
      [tutor, admin],
      [student, student],
    ] as const) {
      const res = await open(from, to);
      expect(res.status).toBe(400);
      expect(await body(res)).toMatchObject({ code: 'bad-request', errors: { userId: 'invalid' } });
    }
  });

  it('answers user-not-found, an unverified caller, and bad text with catalogue codes', async () => {
    expect(await body(await t.json('/chat/new', { userId: 999_999, message: 'hi' }, { headers: student.headers }))).toMatchObject({
      code: 'user-not-found',
    });
    const unverified = await person(Role.Student, { verified: false });
    expect(await body(await open(unverified, await person(Role.Tutor)))).toMatchObject({
      code: 'bad-request',
      errors: { verified: 'required' },
    });
    const other = await person(Role.Tutor);
    expect((await body(await open(student, other, 'a'.repeat(1001)))).errors).toEqual({ message: 'long-message-text' });
    expect((await body(await open(student, other, '<script>alert(1)</script>'))).errors).toEqual({ message: 'short-message-text' });
    expect((await body(await open(student, other, '<b>open'))).errors).toEqual({ message: 'invalid-message-html' });
    expect((await body(await t.json('/chat/new', { userId: 'x' }, { headers: student.headers }))).errors).toMatchObject({
      userId: 'invalid',
      message: 'required',
    });
  });

  it('answers room-exists with the room id for a pair that has one, from either side', async () => {
    const manager = await person(Role.TutorManager);
    const { room } = await opened(tutor, manager);
    for (const res of [await open(tutor, manager), await open(manager, tutor)]) {
      expect(res.status).toBe(409);
      expect(await body(res)).toEqual({ code: 'room-exists', details: { roomId: room.id } });
    }
  });

  it('lets exactly one of five concurrent creates for a pair make the room', async () => {
    const s = await person(Role.Student);
    const responses = await Promise.all(Array.from({ length: 5 }, (_, i) => open(s, tutor, `رسالة ${i}`)));
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const key = pairKey(s.id, tutor.id);
    const [room] = await t.deps.db.select().from(rooms).where(eq(rooms.pairKey, key));
    expect((await t.deps.db.select({ n: count() }).from(messages).where(eq(messages.roomId, room!.id)))[0]!.n).toBe(1);
    expect((await t.deps.db.select({ n: count() }).from(roomMembers).where(eq(roomMembers.roomId, room!.id)))[0]!.n).toBe(2);
    for (const res of responses.filter((r) => r.status === 409))
      expect(await body(res)).toMatchObject({ code: 'room-exists', details: { roomId: room!.id } });
  });
});

describe('socket actions (the chat service)', () => {
  it('stores a sent message before answering ok, moves the room’s last message time, and pushes it to every member', async () => {
    t.advance(MINUTE_MS);
    const events = recorder();
    const ack = await sendMessage(t.deps, as(tutor), { roomId, text: 'أهلًا بك', ref: 'client-1' });
    expect(ack.code).toBe('ok');
    expect(ack.message).toMatchObject({ roomId, senderId: tutor.id, text: 'أهلًا بك', refId: 'client-1', createdAt: t.deps.now() });
    const [row] = await t.deps.db.select().from(messages).where(eq(messages.id, ack.message!.id));
    expect(row).toMatchObject({ text: 'أهلًا بك', refId: 'client-1' });
    expect((await t.deps.db.select().from(rooms).where(eq(rooms.id, roomId)))[0]!.lastMessageAt).toBe(t.deps.now());
    expect(events('room-message-created')).toEqual([
      { to: expect.arrayContaining([student.id, tutor.id]), event: { type: 'room-message-created', message: ack.message } },
    ]);
  });

  it('answers empty-text for text that is blank once trimmed and stripped', async () => {
    for (const text of ['', '   ', '<p> </p>', '<b></b>&nbsp;', '<script>alert(1)</script>']) {
      expect((await sendMessage(t.deps, as(student), { roomId, text })).code, text).toBe('empty-text');
    }
  });

  it('answers unallowed for text too long or not well-formed, and for an unverified sender', async () => {
    expect((await sendMessage(t.deps, as(student), { roomId, text: 'a'.repeat(1001) })).code).toBe('unallowed');
    expect((await sendMessage(t.deps, as(student), { roomId, text: '<b>open' })).code).toBe('unallowed');
    expect((await sendMessage(t.deps, as(student), { roomId, text: 'a'.repeat(1000) })).code).toBe('ok');
    const unverified = await person(Role.Student, { verified: false });
    const room = await roomOf(unverified, tutor);
    expect(await sendMessage(t.deps, as(unverified), { roomId: room, text: 'hi' })).toEqual({ code: 'unallowed' });
    expect(await setTyping(t.deps, as(unverified), { roomId: room, typing: true })).toEqual({ code: 'unallowed' });
  });

  it('answers room-not-found for no such room and not-member to someone outside it', async () => {
    expect(await sendMessage(t.deps, as(student), { roomId: 999_999, text: 'hi' })).toEqual({ code: 'room-not-found' });
    expect(await sendMessage(t.deps, as(stranger), { roomId, text: 'hi' })).toEqual({ code: 'not-member' });
    expect(await markRead(t.deps, as(stranger), { roomId, messageId: first.id })).toEqual({ code: 'not-member' });
    expect(await setTyping(t.deps, as(stranger), { roomId, typing: true })).toEqual({ code: 'not-member' });
    expect(await updateMessage(t.deps, as(stranger), { messageId: first.id, text: 'x' })).toEqual({ code: 'not-member' });
  });

  it('lets only the sender edit or delete a message (not-owner, message-not-found)', async () => {
    expect(await updateMessage(t.deps, as(tutor), { messageId: first.id, text: 'changed' })).toEqual({ code: 'not-owner' });
    expect(await deleteMessage(t.deps, as(tutor), { messageId: first.id })).toEqual({ code: 'not-owner' });
    expect(await updateMessage(t.deps, as(student), { messageId: 999_999, text: 'x' })).toEqual({ code: 'message-not-found' });
    expect(await updateMessage(t.deps, as(student), { messageId: first.id, text: ' ' })).toEqual({ code: 'empty-text' });

    const events = recorder();
    t.advance(MINUTE_MS);
    const edited = await updateMessage(t.deps, as(student), { messageId: first.id, text: 'مرحبًا، أريد درسين' });
    expect(edited).toMatchObject({
      code: 'ok',
      message: { id: first.id, text: 'مرحبًا، أريد درسين', editedAt: t.deps.now(), createdAt: first.createdAt },
    });
    expect(events('room-message-updated')).toEqual([
      { to: expect.arrayContaining([student.id, tutor.id]), event: { type: 'room-message-updated', message: edited.message } },
    ]);
  });

  it('keeps a deleted message’s row, shows it without text, and refuses to change it again', async () => {
    const { message } = await sendMessage(t.deps, as(student), { roomId, text: 'سأحذف هذه' });
    const events = recorder();
    expect(await deleteMessage(t.deps, as(student), { messageId: message!.id })).toEqual({ code: 'ok' });
    expect(events()).toEqual([
      { to: expect.arrayContaining([student.id, tutor.id]), event: { type: 'room-message-deleted', roomId, messageId: message!.id } },
    ]);
    const [row] = await t.deps.db.select().from(messages).where(eq(messages.id, message!.id));
    expect(row!.deletedAt).toBe(t.deps.now());
    const page = await get<Paged<ChatMessageView>>(student, `/chat/list/${roomId}/messages`);
    expect(page.list.find((m) => m.id === message!.id)).toMatchObject({ text: '', deletedAt: t.deps.now() });
    expect(await deleteMessage(t.deps, as(student), { messageId: message!.id })).toEqual({ code: 'message-not-found' });
    expect(await updateMessage(t.deps, as(student), { messageId: message!.id, text: 'again' })).toEqual({ code: 'message-not-found' });
  });

  it('moves the read marker forward only and tells the room', async () => {
    const s = await person(Role.Student);
    const { room, message: hello } = await opened(s, tutor);
    const { message: second } = await sendMessage(t.deps, as(s), { roomId: room.id, text: 'هل أنت متاح غدًا؟' });
    const events = recorder();
    expect(await markRead(t.deps, as(tutor), { roomId: room.id, messageId: second!.id })).toEqual({ code: 'ok' });
    expect(await markRead(t.deps, as(tutor), { roomId: room.id, messageId: hello.id })).toEqual({ code: 'ok' });
    expect(events()).toEqual([
      {
        to: expect.arrayContaining([s.id, tutor.id]),
        event: { type: 'room-message-read', roomId: room.id, userId: tutor.id, messageId: second!.id },
      },
    ]);
    const [mine] = await t.deps.db
      .select()
      .from(roomMembers)
      .where(and(eq(roomMembers.userId, tutor.id), eq(roomMembers.roomId, room.id)));
    expect(mine!.lastReadMessageId).toBe(second!.id);
    expect(await markRead(t.deps, as(tutor), { roomId: room.id, messageId: first.id })).toEqual({ code: 'message-not-found' });
    expect(await markRead(t.deps, as(tutor), { roomId: 999_999, messageId: first.id })).toEqual({ code: 'room-not-found' });
  });

  it('tells only the other members that someone is typing', async () => {
    const events = recorder();
    expect(await setTyping(t.deps, as(student), { roomId, typing: true })).toEqual({ code: 'ok' });
    expect(events()).toEqual([{ to: [tutor.id], event: { type: 'typing', roomId, userId: student.id, typing: true } }]);
  });
});

describe('rooms and messages (REST)', () => {
  it('lists the caller’s rooms pinned first, then by latest message, with unread counts and read receipts', async () => {
    const s = await person(Role.Student);
    const [a, b, c] = [
      await person(Role.Tutor, { name: 'Adel Tutor' }),
      await person(Role.Tutor, { name: 'Basma Tutor' }),
      await person(Role.Tutor, { name: 'Camilia Tutor' }),
    ];
    const ids: Record<string, number> = {};
    for (const [name, who] of [
      ['a', a],
      ['b', b],
      ['c', c],
    ] as const) {
      t.advance(MINUTE_MS);
      ids[name] = (await opened(s, who)).room.id;
    }
    const order = async () => (await get<Paged<ChatRoomView>>(s, `/chat/list/rooms/${s.id}`)).list.map((r) => r.id);
    expect(await order()).toEqual([ids.c, ids.b, ids.a]);

    // a reply moves a room up and counts as unread until read
    t.advance(MINUTE_MS);
    const r1 = await sendMessage(t.deps, as(a), { roomId: ids.a!, text: 'أهلًا' });
    const r2 = await sendMessage(t.deps, as(a), { roomId: ids.a!, text: 'متى تحب أن نبدأ؟' });
    const list = (await get<Paged<ChatRoomView>>(s, `/chat/list/rooms/${s.id}`)).list;
    expect(list.map((r) => r.id)).toEqual([ids.a, ids.c, ids.b]);
    expect(list[0]).toMatchObject({
      unread: 2,
      latest: { id: r2.message!.id },
      counterpart: { id: a.id, name: 'Adel Tutor' },
      readByCounterpart: null,
    });
    await markRead(t.deps, as(s), { roomId: ids.a!, messageId: r1.message!.id });
    expect((await get<Paged<ChatRoomView>>(s, `/chat/list/rooms/${s.id}`)).list[0]!.unread).toBe(1);
    // the tutor reading the student's first message is the student's read receipt
    const [sFirst] = await t.deps.db.select().from(messages).where(eq(messages.roomId, ids.a!)).limit(1);
    await markRead(t.deps, as(a), { roomId: ids.a!, messageId: r2.message!.id });
    expect((await get<Paged<ChatRoomView>>(s, `/chat/list/rooms/${s.id}`)).list[0]!.readByCounterpart).toBe(sFirst!.id);

    // pinned rooms come first; mute is the member's own setting
    const pin = await t.json(`/chat/room/${ids.b}`, { pinned: true }, { method: 'PUT', headers: s.headers });
    expect(await body<ChatRoomView>(pin)).toMatchObject({ id: ids.b, pinned: true, muted: false });
    expect(await order()).toEqual([ids.b, ids.a, ids.c]);
    const mute = await t.json(`/chat/room/${ids.c}`, { muted: true }, { method: 'PUT', headers: s.headers });
    expect(await body<ChatRoomView>(mute)).toMatchObject({ id: ids.c, muted: true, pinned: false });
    expect((await get<Paged<ChatRoomView>>(c, `/chat/list/rooms/${c.id}`)).list[0]).toMatchObject({ id: ids.c, muted: false });

    // by the counterpart's name, paged
    const found = await get<Paged<ChatRoomView>>(s, `/chat/list/rooms/${s.id}?search=basma`);
    expect(found).toMatchObject({ total: 1, list: [{ id: ids.b }] });
    expect(await get<Paged<ChatRoomView>>(s, `/chat/list/rooms/${s.id}?size=2&page=2`)).toMatchObject({ total: 3, list: [{ id: ids.c }] });
  });

  it('leaves rooms nobody wrote in out of the conversations list (withMessages=true) until the first message', async () => {
    const s = await person(Role.Student);
    const booked = await person(Role.Tutor, { name: 'Booked Tutor' });
    const talked = await person(Role.Tutor, { name: 'Talked Tutor' });
    // a booking opens the pair's room before anyone writes
    const empty = await roomOf(s, booked);
    const { room } = await opened(s, talked);
    const conversations = () => get<Paged<ChatRoomView>>(s, `/chat/list/rooms/${s.id}?withMessages=true`);
    expect(await conversations()).toMatchObject({ total: 1, list: [{ id: room.id }] });
    // every room still, without the flag (a conversation opened by its id finds its room there)
    expect((await get<Paged<ChatRoomView>>(s, `/chat/list/rooms/${s.id}`)).total).toBe(2);
    expect((await t.request(`/chat/list/rooms/${s.id}?withMessages=yes`, { headers: s.headers })).status).toBe(400);

    t.advance(MINUTE_MS);
    await sendMessage(t.deps, as(s), { roomId: empty, text: 'أهلًا، عندي سؤال عن الدرس' });
    expect((await conversations()).list.map((r) => r.id)).toEqual([empty, room.id]);
  });

  it('keeps rooms to their members: others get not found, admins see any', async () => {
    expect(await body(await t.request(`/chat/list/rooms/${student.id}`, { headers: stranger.headers }))).toMatchObject({
      code: 'not-found',
    });
    expect(await body(await t.request(`/chat/list/${roomId}/messages`, { headers: stranger.headers }))).toMatchObject({
      code: 'room-not-found',
    });
    expect(await body(await t.request(`/chat/room/members/${roomId}`, { headers: stranger.headers }))).toMatchObject({
      code: 'room-not-found',
    });
    expect(await body(await t.json(`/chat/room/${roomId}`, { pinned: true }, { method: 'PUT', headers: stranger.headers }))).toMatchObject({
      code: 'room-not-found',
    });
    expect(
      await body(await t.request(`/chat/room/by/members?members=${student.id},${tutor.id}`, { headers: stranger.headers })),
    ).toMatchObject({ code: 'room-not-found' });
    const admin = await person(Role.SuperAdmin);
    expect((await get<Paged<ChatRoomView>>(admin, `/chat/list/rooms/${student.id}`)).list.map((r) => r.id)).toContain(roomId);
    expect((await t.request(`/chat/list/${roomId}/messages`, { headers: admin.headers })).status).toBe(200);
    expect(await get<ChatRoomView>(admin, `/chat/room/by/members?members=${student.id},${tutor.id}`)).toMatchObject({
      id: roomId,
      counterpart: { id: tutor.id },
    });
  });

  it('counts the caller’s unread messages across rooms: read, deleted, own and muted rooms’ messages left out', async () => {
    const s = await person(Role.Student);
    const [a, b] = [await person(Role.Tutor), await person(Role.Tutor)];
    const unread = async (who: Person) => (await get<{ unread: number }>(who, '/chat/unread')).unread;
    expect(await unread(s)).toBe(0);
    const { room: withA } = await opened(s, a, 'أول رسالة');
    const { room: withB } = await opened(s, b, 'ثانية');
    expect(await unread(s)).toBe(0);
    expect(await unread(a)).toBe(1);
    const sent = await sendMessage(t.deps, as(a), { roomId: withA.id, text: 'رد أول', ref: 'u1' });
    await sendMessage(t.deps, as(a), { roomId: withA.id, text: 'رد ثان', ref: 'u2' });
    await sendMessage(t.deps, as(b), { roomId: withB.id, text: 'رد من ب', ref: 'u3' });
    expect(await unread(s)).toBe(3);
    await deleteMessage(t.deps, as(a), { messageId: sent.message!.id });
    expect(await unread(s)).toBe(2);
    await t.json(`/chat/room/${withB.id}`, { muted: true }, { method: 'PUT', headers: s.headers });
    expect(await unread(s)).toBe(1);
    const [latest] = (await get<Paged<ChatMessageView>>(s, `/chat/list/${withA.id}/messages`)).list;
    await markRead(t.deps, as(s), { roomId: withA.id, messageId: latest!.id });
    expect(await unread(s)).toBe(0);
    expect((await t.request('/chat/unread')).status).toBe(401);
  });

  it('pages messages newest first with the total, so clients load until they have it all', async () => {
    const s = await person(Role.Student);
    const { room } = await opened(s, tutor, 'رسالة 0');
    for (let i = 1; i <= 11; i++) await sendMessage(t.deps, as(i % 2 ? tutor : s), { roomId: room.id, text: `رسالة ${i}` });
    const page1 = await get<Paged<ChatMessageView>>(s, `/chat/list/${room.id}/messages?size=5`);
    expect(page1.total).toBe(12);
    expect(page1.list.map((m) => m.text)).toEqual(['رسالة 11', 'رسالة 10', 'رسالة 9', 'رسالة 8', 'رسالة 7']);
    const page3 = await get<Paged<ChatMessageView>>(s, `/chat/list/${room.id}/messages?size=5&page=3`);
    expect(page3.list.map((m) => m.text)).toEqual(['رسالة 1', 'رسالة 0']);
    expect(await body(await t.request(`/chat/list/${room.id}/messages?size=101`, { headers: s.headers }))).toMatchObject({
      code: 'bad-request',
      errors: { size: 'invalid' },
    });
  });

  it('finds the pair’s room by its members and lists its members with their online state', async () => {
    const view = await get<ChatRoomView>(tutor, `/chat/room/by/members?members=${student.id},${tutor.id}`);
    expect(view).toMatchObject({ id: roomId, counterpart: { id: student.id } });
    expect(await get<ChatRoomView>(student, `/chat/room/by/members?members=${student.id}&members=${tutor.id}`)).toMatchObject({
      id: roomId,
      counterpart: { id: tutor.id },
    });
    // a pair that has not talked yet: a lookup that finds nothing, not an error
    const none = await t.request(`/chat/room/by/members?members=${student.id},${stranger.id}`, { headers: student.headers });
    expect(none.status).toBe(200);
    expect(await none.json()).toBeNull();
    for (const q of ['', '?members=abc', `?members=${student.id}`, `?members=${student.id},${student.id}`, '?members=1,2,3']) {
      expect(await body(await t.request(`/chat/room/by/members${q}`, { headers: student.headers })), q).toMatchObject({
        code: 'bad-request',
        errors: { members: expect.any(String) },
      });
    }
    await setOnline(t.deps, tutor.id, true);
    const members = await get<ChatMember[]>(student, `/chat/room/members/${roomId}`);
    expect(members).toHaveLength(2);
    expect(members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: student.id, online: false }),
        expect.objectContaining({ id: tutor.id, online: true }),
      ]),
    );
    await setOnline(t.deps, tutor.id, false);
    expect(await body(await t.request('/chat/room/members/999999', { headers: student.headers }))).toMatchObject({
      code: 'room-not-found',
    });
  });

  it('answers empty-request for room settings with nothing to change', async () => {
    const res = await t.json(`/chat/room/${roomId}`, {}, { method: 'PUT', headers: student.headers });
    expect(res.status).toBe(400);
    expect(await body(res)).toMatchObject({ code: 'empty-request' });
  });
});

describe('presence', () => {
  it('stores who is online and tells the user’s chat partners only', async () => {
    const s = await person(Role.Student);
    const [a, b] = [await person(Role.Tutor), await person(Role.Tutor)];
    await opened(s, a);
    await opened(s, b);
    const events = recorder();
    await setOnline(t.deps, s.id, true);
    expect(events()).toEqual([
      { to: expect.arrayContaining([a.id, b.id]), event: { type: 'user-status-changed', userId: s.id, online: true } },
    ]);
    expect(events()[0]!.to).toHaveLength(2);
    expect(await onlineUsers(t.deps, [s.id, a.id, stranger.id])).toEqual(new Set([s.id]));
    const [row] = await t.deps.db.select().from(presence).where(eq(presence.userId, s.id));
    expect(row).toMatchObject({ online: true, changedAt: t.deps.now() });

    await setOnline(t.deps, s.id, false);
    expect(events().at(-1)!.event).toEqual({ type: 'user-status-changed', userId: s.id, online: false });
    expect(await onlineUsers(t.deps, [s.id])).toEqual(new Set());
    expect(await onlineUsers(t.deps, [])).toEqual(new Set());
  });

  it('never fails a request when an event cannot be delivered', async () => {
    const toUsers = t.deps.realtime.toUsers;
    const logged = console.error;
    const errors: unknown[] = [];
    t.deps.realtime.toUsers = async () => {
      throw new Error('inbox unreachable');
    };
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      const ack = await sendMessage(t.deps, as(student), { roomId, text: 'still stored' });
      expect(ack.code).toBe('ok');
      expect(errors).toHaveLength(1);
    } finally {
      t.deps.realtime.toUsers = toUsers;
      console.error = logged;
    }
  });
});

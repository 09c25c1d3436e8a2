import { SELF } from 'cloudflare:test';
import { TZDate } from '@date-fns/tz';
import { type Ack, type ChatMessageView, type Paged, Role, type ServerMessage } from '@kalam/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, openRoom, type Person, person, roomSocket, tokenFor } from './helpers';

let student: Person;
let tutor: Person;
let outsider: Person;
let roomId: number;

const open = (path: string, token?: string) => openRoom<ServerMessage, Ack>(path, token);
const socket = (path: string, token: string) => roomSocket<ServerMessage, Ack>(path, token);

const online = async (userId: number) =>
  Boolean((await db.execute({ sql: 'select online from presence where user_id = ?', args: [userId] })).rows[0]?.online);
async function until(check: () => Promise<boolean>, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  student = await person(Role.Student, 'Chat Student');
  tutor = await person(Role.Tutor, 'Chat Tutor', { allWeek: true });
  outsider = await person(Role.Student, 'Other Student');
  const res = await SELF.fetch('http://kalam.test/api/v1/chat/new', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${student.token}` },
    body: JSON.stringify({ userId: tutor.id, message: 'مرحبًا يا أستاذ' }),
  });
  expect(res.status).toBe(201);
  roomId = ((await res.json()) as { room: { id: number } }).room.id;
});
afterAll(() => db.close());

describe('rooms in workerd', () => {
  it('refuse a socket with no token, a bad token, another user’s inbox, a channel above the role, and plain HTTP', async () => {
    expect((await open(`inbox/${student.id}`)).status).toBe(401);
    expect((await open(`inbox/${student.id}`, 'not-a-token')).status).toBe(401);
    expect((await open(`inbox/${tutor.id}`, student.token)).status).toBe(403);
    expect((await open('channel/admin-invoices', student.token)).status).toBe(403);
    expect((await open('session/1', student.token)).status).toBe(403);
    const plain = await SELF.fetch(`http://kalam.test/parties/inbox/${student.id}/publish`, {
      method: 'POST',
      body: '{"type":"tutors-cache-updated"}',
    });
    expect(plain.status).toBe(401);
    const channel = await socket('channel/tutors-cache', student.token);
    channel.ws.close();
  });

  it('acknowledge a message only after storing it, and deliver it to the other member live', async () => {
    const mine = await socket(`inbox/${student.id}`, student.token);
    const theirs = await socket(`inbox/${tutor.id}`, tutor.token);
    const ack = await mine.act({ type: 'SendMessage', roomId, text: 'هل يمكن أن نبدأ بالقواعد؟' });
    expect(ack.code).toBe('ok');
    expect(ack.message).toMatchObject({ roomId, senderId: student.id });
    const stored = await db.execute({ sql: 'select text from messages where id = ?', args: [ack.message!.id] });
    expect(stored.rows).toHaveLength(1);
    const live = await theirs.next<{ type: 'room-message-created'; message: ChatMessageView }>(
      (m) => m.type === 'room-message-created' && m.message.id === ack.message!.id,
    );
    expect(live.message.text).toContain('القواعد');

    expect((await mine.act({ type: 'SendMessage', roomId, text: '   ' })).code).toBe('empty-text');
    expect((await mine.act({ type: 'SendMessage', roomId: 999_999, text: 'hi' })).code).toBe('room-not-found');
    expect((await mine.act({ type: 'UpdateMessage', messageId: 999_999, text: 'hi' })).code).toBe('message-not-found');
    const other = await socket(`inbox/${outsider.id}`, outsider.token);
    expect((await other.act({ type: 'SendMessage', roomId, text: 'hi' })).code).toBe('not-member');
    const tutorAck = await theirs.act({ type: 'SendMessage', roomId, text: 'بالتأكيد' });
    expect((await mine.act({ type: 'DeleteMessage', messageId: tutorAck.message!.id })).code).toBe('not-owner');
    mine.ws.send('not json');
    expect((await mine.next<Ack>((m) => m.type === 'ack' && m.ref === '')).code).toBe('unallowed');
    [mine, theirs, other].forEach((s) => s.ws.close());

    // a new request (another isolate or a restarted Worker) reads it back from the database
    const page = await SELF.fetch(`http://kalam.test/api/v1/chat/list/${roomId}/messages`, {
      headers: { authorization: `Bearer ${tutor.token}` },
    });
    const list = (await page.json()) as Paged<ChatMessageView>;
    expect(list.list.some((m) => m.id === ack.message!.id)).toBe(true);
  });

  it('keep a user online while one of two tabs stays open, and offline once both close', async () => {
    const first = await socket(`inbox/${student.id}`, student.token);
    const second = await socket(`inbox/${student.id}`, student.token);
    await until(() => online(student.id));
    first.ws.close();
    await new Promise((r) => setTimeout(r, 300));
    expect(await online(student.id)).toBe(true);
    second.ws.close();
    await until(async () => !(await online(student.id)));
  });

  it('push lesson-booked to the tutor’s inbox when a student books', async () => {
    const tutorSocket = await socket(`inbox/${tutor.id}`, tutor.token);
    const day = new TZDate(Date.now() + 3 * 86_400_000, 'Africa/Cairo');
    const start = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), 11, 0, 'Africa/Cairo').getTime();
    const res = await SELF.fetch('http://kalam.test/api/v1/lesson/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${student.token}` },
      body: JSON.stringify({ tutorId: tutor.id, start, duration: 30 }),
    });
    expect(res.status).toBe(201);
    const lesson = (await res.json()) as { id: number };
    const event = await tutorSocket.next<Extract<ServerMessage, { lessonId: number }>>((m) => m.type === 'lesson-booked');
    expect(event.lessonId).toBe(lesson.id);
    tutorSocket.ws.close();
  });

  it('close the inbox socket of a sign-in when it is ended, and refuse its token from then on', async () => {
    const elsewhere = await tokenFor(outsider.id);
    const ended = await socket(`inbox/${outsider.id}`, elsewhere);
    const kept = await socket(`inbox/${outsider.id}`, outsider.token);
    const closed = new Promise<number>((resolve) => ended.ws.addEventListener('close', (e) => resolve(e.code)));
    const res = await SELF.fetch('http://kalam.test/api/v1/auth/sign-in/others', {
      method: 'DELETE',
      headers: { authorization: `Bearer ${outsider.token}` },
    });
    expect(await res.json()).toEqual({ ended: 1 });
    await ended.next((m) => m.type === 'signed-out');
    expect(await closed).toBe(4001);
    expect((await open(`inbox/${outsider.id}`, elsewhere)).status).toBe(401);
    expect(kept.ws.readyState).toBe(WebSocket.OPEN);
    kept.ws.close();
  });
});

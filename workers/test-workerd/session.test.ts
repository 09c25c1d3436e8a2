import { SELF } from 'cloudflare:test';
import { Role, type SessionAck, SessionEvent, type SessionRoomEvent, type SessionServerMessage } from '@kalam/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, openRoom, type Person, person, roomSocket } from './helpers';

// The session room in workerd, with the real clock: the lesson is written straight to the database as happening now.

let tutor: Person;
let student: Person;
let outsider: Person;
let sessionId: string;

const open = (path: string, token?: string) => openRoom<SessionServerMessage, SessionAck>(path, token);
const socket = (path: string, token: string) => roomSocket<SessionServerMessage, SessionAck>(path, token);
const ofType =
  <K extends SessionRoomEvent['type']>(type: K) =>
  (m: SessionServerMessage) =>
    m.type === type;

beforeAll(async () => {
  tutor = await person(Role.Tutor, 'Room Tutor');
  student = await person(Role.Student, 'Room Student');
  outsider = await person(Role.Student, 'Room Outsider');
  const now = Date.now();
  const r = await db.execute({
    sql: 'insert into lessons (tutor_id, student_id, start, duration, price, created_at, updated_at) values (?, ?, ?, 30, 7500, ?, ?) returning id',
    args: [tutor.id, student.id, now - 60_000, now, now],
  });
  sessionId = `lesson-${Number(r.rows[0]!.id)}`;
});
afterAll(() => db.close());

describe('the session room in workerd', () => {
  it('refuses a socket with no token, a non-member, and a malformed or unknown session id', async () => {
    expect((await open(`session/${sessionId}`)).status).toBe(401);
    expect((await open(`session/${sessionId}`, outsider.token)).status).toBe(403);
    expect((await open('session/lesson-x', student.token)).status).toBe(403);
    expect((await open('session/lesson-999999', student.token)).status).toBe(403);
    expect((await open('session/interview-1', student.token)).status).toBe(403);
  });

  it('lets both members join, relays signals to the other only, shares toggles and messages, and records leaving', async () => {
    const t = await socket(`session/${sessionId}`, tutor.token);
    const s = await socket(`session/${sessionId}`, student.token);
    const watcher = await socket(`session/${sessionId}`, tutor.token); // a second tutor tab that does not join
    expect(await t.next(ofType('session-state'))).toEqual({ type: 'session-state', participants: [] });

    // not joined yet: no signalling
    expect((await s.act({ type: 'Signal', to: tutor.id, signal: { kind: 'offer', sdp: 'v=0' } })).code).toBe('not-member');
    s.ws.send('not json');
    expect((await s.next<SessionAck>((m) => m.type === 'ack' && m.ref === '')).code).toBe('unallowed');

    const tj = await t.act({ type: 'JoinSession', mic: false });
    expect(tj).toMatchObject({
      code: 'ok',
      video: { provider: 'p2p', iceServers: [] },
      participants: [{ userId: tutor.id, camera: true, mic: false, sharing: false }],
    });
    expect(await s.next(ofType('session-member-joined'))).toMatchObject({ userId: tutor.id, camera: true, mic: false });
    const sj = await s.act({ type: 'JoinSession' });
    expect(sj.code).toBe('ok');
    expect(sj.participants).toEqual(
      expect.arrayContaining([
        { userId: tutor.id, camera: true, mic: false, sharing: false },
        { userId: student.id, camera: true, mic: true, sharing: false },
      ]),
    );
    expect(await t.next(ofType('session-member-joined'))).toMatchObject({ userId: student.id });

    const offer = { kind: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' };
    expect((await s.act({ type: 'Signal', to: tutor.id, signal: offer })).code).toBe('ok');
    expect(await t.next(ofType('signal'))).toEqual({ type: 'signal', from: student.id, signal: offer });
    const ice = {
      kind: 'ice',
      candidate: { candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host', sdpMid: '0', sdpMLineIndex: 0 },
    };
    expect((await t.act({ type: 'Signal', to: student.id, signal: ice })).code).toBe('ok');
    expect(await s.next(ofType('signal'))).toEqual({ type: 'signal', from: tutor.id, signal: ice });
    expect((await t.act({ type: 'Signal', to: outsider.id, signal: ice })).code).toBe('unreachable');

    expect((await s.act({ type: 'ToggleCamera', on: false })).code).toBe('ok');
    expect(await t.next(ofType('camera-toggled'))).toEqual({ type: 'camera-toggled', userId: student.id, on: false });
    // a socket that connects now sees who is in the call and what they show
    const late = await socket(`session/${sessionId}`, student.token);
    expect((await late.next<Extract<SessionRoomEvent, { type: 'session-state' }>>(ofType('session-state'))).participants).toEqual(
      expect.arrayContaining([
        { userId: tutor.id, camera: true, mic: false, sharing: false },
        { userId: student.id, camera: false, mic: true, sharing: false },
      ]),
    );
    late.ws.close();

    const ping = await s.act({ type: 'Ping' });
    expect(ping.code).toBe('ok');
    expect(await s.next(ofType('pong'))).toMatchObject({ type: 'pong', ref: ping.ref });

    const sent = await s.act({ type: 'SendSessionMessage', text: 'هل تسمعني؟' });
    expect(sent).toMatchObject({ code: 'ok', message: { senderId: student.id, text: 'هل تسمعني؟' } });
    expect(await t.next(ofType('session-message'))).toEqual({ type: 'session-message', message: sent.message });
    const stored = await db.execute({ sql: 'select text from messages where id = ?', args: [sent.message!.id] });
    expect(stored.rows).toHaveLength(1);

    // the non-joined tab saw joins, toggles and messages, but never a signal; the student never got their own
    expect(watcher.seen.some((m) => m.type === 'signal')).toBe(false);
    expect(s.seen.some((m) => m.type === 'signal')).toBe(false);
    expect((await watcher.act({ type: 'ToggleMic', on: true })).code).toBe('not-member');

    expect((await s.act({ type: 'LeaveSession' })).code).toBe('ok');
    expect(await t.next(ofType('session-member-left'))).toMatchObject({ userId: student.id });
    const rows = await db.execute({ sql: 'select user_id, event from session_events where session_id = ? order by id', args: [sessionId] });
    expect(rows.rows.map((r) => [Number(r.user_id), Number(r.event)])).toEqual([
      [tutor.id, SessionEvent.UserJoined],
      [student.id, SessionEvent.UserJoined],
      [student.id, SessionEvent.UserLeft],
    ]);

    // closing the tutor's joined socket is leaving too
    t.ws.close();
    await watcher.next((m) => m.type === 'session-member-left' && m.userId === tutor.id);
    const last = await db.execute({
      sql: 'select event from session_events where session_id = ? and user_id = ? order by id desc limit 1',
      args: [sessionId, tutor.id],
    });
    expect(Number(last.rows[0]!.event)).toBe(SessionEvent.UserLeft);
    [s, watcher].forEach((x) => x.ws.close());

    // the attendance record is what GET /session reports
    const res = await SELF.fetch(`http://kalam.test/api/v1/session/${sessionId}`, {
      headers: { authorization: `Bearer ${student.token}` },
    });
    expect(await res.json()).toMatchObject({ id: sessionId, present: [], chatRoomId: sent.message!.roomId });
  });
});

import { type ChatMessageView, type LessonDuration, MINUTE_MS, type Paged, Role, SessionEvent, type SessionView } from '@kalam/core';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RealtimeKitFake, startRealtimeKitFake } from '../../dev/realtimekit-fake';
import { interviews, lessons, messages, rooms, sessionEvents, sessionMeetings, users } from '../src/db/schema';
import type { Caller } from '../src/deps';
import { realtimekitClient } from '../src/lib/realtimekit';
import { parseIceServers, REALTIMEKIT_PRESETS, realtimekitVideo } from '../src/lib/video';
import { joinSession, leaveSession, sendSessionMessage } from '../src/services/session';
import { allowConsoleError } from './console-error';
import { addPerson, makeTestApp, TEST_NOW } from './helpers';

let fake: RealtimeKitFake;
let t: Awaited<ReturnType<typeof makeTestApp>>;
type Person = Awaited<ReturnType<typeof addPerson>> & { role: Role; name: string };

const person = async (role: Role, name: string): Promise<Person> => ({ ...(await addPerson(t, { role, name })), role, name });
const as = (p: Person): Caller => ({ id: p.id, role: p.role });
const rtk = (apiToken: string) => (db: typeof t.deps.db, now: () => number) =>
  realtimekitVideo({
    db,
    now,
    client: realtimekitClient({ accountId: fake.accountId, appId: fake.appId, apiToken, baseUrl: fake.url }),
    presets: REALTIMEKIT_PRESETS,
  });

async function lesson(tutor: Person, student: Person, start: number, opts: { duration?: LessonDuration; cancelled?: boolean } = {}) {
  const [row] = await t.deps.db
    .insert(lessons)
    .values({
      tutorId: tutor.id,
      studentId: student.id,
      start,
      duration: opts.duration ?? 30,
      price: 7500,
      canceledAt: opts.cancelled ? TEST_NOW - MINUTE_MS : null,
      createdAt: TEST_NOW - 86_400_000,
      updatedAt: TEST_NOW - 86_400_000,
    })
    .returning({ id: lessons.id });
  return `lesson-${row!.id}`;
}
const attendance = (sessionId: string) =>
  t.deps.db
    .select({ userId: sessionEvents.userId, event: sessionEvents.event, at: sessionEvents.at })
    .from(sessionEvents)
    .where(eq(sessionEvents.sessionId, sessionId))
    .orderBy(asc(sessionEvents.id));
const view = async (who: Person, id: string) => {
  const res = await t.request(`/session/${id}`, { headers: who.headers });
  return { status: res.status, body: (await res.json()) as SessionView & { code?: string } };
};

let tutor: Person;
let student: Person;
let stranger: Person;
/** starts 5 minutes from now: inside the join window */
let now: string;

beforeAll(async () => {
  fake = await startRealtimeKitFake({ delayMs: 20 });
  t = await makeTestApp({ seed: false, video: rtk(fake.apiToken) });
  tutor = await person(Role.Tutor, 'Session Tutor');
  student = await person(Role.Student, 'Session Student');
  stranger = await person(Role.Student, 'Someone Else');
  await t.deps.db.update(users).set({ image: '/api/v1/assets/uploads/u-tutor.png' }).where(eq(users.id, tutor.id));
  now = await lesson(tutor, student, TEST_NOW + 5 * MINUTE_MS);
});
afterAll(async () => {
  t.close();
  await fake.close();
});

describe('GET /session/{id}', () => {
  it('shows the session to its two members: both people, times, the join window, no one present yet', async () => {
    for (const who of [tutor, student]) {
      const { status, body } = await view(who, now);
      expect(status).toBe(200);
      expect(body).toMatchObject({
        id: now,
        kind: 'lesson',
        refId: Number(now.slice(7)),
        start: TEST_NOW + 5 * MINUTE_MS,
        end: TEST_NOW + 35 * MINUTE_MS,
        joinFrom: TEST_NOW - 5 * MINUTE_MS,
        chatRoomId: null,
        present: [],
        cancelled: false,
      });
      expect(body.members.map((m) => m.id)).toEqual([tutor.id, student.id]);
      expect(body.members[0]).toMatchObject({ name: 'Session Tutor', role: Role.Tutor });
    }
  });

  it('answers session-not-found to anyone else and for unknown or malformed ids; 401 without a token', async () => {
    for (const [who, id] of [
      [stranger, now],
      [student, 'lesson-999999'],
      [student, 'interview-999999'],
      [student, 'lesson-abc'],
      [student, 'lesson-0'],
      [student, 'x'],
    ] as const) {
      const { status, body } = await view(who, id);
      expect([status, body.code], `${id}`).toEqual([404, 'session-not-found']);
    }
    expect((await t.request(`/session/${now}`)).status).toBe(401);
  });
});

describe('interview sessions', () => {
  it('open to the interviewer and the applicant inside the window, as lessons are', async () => {
    const manager = await person(Role.TutorManager, 'Interview Manager');
    const applicant = await person(Role.Tutor, 'Interview Applicant');
    const [row] = await t.deps.db
      .insert(interviews)
      .values({
        interviewerId: manager.id,
        intervieweeId: applicant.id,
        start: TEST_NOW + 5 * MINUTE_MS,
        createdAt: TEST_NOW,
        updatedAt: TEST_NOW,
      })
      .returning({ id: interviews.id });
    const id = `interview-${row!.id}`;
    const { status, body } = await view(applicant, id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ kind: 'interview', refId: row!.id, end: TEST_NOW + 35 * MINUTE_MS });
    expect(body.members.map((m) => m.id)).toEqual([manager.id, applicant.id]);
    expect((await view(stranger, id)).status).toBe(404);
    expect((await joinSession(t.deps, as(stranger), id)).code).toBe('not-member');
    expect((await joinSession(t.deps, as(applicant), id)).code).toBe('ok');
    await t.deps.db.update(interviews).set({ status: 4, canceled: true }).where(eq(interviews.id, row!.id));
    expect((await joinSession(t.deps, as(manager), id)).code).toBe('unallowed');
  });
});

describe('joining and leaving (the session service)', () => {
  it('answers each refusal with its ack code and calls RealtimeKit for none of them', async () => {
    const before = fake.requests.length;
    const soon = await lesson(tutor, student, TEST_NOW + 11 * MINUTE_MS);
    const ended = await lesson(tutor, student, TEST_NOW - 30 * MINUTE_MS);
    const cancelled = await lesson(tutor, student, TEST_NOW, { cancelled: true });
    const cases: [Person, string, string][] = [
      [student, 'lesson-x', 'invalid-session-id'],
      [student, 'session-1', 'invalid-session-id'],
      [student, 'interview-999999', 'interview-not-found'],
      [student, 'lesson-999999', 'lesson-not-found'],
      [stranger, now, 'not-member'],
      [student, soon, 'unallowed'],
      [tutor, ended, 'unallowed'],
      [student, cancelled, 'unallowed'],
    ];
    for (const [who, id, code] of cases) expect(await joinSession(t.deps, as(who), id), `${id}`).toEqual({ code });
    expect(fake.requests.length).toBe(before);
    expect(await attendance(soon)).toEqual([]);
    // the window opens exactly 10 minutes before the start
    t.advance(MINUTE_MS);
    expect((await joinSession(t.deps, as(student), soon)).code).toBe('ok');
    t.advance(-MINUTE_MS);
  });

  it('makes one RealtimeKit meeting when both members join at once, and adds each with their preset', async () => {
    const before = fake.requests.length;
    const [a, b] = await Promise.all([joinSession(t.deps, as(tutor), now), joinSession(t.deps, as(student), now)]);
    expect([a.code, b.code]).toEqual(['ok', 'ok']);
    if (a.video?.provider !== 'realtimekit' || b.video?.provider !== 'realtimekit') throw new Error('expected RealtimeKit grants');
    const meetingId = a.video.meetingId;
    expect(b.video.meetingId).toBe(meetingId);
    const stored = await t.deps.db.select().from(sessionMeetings).where(eq(sessionMeetings.sessionId, now));
    expect(stored.map((m) => m.meetingId)).toEqual([meetingId]);

    const sent = fake.requests.slice(before);
    const base = `/client/v4/accounts/${fake.accountId}/realtime/kit/${fake.appId}`;
    for (const r of sent) expect([r.method, r.authorization]).toEqual(['POST', `Bearer ${fake.apiToken}`]);
    const creates = sent.filter((r) => r.path === `${base}/meetings`);
    // both may ask for a meeting in the same instant; the first stored is the one both are added to
    expect(creates.length).toBeGreaterThanOrEqual(1);
    expect(creates[0]!.body).toEqual({ title: now });
    const adds = sent.filter((r) => r.path === `${base}/meetings/${meetingId}/participants`);
    expect(adds.map((r) => r.body)).toEqual(
      expect.arrayContaining([
        {
          custom_participant_id: expect.stringMatching(new RegExp(`^user-${tutor.id}-`)),
          preset_name: 'group_call_host',
          name: 'Session Tutor',
          picture: 'http://app.test/api/v1/assets/uploads/u-tutor.png',
        },
        {
          custom_participant_id: expect.stringMatching(new RegExp(`^user-${student.id}-`)),
          preset_name: 'group_call_participant',
          name: 'Session Student',
        },
      ]),
    );
    const participants = fake.meetings.get(meetingId)!.participants;
    expect(participants.find((p) => p.preset_name === 'group_call_host')!.token).toBe(a.video.authToken);
    expect(participants.find((p) => p.preset_name === 'group_call_participant')!.token).toBe(b.video.authToken);

    expect(await attendance(now)).toEqual(
      expect.arrayContaining([
        { userId: tutor.id, event: SessionEvent.UserJoined, at: TEST_NOW },
        { userId: student.id, event: SessionEvent.UserJoined, at: TEST_NOW },
      ]),
    );
    expect((await view(student, now)).body.present.sort()).toEqual([tutor.id, student.id].sort());
  });

  it('records a leave once, and a second join reuses the meeting', async () => {
    t.advance(MINUTE_MS);
    expect(await leaveSession(t.deps, as(student), now)).toEqual({ code: 'ok', at: TEST_NOW + MINUTE_MS });
    expect(await leaveSession(t.deps, as(student), now)).toMatchObject({ code: 'ok' });
    expect((await attendance(now)).filter((r) => r.userId === student.id).map((r) => r.event)).toEqual([
      SessionEvent.UserJoined,
      SessionEvent.UserLeft,
    ]);
    expect((await view(tutor, now)).body.present).toEqual([tutor.id]);
    expect((await leaveSession(t.deps, as(stranger), now)).code).toBe('not-member');

    const meetingsBefore = fake.meetings.size;
    const again = await joinSession(t.deps, as(student), now);
    expect(again.video).toMatchObject({
      provider: 'realtimekit',
      meetingId: (await t.deps.db.select().from(sessionMeetings).where(eq(sessionMeetings.sessionId, now)))[0]!.meetingId,
    });
    expect(fake.meetings.size).toBe(meetingsBefore);
    expect((await attendance(now)).filter((r) => r.userId === student.id).map((r) => r.event)).toEqual([1, 2, 1]);
  });

  it('answers unreachable and records nothing when RealtimeKit refuses', async () => {
    allowConsoleError(/video grant failed/);
    const other = await makeTestApp({ seed: false, video: rtk('wrong-token') });
    try {
      const p = await addPerson(other, { role: Role.Tutor });
      const s = await addPerson(other, { role: Role.Student });
      const [row] = await other.deps.db
        .insert(lessons)
        .values({ tutorId: p.id, studentId: s.id, start: TEST_NOW, duration: 15, price: 3750, createdAt: TEST_NOW, updatedAt: TEST_NOW })
        .returning();
      expect(await joinSession(other.deps, { id: s.id, role: Role.Student }, `lesson-${row!.id}`)).toEqual({ code: 'unreachable' });
      expect(await other.deps.db.select().from(sessionEvents)).toEqual([]);
    } finally {
      other.close();
    }
  });

  it('hands out a peer-to-peer grant with the configured ICE servers when RealtimeKit is not configured', async () => {
    allowConsoleError(/ICE_SERVERS is not a JSON array/);
    const other = await makeTestApp({ seed: false });
    try {
      const p = await addPerson(other, { role: Role.Tutor });
      const s = await addPerson(other, { role: Role.Student });
      const [row] = await other.deps.db
        .insert(lessons)
        .values({ tutorId: p.id, studentId: s.id, start: TEST_NOW, duration: 15, price: 3750, createdAt: TEST_NOW, updatedAt: TEST_NOW })
        .returning();
      expect(await joinSession(other.deps, { id: p.id, role: Role.Tutor }, `lesson-${row!.id}`)).toEqual({
        code: 'ok',
        video: { provider: 'p2p', iceServers: [] },
        at: TEST_NOW,
      });
    } finally {
      other.close();
    }
    expect(parseIceServers('[{"urls":"stun:stun.example:3478"},{"urls":["turn:t.example"],"username":"u","credential":"c"}]')).toEqual([
      { urls: 'stun:stun.example:3478' },
      { urls: ['turn:t.example'], username: 'u', credential: 'c' },
    ]);
    expect(parseIceServers('{"urls":1}')).toEqual([]);
    expect(parseIceServers(undefined)).toEqual([]);
  });
});

describe('in-session messages', () => {
  it('are stored in the pair’s chat room (opened if missing), sanitised, and read back in /chat', async () => {
    const ack = await sendSessionMessage(t.deps, as(student), now, '<b>سؤال</b><script>alert(1)</script>', 'ref-1');
    expect(ack.code).toBe('ok');
    const message = ack.message!;
    expect(message).toMatchObject({ senderId: student.id, text: '<b>سؤال</b>', refId: 'ref-1' });
    const [room] = await t.deps.db.select().from(rooms).where(eq(rooms.id, message.roomId));
    expect(room!.pairKey).toBe(`${Math.min(tutor.id, student.id)}:${Math.max(tutor.id, student.id)}`);
    expect((await t.deps.db.select().from(messages).where(eq(messages.id, message.id)))[0]!.text).toBe('<b>سؤال</b>');
    expect(t.realtime.sent.find((s) => s.event.type === 'room-message-created')).toMatchObject({
      to: expect.arrayContaining([tutor.id, student.id]),
      event: { type: 'room-message-created', message },
    });
    expect((await view(tutor, now)).body.chatRoomId).toBe(message.roomId);

    const list = (await (
      await t.request(`/chat/list/${message.roomId}/messages`, { headers: tutor.headers })
    ).json()) as Paged<ChatMessageView>;
    expect(list.list.map((m) => m.id)).toContain(message.id);
    // the same room the next time
    expect((await sendSessionMessage(t.deps, as(tutor), now, 'أهلًا')).message!.roomId).toBe(message.roomId);
  });

  it('answer not-member, empty-text and the session codes', async () => {
    expect((await sendSessionMessage(t.deps, as(stranger), now, 'hi')).code).toBe('not-member');
    expect((await sendSessionMessage(t.deps, as(student), now, '   ')).code).toBe('empty-text');
    expect((await sendSessionMessage(t.deps, as(student), 'lesson-999999', 'hi')).code).toBe('lesson-not-found');
    expect((await sendSessionMessage(t.deps, as(student), 'nope', 'hi')).code).toBe('invalid-session-id');
  });
});

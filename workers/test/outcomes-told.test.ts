import {
  DAY_MS,
  HOUR_MS,
  InterviewStatus,
  type InterviewView,
  MINUTE_MS,
  type NotificationList,
  PLATFORM_DEFAULTS,
  Role,
  WithdrawMethodType,
} from '@kalam/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, lessons, outbox, roomMembers, slots, users, withdrawMethods } from '../src/db/schema';
import { markRead, sendMessage } from '../src/services/chat-actions';
import { addPerson, makeTestApp, TEST_NOW } from './helpers';

let t: Awaited<ReturnType<typeof makeTestApp>>;
type Person = Awaited<ReturnType<typeof addPerson>>;
let manager: Person;
let admin: Person;
const OPEN = TEST_NOW + DAY_MS;
const at = (minutes: number) => OPEN + minutes * MINUTE_MS;

beforeAll(async () => {
  t = await makeTestApp({ seed: false });
  manager = await addPerson(t, { role: Role.TutorManager, name: 'Walid Manager' });
  admin = await addPerson(t, { role: Role.SuperAdmin, name: 'Hoda Admin' });
  await t.deps.db.insert(slots).values({ tutorId: manager.id, start: OPEN, end: OPEN + 4 * HOUR_MS, kind: 'add', createdAt: TEST_NOW });
});
afterAll(() => t.close());

const notices = async (p: Person) =>
  (await (await t.request('/notification/list?size=50', { headers: p.headers })).json()) as NotificationList;
const emailOf = async (p: Person) => (await t.deps.db.select({ email: users.email }).from(users).where(eq(users.id, p.id)))[0]!.email;
const mailsTo = async (p: Person) =>
  t.deps.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, await emailOf(p)));
const put = (who: Person, id: number, body: Record<string, unknown>) =>
  t.request(`/interview/${id}`, { method: 'PUT', headers: who.headers, body: JSON.stringify(body) });

describe('interviews are told to both sides, once, naming the other, with a link to the interview', () => {
  it('booking, cancelling, booking an earlier time and the signed pass', async () => {
    const me = await addPerson(t, { role: Role.Tutor, activated: false, name: 'Mona Applicant' });
    const later = (await (
      await t.json('/interview', { interviewerId: manager.id, start: at(120) }, { headers: me.headers })
    ).json()) as InterviewView;

    const [mine] = (await notices(me)).list;
    expect(mine).toMatchObject({ kind: 'interview-booked', link: '/tutor/onboarding', data: { name: 'Walid Manager', side: 'applicant' } });
    const [his] = (await notices(manager)).list;
    expect(his).toMatchObject({ kind: 'interview-booked', link: `/interviews?id=${later.id}`, data: { name: 'Mona Applicant' } });
    const hisMail = (await mailsTo(manager)).at(-1)!;
    expect(hisMail.subject).toBe('مقابلة جديدة محجوزة معك — كلام');
    expect(hisMail.body).toContain('حجز Mona Applicant مقابلة معك');
    expect(hisMail.body).toContain(`http://app.test/interviews?id=${later.id}`);
    expect((await mailsTo(me)).at(-1)!.body).toContain('http://app.test/tutor/onboarding');

    expect((await put(me, later.id, { status: InterviewStatus.Canceled })).status).toBe(200);
    // a second cancel is refused and tells nobody again
    expect((await put(me, later.id, { status: InterviewStatus.Canceled })).status).toBe(400);
    const cancelledForHim = (await notices(manager)).list.filter((n) => n.kind === 'interview-canceled');
    expect(cancelledForHim).toHaveLength(1);
    expect((await mailsTo(manager)).filter((m) => m.subject?.startsWith('أُلغيت مقابلة'))).toHaveLength(1);
    expect((await mailsTo(manager)).at(-1)!.body).toContain('ألغى Mona Applicant المقابلة');

    const earlier = (await (
      await t.json('/interview', { interviewerId: manager.id, start: at(0) }, { headers: me.headers })
    ).json()) as InterviewView;
    expect((await notices(manager)).list.filter((n) => n.kind === 'interview-booked').map((n) => n.link)).toEqual([
      `/interviews?id=${earlier.id}`,
      `/interviews?id=${later.id}`,
    ]);

    t.advance(DAY_MS + HOUR_MS);
    const signed = await put(manager, earlier.id, { status: InterviewStatus.Passed, level: 4, feedback: '<p>نطق ممتاز</p>', sign: true });
    expect(signed.status).toBe(200);
    const passed = (await notices(me)).list.filter((n) => n.kind === 'interview-passed');
    expect(passed).toHaveLength(1);
    expect(passed[0]).toMatchObject({ link: '/tutor/onboarding', data: { name: 'Walid Manager', level: 4, side: 'applicant' } });
    const passMail = (await mailsTo(me)).at(-1)!;
    expect(passMail.subject).toBe('نجحت في مقابلتك — كلام');
    expect(passMail.body).toContain('المستوى: ٤ من ٥');
    expect((await notices(manager)).list[0]).toMatchObject({
      kind: 'interview-passed',
      data: { side: 'interviewer', name: 'Mona Applicant' },
    });
    t.advance(-(DAY_MS + HOUR_MS));
  });
});

describe('chat messages reach the bell', () => {
  it('one notice per room until read, naming the sender, opening the room; an email only to someone away', async () => {
    const tutor = await addPerson(t, { role: Role.Tutor, name: 'Ahmed Tutor' });
    const student = await addPerson(t, { role: Role.Student, name: 'Sara Student' });
    const opened = await t.json('/chat/new', { userId: tutor.id, message: 'مرحبًا' }, { headers: student.headers });
    expect(opened.status).toBe(201);
    const [{ roomId }] = (await t.deps.db
      .select({ roomId: roomMembers.roomId })
      .from(roomMembers)
      .where(eq(roomMembers.userId, tutor.id))) as [{ roomId: number }];
    const tutorCaller = { id: tutor.id, role: Role.Tutor };
    for (const text of ['أهلًا', 'متى يناسبك الدرس؟', 'أنا متاح غدًا'])
      expect((await sendMessage(t.deps, tutorCaller, { roomId, text })).code).toBe('ok');

    const mine = (await notices(student)).list.filter((n) => n.kind === 'new-message');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ link: `/chat?room=${roomId}`, data: { name: 'Ahmed Tutor', roomId }, readAt: null });
    const mails = (await mailsTo(student)).filter((m) => m.subject === 'رسالة جديدة من Ahmed Tutor — كلام');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('«أهلًا»');
    expect(mails[0]!.body).toContain(`http://app.test/chat?room=${roomId}`);
    // the sender's own messages never reach their own bell; the tutor got one notice for the student's first message
    expect((await notices(tutor)).list.filter((n) => n.kind === 'new-message')).toHaveLength(1);

    // reading the room reads its notice; the next message is a new notice
    const [last] = await t.deps.db.all<{ id: number }>(`select max(id) as id from messages where room_id = ${roomId}`);
    expect((await markRead(t.deps, { id: student.id, role: Role.Student }, { roomId, messageId: last!.id })).code).toBe('ok');
    expect((await notices(student)).unread).toBe(0);
    await sendMessage(t.deps, tutorCaller, { roomId, text: 'تذكير' });
    expect((await notices(student)).list.filter((n) => n.kind === 'new-message' && n.readAt === null)).toHaveLength(1);

    // turned off in the bell: no notice
    await t.request('/notification/preferences', {
      method: 'PUT',
      headers: student.headers,
      body: JSON.stringify({ changes: [{ event: 'new-message', channel: 'inApp', enabled: false }] }),
    });
    await t.request('/notification/read', { method: 'PUT', headers: student.headers });
    await sendMessage(t.deps, tutorCaller, { roomId, text: 'هل وصلتك؟' });
    expect((await notices(student)).unread).toBe(0);
  });
});

describe('lesson notices name the other member and open the lesson', () => {
  it('a booking tells the tutor who booked, linking the lesson page', async () => {
    const tutor = await addPerson(t, { role: Role.Tutor, name: 'Ahmed Tutor' });
    await t.json(
      '/availability-slot/',
      {
        type: 'schedule',
        title: 'كل الأيام',
        weekdays: [0, 1, 2, 3, 4, 5, 6],
        startMinute: 0,
        durationMinutes: 1440,
        validFrom: TEST_NOW - DAY_MS,
      },
      { headers: tutor.headers },
    );
    const student = await addPerson(t, { role: Role.Student, name: 'Sara Student' });
    const res = await t.json('/lesson/', { tutorId: tutor.id, start: TEST_NOW + 2 * DAY_MS, duration: 30 }, { headers: student.headers });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const [n] = (await notices(tutor)).list;
    expect(n).toMatchObject({ kind: 'lesson-booked', lessonId: id, link: `/lesson/${id}`, data: { name: 'Sara Student', byTeam: false } });
    const cancel = await t.request(`/lesson/${id}`, { method: 'DELETE', headers: tutor.headers });
    expect(cancel.status).toBe(200);
    const [c] = (await notices(student)).list;
    expect(c).toMatchObject({ kind: 'lesson-canceled', link: `/lesson/${id}`, data: { name: 'Ahmed Tutor', byTeam: false } });
  });
});

describe('money outcomes are told', () => {
  it('a fulfilled and a rejected withdrawal tell the tutor once, with the amount and a link', async () => {
    await t.deps.db.insert(withdrawMethods).values({
      id: 1,
      type: WithdrawMethodType.Wallet,
      min: PLATFORM_DEFAULTS.withdrawalMin,
      max: PLATFORM_DEFAULTS.withdrawalMax,
      updatedAt: TEST_NOW,
    });
    const tutor = await addPerson(t, { role: Role.Tutor, name: 'Ahmed Tutor' });
    const student = await addPerson(t, { role: Role.Student });
    await t.deps.db.insert(lessons).values({
      tutorId: tutor.id,
      studentId: student.id,
      start: TEST_NOW - DAY_MS,
      duration: 30,
      price: 100_000,
      createdAt: TEST_NOW - 2 * DAY_MS,
      updatedAt: TEST_NOW - 2 * DAY_MS,
    });
    const ask = async (amount: number) =>
      (await (await t.json('/invoice', { method: 'wallet', amount, phone: '01012345678' }, { headers: tutor.headers })).json()) as {
        id: number;
      };
    const first = await ask(20_000);
    const second = await ask(30_000);
    const byAdmin = (id: number, fields: Record<string, string | File>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      return t.request(`/invoice/admin/${id}`, { method: 'PUT', body: form, headers: { authorization: admin.headers.authorization } });
    };
    const receipt = new File([new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')], 'r.pdf', {
      type: 'application/pdf',
    });
    expect((await byAdmin(first.id, { status: 'fulfilled', receipt })).status).toBe(200);
    expect((await byAdmin(second.id, { status: 'rejected', note: 'رقم المحفظة غير صحيح' })).status).toBe(200);
    // a final withdrawal cannot be moved again, so nothing is told twice
    expect((await byAdmin(first.id, { status: 'rejected', note: 'لا' })).status).toBe(409);

    const list = (await notices(tutor)).list;
    expect(list.filter((n) => n.kind === 'withdrawal-fulfilled')).toEqual([
      expect.objectContaining({ link: `/invoices?id=${first.id}`, data: expect.objectContaining({ amount: 20_000 }) }),
    ]);
    expect(list.filter((n) => n.kind === 'withdrawal-rejected')).toEqual([
      expect.objectContaining({ link: `/invoices?id=${second.id}`, data: expect.objectContaining({ amount: 30_000 }) }),
    ]);
    const mails = await mailsTo(tutor);
    expect(mails.filter((m) => m.subject === 'حُوّل سحبك — كلام')).toHaveLength(1);
    const refused = mails.filter((m) => m.subject === 'رُفض طلب السحب — كلام');
    expect(refused).toHaveLength(1);
    expect(refused[0]!.body).toContain('«رقم المحفظة غير صحيح»');
    expect(refused[0]!.body).toContain(`http://app.test/invoices?id=${second.id}`);
    expect(await t.deps.db.select().from(invoices).where(eq(invoices.userId, tutor.id))).toHaveLength(2);
  });
});

import { TZDate } from '@date-fns/tz';
import { type ChatRoomView, DAY_MS, type LessonView, type ListedUser, type NotificationView, type Paged, Role } from '@kalam/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, plans, subscriptions, tutors, users } from '../src/db/schema';
import { sendMessage } from '../src/services/chat-actions';
import { addPerson, makeTestApp, TEST_NOW } from './helpers';

// A tutor who wrote an Arabic display name is named by it wherever the app names them: lesson lists, chat rooms,
// notices and emails; one with a Latin display name only, by that.
const cairo = (d: number, h: number) => new TZDate(2026, 10, d, h, 0, 'Africa/Cairo').getTime();

let t: Awaited<ReturnType<typeof makeTestApp>>;
type Person = Awaited<ReturnType<typeof addPerson>>;
let reem: Person;
let omar: Person;
let student: Person;

const get = async <T>(who: Person, path: string) => (await (await t.request(path, { headers: who.headers })).json()) as T;

async function openDaily(host: Person) {
  const slot = { type: 'schedule', title: 'كل يوم', weekdays: [0, 1, 2, 3, 4, 5, 6], startMinute: 540, durationMinutes: 720 };
  const res = await t.json('/availability-slot/', { ...slot, validFrom: TEST_NOW - DAY_MS }, { headers: host.headers });
  expect(res.status).toBe(201);
}

beforeAll(async () => {
  t = await makeTestApp();
  reem = await addPerson(t, { role: Role.Tutor, name: 'Reem Saeed' });
  omar = await addPerson(t, { role: Role.Tutor, name: 'omar.n' });
  student = await addPerson(t, { role: Role.Student, name: 'Mona Adel' });
  await t.deps.db.update(tutors).set({ nameAr: 'ريم سعيد', nameLatin: 'Reem Saeed' }).where(eq(tutors.userId, reem.id));
  await t.deps.db.update(tutors).set({ nameLatin: 'Omar Nabil' }).where(eq(tutors.userId, omar.id));
  const [plan] = await t.deps.db
    .insert(plans)
    .values({
      alias: 'Weekly',
      weeklyMinutes: 120,
      fullMonthPrice: 1,
      fullQuarterPrice: 1,
      halfYearPrice: 1,
      fullYearPrice: 1,
      createdAt: TEST_NOW,
      updatedAt: TEST_NOW,
    })
    .returning();
  await t.deps.db.insert(subscriptions).values({
    studentId: student.id,
    planId: plan!.id,
    period: 0,
    start: TEST_NOW - DAY_MS,
    end: TEST_NOW + 60 * DAY_MS,
    createdAt: TEST_NOW,
  });
  for (const tutor of [reem, omar]) await openDaily(tutor);
});
afterAll(() => t.close());

describe('a tutor’s display name', () => {
  it('names the tutor in the student’s lesson list and the student by their account name in the tutor’s', async () => {
    for (const [tutor, start] of [
      [reem, cairo(24, 10)],
      [omar, cairo(24, 12)],
    ] as const) {
      const res = await t.json('/lesson/', { tutorId: tutor.id, start, duration: 30 }, { headers: student.headers });
      expect(res.status).toBe(201);
    }
    const mine = await get<Paged<LessonView>>(student, '/lesson/list/?status=upcoming');
    expect(mine.list.map((l) => [l.tutor.name, l.tutor.displayName])).toEqual([
      ['Reem Saeed', 'ريم سعيد'],
      ['omar.n', 'Omar Nabil'],
    ]);
    const theirs = await get<Paged<LessonView>>(reem, '/lesson/list/?status=upcoming');
    expect(theirs.list[0]?.student.displayName).toBe('Mona Adel');
  });

  it('names the tutor in the student’s chat rooms, the message notice and its email', async () => {
    // booking opened a room with each tutor
    const rooms = await get<Paged<ChatRoomView>>(student, `/chat/list/rooms/${student.id}`);
    expect(rooms.list.map((r) => r.counterpart.displayName).sort()).toEqual(['Omar Nabil', 'ريم سعيد']);
    const roomId = rooms.list.find((r) => r.counterpart.id === reem.id)!.id;

    const [email] = await t.deps.db.select({ email: users.email }).from(users).where(eq(users.id, student.id));
    const before = (await t.deps.db.select().from(outbox).where(eq(outbox.to, email!.email))).length;
    expect((await sendMessage(t.deps, { id: reem.id, role: Role.Tutor }, { roomId, text: 'أهلًا بكِ' })).code).toBe('ok');
    const notices = await get<Paged<NotificationView>>(student, '/notification/list');
    const notice = notices.list.find((n) => n.kind === 'new-message');
    expect(notice?.data).toMatchObject({ name: 'ريم سعيد' });
    const mails = (await t.deps.db.select().from(outbox).where(eq(outbox.to, email!.email))).slice(before);
    expect(mails.map((m) => m.body).join('\n')).toContain('ريم سعيد');
  });

  it('names each account in the admins’ users list as the rest of the admin area does, the account name beside', async () => {
    const admin = await addPerson(t, { role: Role.SuperAdmin });
    // the demo tutors include another Reem Saeed: each account is picked out by its id
    const shown = async (search: string, who: Person) =>
      (await get<Paged<ListedUser>>(admin, `/user/list?size=100&search=${encodeURIComponent(search)}`)).list
        .filter((u) => u.id === who.id)
        .map((u) => [u.name, u.displayName]);
    expect(await shown('Reem', reem)).toEqual([['Reem Saeed', 'ريم سعيد']]);
    // what the list shows finds the account, as the account name and the email do
    expect(await shown('ريم سعيد', reem)).toEqual([['Reem Saeed', 'ريم سعيد']]);
    expect(await shown('Omar Nabil', omar)).toEqual([['omar.n', 'Omar Nabil']]);
    expect(await shown('Mona Adel', student)).toEqual([['Mona Adel', 'Mona Adel']]);
  });
});

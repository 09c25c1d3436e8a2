import { TZDate } from '@date-fns/tz';
import { DAY_MS, type LessonView, Role } from '@kalam/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../src/db/schema';
import { addPerson, makeTestApp, TEST_NOW } from './helpers';

const cairo = (d: number, h: number, m = 0) => new TZDate(2026, 10, d, h, m, 'Africa/Cairo').getTime();

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeAll(async () => {
  t = await makeTestApp({ seed: false });
});
afterAll(() => t.close());

const emailOf = async (id: number) => (await t.deps.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;
const mailsTo = (email: string) => t.deps.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(outbox.id);

describe('lesson mails', () => {
  it('mails the tutor and the student on booking and on rebooking, each in their own time zone, with their calendar feed', async () => {
    const tutor = await addPerson(t, { role: Role.Tutor, name: 'Mariam Tutor' });
    const student = await addPerson(t, { role: Role.Student, name: 'Karim Student' });
    // the tutor reads times in Dubai (Cairo + 2 h in November); the student keeps the default Cairo
    expect(
      (await t.request(`/user/${tutor.id}`, { method: 'PUT', headers: tutor.headers, body: JSON.stringify({ timeZone: 'Asia/Dubai' }) }))
        .status,
    ).toBe(200);
    await t.json(
      '/availability-slot/',
      {
        type: 'schedule',
        title: 'كل يوم صباحًا ومساءً',
        weekdays: [0, 1, 2, 3, 4, 5, 6],
        startMinute: 9 * 60,
        durationMinutes: 12 * 60,
        validFrom: TEST_NOW - DAY_MS,
      },
      { headers: tutor.headers },
    );
    const [tutorEmail, studentEmail] = await Promise.all([emailOf(tutor.id), emailOf(student.id)]);

    const booked = await t.json('/lesson/', { tutorId: tutor.id, start: cairo(24, 10), duration: 30 }, { headers: student.headers });
    expect(booked.status).toBe(201);
    const lesson = (await booked.json()) as LessonView;
    const [toTutor] = await mailsTo(tutorEmail);
    expect(toTutor).toMatchObject({ subject: 'حجز جديد لدرس معك — كلام' });
    expect(toTutor!.body).toContain('حجز Karim Student درسًا معك الثلاثاء، ٢٤ نوفمبر في ١٢:٠٠ م');
    expect(toTutor!.body).not.toContain('القاهرة');
    // the zone and the length in Arabic words and digits, as the screens show them
    expect(toTutor!.body).toContain('(بتوقيت الخليج)، ومدته ٣٠ دقيقة.');
    expect(toTutor!.body).toMatch(/\/api\/v1\/calendar\/feed\/[\w-]{16,64}\.ics/);
    const [toStudent] = await mailsTo(studentEmail);
    expect(toStudent).toMatchObject({ subject: 'تأكيد حجز درسك — كلام' });
    expect(toStudent!.body).toContain('تم حجز درسك مع Mariam Tutor الثلاثاء، ٢٤ نوفمبر في ١٠:٠٠ ص (بتوقيت القاهرة)، ومدته ٣٠ دقيقة.');
    // the link is the student's own feed, and it holds the lesson
    const feed = new URL(/https?:\/\/\S+\.ics/.exec(toStudent!.body)![0]);
    const ics = await (await t.request(feed.pathname.replace('/api/v1', ''))).text();
    expect(ics).toContain(`UID:lesson-${lesson.id}@kalam`);
    // both mails lead to the lesson page, open at any time for its device check
    expect(toStudent!.body).toMatch(new RegExp(`صفحة الدرس .*https?://\\S+/lesson/${lesson.id}$`, 'm'));
    expect(toTutor!.body).toContain(`/lesson/${lesson.id}`);

    const moved = await t.request('/lesson', {
      method: 'PATCH',
      headers: student.headers,
      body: JSON.stringify({ id: lesson.id, start: cairo(25, 11), duration: 30 }),
    });
    expect(moved.status).toBe(200);
    const tutorMails = await mailsTo(tutorEmail);
    expect(tutorMails).toHaveLength(2);
    expect(tutorMails[1]).toMatchObject({ subject: 'تغيّر موعد درس — كلام' });
    expect(tutorMails[1]!.body).toContain('غيّر Karim Student موعد الدرس بينكما.\nكان: الثلاثاء، ٢٤ نوفمبر في ١٢:٠٠ م');
    expect(tutorMails[1]!.body).toContain('أصبح: الأربعاء، ٢٥ نوفمبر في ١:٠٠ م');
    expect((await mailsTo(studentEmail)).at(-1)!.body).toContain('غيّرتَ موعد درسك مع Mariam Tutor.');
  });
});

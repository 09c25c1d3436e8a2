import { TZDate } from '@date-fns/tz';
import { DAY_MS, HOUR_MS, MINUTE_MS, Role } from '@kalam/core';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, outbox } from '../src/db/schema';
import { runScheduledJobs } from '../src/jobs';
import { addPerson, makeTestApp, TEST_NOW } from './helpers';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeAll(async () => {
  t = await makeTestApp({ seed: false });
});
afterAll(() => t.close());

const reminders = (email: string) =>
  t.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), like(outbox.subject, 'تذكير%')));

describe('lesson reminders', () => {
  it('sends the 24-hour and the 1-hour reminder once each, however often and late the cron runs', async () => {
    const tutor = await addPerson(t, { role: Role.Tutor, name: 'Mariam Tutor' });
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
    const student = await addPerson(t, { role: Role.Student, name: 'Karim Student' });
    const start = new TZDate(2026, 10, 24, 10, 0, 'Africa/Cairo').getTime(); // two days ahead
    const booked = await t.json('/lesson/', { tutorId: tutor.id, start, duration: 30 }, { headers: student.headers });
    expect(booked.status).toBe(201);
    const [tutorEmail, studentEmail] = await Promise.all(
      [tutor.id, student.id].map(
        async (id) =>
          ((await (await t.request(`/user/${id}`, { headers: (id === tutor.id ? tutor : student).headers })).json()) as { email: string })
            .email,
      ),
    );

    await runScheduledJobs(t.deps, '*/5 * * * *');
    expect(await reminders(studentEmail!)).toHaveLength(0);

    // 23 h 50 min before: inside the 24-hour window; three ticks, two of them at once
    t.advance(start - 23 * HOUR_MS - 50 * MINUTE_MS - t.deps.now());
    await Promise.all([runScheduledJobs(t.deps, '*/5 * * * *'), runScheduledJobs(t.deps, '*/5 * * * *')]);
    await runScheduledJobs(t.deps, '*/5 * * * *');
    expect(await reminders(studentEmail!)).toHaveLength(1);
    expect(await reminders(tutorEmail!)).toHaveLength(1);
    expect((await reminders(studentEmail!))[0]!.body).toContain('Mariam Tutor');
    // the reminder leads to the lesson page (its device check opens at any time)
    const { id: lessonId } = (await booked.json()) as { id: number };
    expect((await reminders(studentEmail!))[0]!.body).toContain(`/lesson/${lessonId}`);

    // a late tick 40 minutes before the lesson sends the 1-hour reminder, once
    t.advance(start - 40 * MINUTE_MS - t.deps.now());
    await runScheduledJobs(t.deps, '*/5 * * * *');
    await runScheduledJobs(t.deps, '*/5 * * * *');
    expect(await reminders(studentEmail!)).toHaveLength(2);
    expect(await reminders(tutorEmail!)).toHaveLength(2);
    const inApp = await t.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, student.id), eq(notifications.kind, 'lesson-reminder')));
    expect(inApp.map((n) => (n.data as { before: string }).before).sort()).toEqual(['1h', '24h']);

    // after the start nothing more goes out
    t.advance(HOUR_MS);
    await runScheduledJobs(t.deps, '*/5 * * * *');
    expect(await reminders(studentEmail!)).toHaveLength(2);
  });

  it('sends nothing for a cancelled lesson', async () => {
    const tutor = await addPerson(t, { role: Role.Tutor });
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
    const student = await addPerson(t, { role: Role.Student });
    const start = Math.ceil((t.deps.now() + 3 * DAY_MS) / (15 * MINUTE_MS)) * 15 * MINUTE_MS;
    const lesson = (await (await t.json('/lesson/', { tutorId: tutor.id, start, duration: 15 }, { headers: student.headers })).json()) as {
      id: number;
    };
    expect((await t.request(`/lesson/${lesson.id}`, { method: 'DELETE', headers: student.headers })).status).toBe(200);
    t.advance(start - 30 * MINUTE_MS - t.deps.now());
    await runScheduledJobs(t.deps, '*/5 * * * *');
    expect(
      await t.deps.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.lessonId, lesson.id), eq(notifications.kind, 'lesson-reminder'))),
    ).toHaveLength(0);
  });
});

describe('in-app notices', () => {
  it('lists the caller’s notices with the unread count and marks them read', async () => {
    const tutor = await addPerson(t, { role: Role.Tutor });
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
    const student = await addPerson(t, { role: Role.Student });
    const start = Math.ceil((t.deps.now() + 2 * DAY_MS) / (15 * MINUTE_MS)) * 15 * MINUTE_MS;
    expect((await t.json('/lesson/', { tutorId: tutor.id, start, duration: 30 }, { headers: student.headers })).status).toBe(201);
    const list = (await (await t.request('/notification/list', { headers: tutor.headers })).json()) as {
      list: { kind: string; data: { start: number } }[];
      unread: number;
    };
    expect(list.unread).toBe(1);
    expect(list.list[0]).toMatchObject({ kind: 'lesson-booked', data: { start } });
    expect(((await (await t.request('/notification/list', { headers: student.headers })).json()) as { total: number }).total).toBe(0);
    await t.request('/notification/read', { method: 'PUT', headers: tutor.headers });
    expect(((await (await t.request('/notification/list', { headers: tutor.headers })).json()) as { unread: number }).unread).toBe(0);
  });
});

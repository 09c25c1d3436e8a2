import { TZDate } from '@date-fns/tz';
import { type CalendarFeed, DAY_MS, type LessonView, Role } from '@kalam/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPerson, makeTestApp, TEST_NOW } from './helpers';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeAll(async () => {
  t = await makeTestApp({ seed: false });
});
afterAll(() => t.close());

const feedPath = (url: string) => new URL(url).pathname.replace('/api/v1', '');

describe('private calendar feed', () => {
  it('lists the user’s lessons and follows cancel and rebook; a reset link retires the old one', async () => {
    const tutor = await addPerson(t, { role: Role.Tutor, name: 'Layla Tutor' });
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
    const student = await addPerson(t, { role: Role.Student, name: 'Omar Student' });
    const start = new TZDate(2026, 10, 25, 18, 30, 'Africa/Cairo').getTime();
    const lesson = (await (
      await t.json('/lesson/', { tutorId: tutor.id, start, duration: 30 }, { headers: student.headers })
    ).json()) as LessonView;

    const { url } = (await (await t.request('/calendar/url', { headers: student.headers })).json()) as CalendarFeed;
    expect(url).toMatch(/^http:\/\/app\.test\/api\/v1\/calendar\/feed\/[A-Za-z0-9_-]{32}\.ics$/);
    const again = (await (await t.request('/calendar/url', { headers: student.headers })).json()) as CalendarFeed;
    expect(again.url).toBe(url);

    const res = await t.request(feedPath(url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    const ics = await res.text();
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`UID:lesson-${lesson.id}@kalam`);
    expect(ics).toContain('DTSTART:20261125T163000Z');
    expect(ics).toContain('Layla Tutor');
    expect(ics).toContain('STATUS:CONFIRMED');

    const moved = (await (
      await t.request('/lesson', {
        method: 'PATCH',
        headers: student.headers,
        body: JSON.stringify({ id: lesson.id, start: start + DAY_MS, duration: 30 }),
      })
    ).json()) as LessonView;
    t.advance(60_000);
    const after = await (await t.request(feedPath(url))).text();
    expect(after).toMatch(
      new RegExp(`UID:lesson-${lesson.id}@kalam[\\s\\S]*?STATUS:CANCELLED|STATUS:CANCELLED[\\s\\S]*?UID:lesson-${lesson.id}@kalam`),
    );
    expect(after).toContain(`UID:lesson-${moved.id}@kalam`);
    expect(after).toContain('DTSTART:20261126T163000Z');

    // the tutor's own feed is separate
    const tutorFeed = (await (await t.request('/calendar/url', { headers: tutor.headers })).json()) as CalendarFeed;
    expect(tutorFeed.url).not.toBe(url);
    expect(await (await t.request(feedPath(tutorFeed.url))).text()).toContain('Omar Student');

    const reset = (await (await t.request('/calendar/url', { method: 'DELETE', headers: student.headers })).json()) as CalendarFeed;
    expect(reset.url).not.toBe(url);
    expect((await t.request(feedPath(url))).status).toBe(404);
    expect((await t.request(feedPath(reset.url))).status).toBe(200);
  });

  it('needs a signed-in user for the link and refuses malformed feed names', async () => {
    expect((await t.request('/calendar/url')).status).toBe(401);
    expect((await t.request('/calendar/feed/..%2Fetc.ics')).status).toBe(400);
  });
});

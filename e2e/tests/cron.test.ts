import { MINUTE_MS } from '@kalam/core';
import { createClient } from '@libsql/client';
import { describe, expect, inject, it } from 'vitest';
import { cronsOf, dueTicks, fireScheduled, WRANGLER_TOML } from '../../dev/cron';
import { apiCall, apiToken, newVerifiedStudent } from '../people';

const baseUrl = inject('baseUrl');
const GRID = 15 * MINUTE_MS;

describe('the cron on the local stack', () => {
  it('sends the 1-hour reminder of a lesson booked 61 minutes ahead within one cron period of its hour mark', async () => {
    const email = await newVerifiedStudent('Cron Student', 'cron');
    const student = await apiToken(email);
    const start = Math.ceil((Date.now() + 61 * MINUTE_MS) / GRID) * GRID;
    // a tutor with no notice period opens the hour; the first one free then takes the booking
    let booked = 0;
    const refusals: unknown[] = [];
    // not tutor5: the settings test changes that tutor's password
    for (const n of [1, 9, 13, 17, 21, 25]) {
      const tutor = await apiToken(`tutor${n}@kalam.test`);
      const me = await apiCall<{ id: number }>('/user/current', { token: tutor });
      const opened = await apiCall('/availability-slot/', {
        method: 'POST',
        token: tutor,
        body: { type: 'slot', kind: 'add', start, end: start + 2 * GRID },
      });
      const res = await apiCall<{ id: number }>('/lesson/', {
        method: 'POST',
        token: student,
        body: { tutorId: me.body.id, start, duration: 30 },
      });
      if (res.status === 201) {
        booked = res.body.id;
        break;
      }
      refusals.push({ n, opened, res });
    }
    expect(booked, JSON.stringify(refusals)).toBeGreaterThan(0);

    const db = createClient({ url: inject('dbUrl') });
    const hourReminders = async () =>
      Number(
        (await db.execute({ sql: `select count(*) as n from outbox where "to" = ? and subject like '%بعد ساعة%'`, args: [email] })).rows[0]!
          .n,
      );
    const crons = cronsOf(WRANGLER_TOML);
    // the ticks wrangler.toml's schedule makes between now and the hour mark, then the first tick after it
    for (const { cron, time } of dueTicks(crons, Date.now(), start - 60 * MINUTE_MS - 1))
      await fireScheduled(baseUrl, inject('triggerSecret'), cron, time);
    expect(await hourReminders()).toBe(0);
    const [next] = dueTicks(crons, start - 60 * MINUTE_MS - 1, start);
    expect(next!.time - (start - 60 * MINUTE_MS)).toBeLessThan(5 * MINUTE_MS);
    await fireScheduled(baseUrl, inject('triggerSecret'), next!.cron, next!.time);
    expect(await hourReminders()).toBe(1);
    // the day-ahead reminder reached this same-day lesson too: it must not say "tomorrow"
    const subjects = (
      await db.execute({ sql: `select subject from outbox where "to" = ? and subject like 'تذكير%'`, args: [email] })
    ).rows.map((r) => String(r.subject));
    expect(subjects.some((s) => s.includes('غدًا'))).toBe(false);
    db.close();

    const notices = await apiCall<{ list: { kind: string; lessonId: number; data: { before: string } }[] }>('/notification/list', {
      token: student,
    });
    expect(notices.body.list).toContainEqual(
      expect.objectContaining({ kind: 'lesson-reminder', lessonId: booked, data: expect.objectContaining({ before: '1h' }) }),
    );
  });
});

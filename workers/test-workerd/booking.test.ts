import { SELF, env as testEnv } from 'cloudflare:test';
import { TZDate } from '@date-fns/tz';
import { Role } from '@kalam/core';
import { createClient } from '@libsql/client/web';
import { describe, expect, it } from 'vitest';
import type { Env } from '../src/env';

const env = testEnv as unknown as Env;

import { tokenFor } from './helpers';

// 100 concurrent bookings through the deployed Worker, over Hrana to the libSQL server: real concurrent connections.
describe('booking under concurrency in workerd', () => {
  it('gives one time to exactly one of 100 overlapping requests', async () => {
    const db = createClient({ url: env.LIBSQL_URL });
    const now = Date.now();
    const stamp = [now, now];
    const tutor = await db.execute({
      sql: 'insert into users (name, email, role, verified, created_at, updated_at) values (?, ?, ?, 1, ?, ?) returning id',
      args: ['Race Tutor', `race.tutor.${now}@example.com`, Role.Tutor, ...stamp],
    });
    const tutorId = Number(tutor.rows[0]!.id);
    await db.execute({
      sql: 'insert into tutors (user_id, bio, activated, notice_minutes, created_at, updated_at) values (?, ?, 1, 0, ?, ?)',
      args: [tutorId, 'مدرس لغة إنجليزية', ...stamp],
    });
    await db.execute({
      sql: 'insert into schedules (tutor_id, title, weekdays, start_minute, duration_minutes, time_zone, valid_from, created_at, updated_at) values (?, ?, 127, 0, 1440, ?, ?, ?, ?)',
      args: [tutorId, 'طوال اليوم', 'Africa/Cairo', now - 86_400_000, ...stamp],
    });
    const students: number[] = [];
    for (let i = 0; i < 100; i++) {
      const r = await db.execute({
        sql: 'insert into users (name, email, role, verified, created_at, updated_at) values (?, ?, ?, 1, ?, ?) returning id',
        args: [`Racer ${i}`, `racer.${i}.${now}@example.com`, Role.Student, ...stamp],
      });
      students.push(Number(r.rows[0]!.id));
    }
    const tokens = await Promise.all(students.map((id) => tokenFor(id)));

    const day = new TZDate(now + 3 * 86_400_000, 'Africa/Cairo');
    const nine = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), 9, 0, 'Africa/Cairo').getTime();
    const shapes = [
      { start: nine, duration: 30 },
      { start: nine + 15 * 60_000, duration: 30 },
      { start: nine + 15 * 60_000, duration: 15 },
    ];
    const answers = await Promise.all(
      tokens.map((token, i) =>
        SELF.fetch('http://kalam.test/api/v1/lesson/', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ tutorId, ...shapes[i % 3] }),
        }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.every((s) => s === 201 || s === 409 || s === 400)).toBe(true);
    const held = await db.execute({ sql: 'select count(*) as n from lessons where tutor_id = ? and canceled_at is null', args: [tutorId] });
    expect(Number(held.rows[0]!.n)).toBe(1);
    db.close();
  }, 120_000); // 100 requests through workerd and Hrana: long on a loaded machine

  it('answers one lesson to the same Idempotency-Key sent five times at once (a double click), for a trial and a subscriber', async () => {
    const db = createClient({ url: env.LIBSQL_URL });
    const now = Date.now();
    const stamp = [now, now];
    const tutor = await db.execute({
      sql: 'insert into users (name, email, role, verified, created_at, updated_at) values (?, ?, ?, 1, ?, ?) returning id',
      args: ['Click Tutor', `click.tutor.${now}@example.com`, Role.Tutor, ...stamp],
    });
    const tutorId = Number(tutor.rows[0]!.id);
    await db.execute({
      sql: 'insert into tutors (user_id, bio, activated, notice_minutes, created_at, updated_at) values (?, ?, 1, 0, ?, ?)',
      args: [tutorId, 'مدرس لغة إنجليزية', ...stamp],
    });
    await db.execute({
      sql: 'insert into schedules (tutor_id, title, weekdays, start_minute, duration_minutes, time_zone, valid_from, created_at, updated_at) values (?, ?, 127, 0, 1440, ?, ?, ?, ?)',
      args: [tutorId, 'طوال اليوم', 'Africa/Cairo', now - 86_400_000, ...stamp],
    });
    const student = async (name: string) =>
      Number(
        (
          await db.execute({
            sql: 'insert into users (name, email, role, verified, created_at, updated_at) values (?, ?, ?, 1, ?, ?) returning id',
            args: [name, `${name.replace(' ', '.')}.${now}@example.com`, Role.Student, ...stamp],
          })
        ).rows[0]!.id,
      );
    const trial = await student('Trial Clicker');
    const subscriber = await student('Plan Clicker');
    // a plan of 30 weekly minutes: once the first request's lesson is in, the others' quota check fails
    const plan = await db.execute({
      sql: "insert into plans (alias, weekly_minutes, full_month_price, full_quarter_price, half_year_price, full_year_price, created_at, updated_at) values ('Click plan', 30, 1, 1, 1, 1, ?, ?) returning id",
      args: stamp,
    });
    await db.execute({
      sql: 'insert into subscriptions (student_id, plan_id, period, start, "end", created_at) values (?, ?, 0, ?, ?, ?)',
      args: [subscriber, Number(plan.rows[0]!.id), now - 86_400_000, now + 40 * 86_400_000, now],
    });
    const day = new TZDate(now + 4 * 86_400_000, 'Africa/Cairo');
    for (const [studentId, hour] of [
      [trial, 10],
      [subscriber, 11],
    ] as const) {
      const token = await tokenFor(studentId);
      const key = crypto.randomUUID();
      const start = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hour, 0, 'Africa/Cairo').getTime();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          SELF.fetch('http://kalam.test/api/v1/lesson/', {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key },
            body: JSON.stringify({ tutorId, start, duration: 30 }),
          }),
        ),
      );
      const bodies = await Promise.all(answers.map(async (r) => [r.status, (await r.json()) as { id?: number; code?: string }] as const));
      expect(bodies.map(([s]) => s).sort(), JSON.stringify(bodies)).toEqual([200, 200, 200, 200, 201]);
      expect(new Set(bodies.map(([, b]) => b.id)).size).toBe(1);
    }
    db.close();
  });
});

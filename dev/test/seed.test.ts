import { createClient, type Client } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fields } from '../../core/src/index';
import { applyMigrations } from '../migrate';
import { seed } from '../seed';

let client: Client;
const one = async (sql: string) => Number((await client.execute(sql)).rows[0]![0]);
beforeAll(async () => {
  client = createClient({ url: ':memory:' });
  await applyMigrations(client);
  expect((await seed(client, { now: Date.UTC(2026, 10, 22) })).seeded).toBe(true);
});
afterAll(() => client.close());

describe('demo data', () => {
  it('seeds only an empty database', async () => {
    const users = await one('select count(*) from users');
    expect((await seed(client)).seeded).toBe(false);
    expect(await one('select count(*) from users')).toBe(users);
  });

  it('has every role, thirty tutors with two not yet activated, students and the three plans', async () => {
    for (const role of [1, 2, 3, 4, 5, 6]) expect(await one(`select count(*) from users where role = ${role}`)).toBeGreaterThan(0);
    expect(await one('select count(*) from tutors')).toBe(30);
    expect(await one('select count(*) from tutors where activated = 0')).toBe(2);
    expect(await one('select count(*) from users where role = 4')).toBe(20);
    expect((await client.execute('select alias from plans order by weekly_minutes')).rows.map((r) => r.alias)).toEqual(['Beginning', 'Advanced', 'Professional']);
  });

  it('writes names and bios that pass the product rules', async () => {
    for (const r of (await client.execute('select name from users')).rows) expect(fields.userName.safeParse(r.name).success, String(r.name)).toBe(true);
    for (const r of (await client.execute('select bio from tutors')).rows) expect(fields.arabicBio.safeParse(r.bio).success, String(r.bio)).toBe(true);
  });

  it('gives every live lesson its tutor and student cells, and no overlap', async () => {
    const live = await one('select coalesce(sum(duration / 15), 0) from lessons where canceled_at is null');
    expect(await one('select count(*) from tutor_cells')).toBe(live);
    expect(await one('select count(*) from student_cells')).toBe(live);
    expect(await one('select count(*) from lessons where start % 900000 != 0')).toBe(0);
    expect(await one('select count(*) from lessons where price != duration * 15000 / 60')).toBe(0);
  });

  it('rates tutors between 1 and 5, once per student', async () => {
    expect(await one('select count(*) from ratings')).toBeGreaterThan(20);
    expect(await one('select count(*) from ratings where value < 1 or value > 5')).toBe(0);
  });
});

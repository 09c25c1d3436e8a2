import { type Client, createClient } from '@libsql/client';
import { getTableConfig } from 'drizzle-orm/sqlite-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as schema from '../../workers/src/db/schema';
import { applyMigrations } from '../migrate';

let client: Client;
beforeEach(async () => {
  client = createClient({ url: ':memory:' });
  await applyMigrations(client);
});
afterEach(() => client.close());

const now = 1_700_000_000_000;
const names = async (type: 'table' | 'index') =>
  (await client.execute({ sql: 'select name from sqlite_master where type = ?', args: [type] })).rows.map((r) => String(r.name));
const insertUser = (email: string, role = 4) =>
  client.execute({
    sql: 'insert into users (name, email, role, created_at, updated_at) values (?, ?, ?, ?, ?)',
    args: ['Mona', email, role, now, now],
  });

/** tutor 1, student 2, and lessons 1 (30 min) and 2 (15 min) at the same time. */
async function twoLessons() {
  await insertUser('t@x.io', 3);
  await insertUser('s@x.io', 4);
  await client.batch(
    [
      {
        sql: 'insert into lessons (tutor_id, student_id, start, duration, price, created_at, updated_at) values (1, 2, ?, 30, 7500, ?, ?)',
        args: [now, now, now],
      },
      {
        sql: 'insert into lessons (tutor_id, student_id, start, duration, price, created_at, updated_at) values (1, 2, ?, 15, 3750, ?, ?)',
        args: [now, now, now],
      },
    ],
    'write',
  );
}

describe('the migrations', () => {
  it('create every table of the schema', async () => {
    const tables = await names('table');
    const expected = Object.values(schema)
      .filter((v) => typeof v === 'object' && v !== null && Symbol.for('drizzle:IsDrizzleTable') in v)
      .map((table) => getTableConfig(table as typeof schema.users).name);
    expect(expected.length).toBeGreaterThanOrEqual(31);
    for (const t of [
      'users',
      'tutors',
      'topics',
      'tutor_topics',
      'schedules',
      'slots',
      'lessons',
      'tutor_cells',
      'student_cells',
      'session_events',
      'ratings',
      'plans',
      'subscriptions',
      'transactions',
      'coupons',
      'invites',
      'invoices',
      'withdraw_methods',
      'interviews',
      'rooms',
      'room_members',
      'messages',
      'reports',
      'report_replies',
      'contact_requests',
      'codes',
      'outbox',
      'sent_reminders',
      'platform_settings',
      'assets',
      'rate_limits',
      ...expected,
    ])
      expect(tables).toContain(t);
  });

  it('are applied once: running them again changes nothing', async () => {
    const before = [...(await names('table')), ...(await names('index'))].sort();
    expect(await applyMigrations(client)).toEqual([]);
    expect(await applyMigrations(client)).toEqual([]);
    expect([...(await names('table')), ...(await names('index'))].sort()).toEqual(before);
    const { rows } = await client.execute('select count(*) as n from __drizzle_migrations');
    expect(Number(rows[0]!.n)).toBeGreaterThanOrEqual(1);
  });

  it('index the columns booking and list queries filter on', async () => {
    const indexes = await names('index');
    for (const i of [
      'lessons_tutor_start_idx',
      'lessons_student_start_idx',
      'lessons_start_idx',
      'messages_room_id_idx',
      'invoices_user_status_idx',
      'ratings_ratee_idx',
      'subscriptions_student_end_idx',
      'slots_tutor_start_idx',
      'schedules_tutor_idx',
      'interviews_interviewer_start_idx',
      'outbox_pending_idx',
      'users_email_lower_unique',
    ])
      expect(indexes).toContain(i);
  });

  it('index every foreign key (as the leading column of an index or the primary key)', async () => {
    const missing: string[] = [];
    for (const table of await names('table')) {
      if (table.startsWith('sqlite_') || table.startsWith('__')) continue;
      const fks = (await client.execute(`pragma foreign_key_list('${table}')`)).rows.map((r) => String(r.from));
      const leading = new Set<string>();
      for (const idx of (await client.execute(`pragma index_list('${table}')`)).rows) {
        const cols = (await client.execute(`pragma index_info('${String(idx.name)}')`)).rows;
        const first = cols.find((c) => Number(c.seqno) === 0);
        if (first?.name) leading.add(String(first.name));
      }
      // an INTEGER PRIMARY KEY is the rowid: indexed without an index entry
      for (const c of (await client.execute(`pragma table_info('${table}')`)).rows)
        if (Number(c.pk) === 1 && String(c.type).toUpperCase() === 'INTEGER') leading.add(String(c.name));
      for (const fk of fks) if (!leading.has(fk)) missing.push(`${table}.${fk}`);
    }
    expect(missing).toEqual([]);
  });
});

describe('the constraints', () => {
  it('keep emails unique, whatever their case', async () => {
    await insertUser('mona@example.com');
    await expect(insertUser('mona@example.com')).rejects.toThrow(/UNIQUE/);
    await expect(insertUser('Mona@Example.com')).rejects.toThrow(/UNIQUE/);
    await expect(insertUser('MONA@EXAMPLE.COM')).rejects.toThrow(/UNIQUE/);
    await insertUser('mona2@example.com');
  });

  it('refuse a second lesson on a tutor cell that is taken', async () => {
    await twoLessons();
    await client.execute('insert into tutor_cells (tutor_id, cell, lesson_id) values (1, 100, 1), (1, 101, 1)');
    await expect(client.execute('insert into tutor_cells (tutor_id, cell, lesson_id) values (1, 101, 2)')).rejects.toThrow(
      /UNIQUE|PRIMARY/,
    );
    // the same cell is free for another tutor
    await insertUser('t2@x.io', 3);
    await client.execute('insert into tutor_cells (tutor_id, cell, lesson_id) values (3, 101, 2)');
  });

  it('refuse a student two lessons in one cell, and the whole booking batch with it', async () => {
    await twoLessons();
    await client.execute('insert into student_cells (student_id, cell, lesson_id) values (2, 100, 1), (2, 101, 1)');
    await expect(
      client.batch(
        [
          'insert into tutor_cells (tutor_id, cell, lesson_id) values (1, 200, 2)',
          'insert into student_cells (student_id, cell, lesson_id) values (2, 100, 2)',
        ],
        'write',
      ),
    ).rejects.toThrow(/UNIQUE|PRIMARY/);
    const { rows } = await client.execute('select count(*) as n from tutor_cells where lesson_id = 2');
    expect(Number(rows[0]!.n)).toBe(0);
  });

  it('send each reminder once, and rate a tutor once per student', async () => {
    await twoLessons();
    await client.execute({ sql: "insert into sent_reminders (lesson_id, kind, sent_at) values (1, '24h', ?)", args: [now] });
    await expect(
      client.execute({ sql: "insert into sent_reminders (lesson_id, kind, sent_at) values (1, '24h', ?)", args: [now] }),
    ).rejects.toThrow(/UNIQUE|PRIMARY/);
    await client.execute({ sql: "insert into sent_reminders (lesson_id, kind, sent_at) values (1, '1h', ?)", args: [now] });
    const rate = () =>
      client.execute({
        sql: 'insert into ratings (rater_id, ratee_id, value, created_at, updated_at) values (2, 1, 5, ?, ?)',
        args: [now, now],
      });
    await rate();
    await expect(rate()).rejects.toThrow(/UNIQUE/);
  });
});

import { createClient, type Client } from '@libsql/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyMigrations } from '../migrate';

let client: Client;
beforeEach(async () => {
  client = createClient({ url: ':memory:' });
  await applyMigrations(client);
});
afterEach(() => client.close());

const now = 1_700_000_000_000;

describe('the migration', () => {
  it('creates every table of the product', async () => {
    const { rows } = await client.execute("select name from sqlite_master where type = 'table'");
    const tables = rows.map((r) => r.name);
    for (const t of ['users', 'tutors', 'topics', 'tutor_topics', 'schedules', 'slots', 'lessons', 'tutor_cells', 'student_cells',
      'session_events', 'ratings', 'plans', 'subscriptions', 'transactions', 'coupons', 'invites', 'invoices', 'withdraw_methods',
      'interviews', 'rooms', 'room_members', 'messages', 'reports', 'report_replies', 'contact_requests', 'codes', 'outbox',
      'sent_reminders', 'platform_settings', 'assets', 'rate_limits']) expect(tables).toContain(t);
  });

  it('is applied once: running it again changes nothing', async () => {
    expect(await applyMigrations(client)).toEqual([]);
  });

  it('indexes the columns booking and list queries filter on', async () => {
    const { rows } = await client.execute("select name from sqlite_master where type = 'index'");
    const indexes = rows.map((r) => r.name);
    for (const i of ['lessons_tutor_start_idx', 'lessons_student_start_idx', 'messages_room_id_idx', 'invoices_user_status_idx', 'ratings_ratee_idx'])
      expect(indexes).toContain(i);
  });

  it('keeps emails unique', async () => {
    const insert = (email: string) =>
      client.execute({ sql: 'insert into users (name, email, role, created_at, updated_at) values (?, ?, 4, ?, ?)', args: ['Mona', email, now, now] });
    await insert('mona@example.com');
    await expect(insert('mona@example.com')).rejects.toThrow(/UNIQUE/);
  });

  it('refuses a second lesson on a tutor cell that is taken', async () => {
    await client.batch([
      { sql: "insert into users (name, email, role, created_at, updated_at) values ('T', 't@x.io', 3, ?, ?)", args: [now, now] },
      { sql: "insert into users (name, email, role, created_at, updated_at) values ('S', 's@x.io', 4, ?, ?)", args: [now, now] },
      { sql: 'insert into lessons (tutor_id, student_id, start, duration, price, created_at, updated_at) values (1, 2, ?, 30, 7500, ?, ?)', args: [now, now, now] },
      { sql: 'insert into lessons (tutor_id, student_id, start, duration, price, created_at, updated_at) values (1, 2, ?, 15, 3750, ?, ?)', args: [now, now, now] },
      'insert into tutor_cells (tutor_id, cell, lesson_id) values (1, 100, 1), (1, 101, 1)',
    ], 'write');
    await expect(client.execute('insert into tutor_cells (tutor_id, cell, lesson_id) values (1, 101, 2)')).rejects.toThrow(/UNIQUE|PRIMARY/);
  });
});

import { type Client, createClient, type Row } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fields } from '../../core/src/index';
import { applyMigrations } from '../migrate';
import { SEED_COUNTS, seed } from '../seed';

const CLOCKS: [string, number][] = [
  ['a November morning', Date.UTC(2026, 10, 22, 8, 0)],
  ['just after midnight in Cairo summer time', Date.UTC(2027, 6, 15, 21, 30)],
];
const RATE = 15_000; // piasters per hour (platform default)
const NAME = /^[A-Za-z\u0621-\u064A ]{2,30}$/;
const ARABIC_BIO = /^[\u0600-\u06FF\s.!?-]{5,60}$/;
const ARABIC = /[\u0621-\u064A]/;

let client: Client;
const all = async (sql: string) => (await client.execute(sql)).rows;
const one = async (sql: string) => Number((await client.execute(sql)).rows[0]![0]);

async function freshSeeded(now: number) {
  const c = createClient({ url: ':memory:' });
  await applyMigrations(c);
  const result = await seed(c, { now });
  return { c, result };
}

// Cairo wall clock, computed independently of the seed.
const cairo = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Cairo',
  hourCycle: 'h23',
  weekday: 'short',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
function local(utc: number) {
  const p = Object.fromEntries(cairo.formatToParts(utc).map((x) => [x.type, x.value]));
  const weekday = WEEKDAYS.indexOf(p.weekday!);
  const day = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day)) / 86_400_000;
  return { weekday, minute: Number(p.hour) * 60 + Number(p.minute), day, week: Math.floor((day - 2) / 7) };
}

describe.each(CLOCKS)('demo data seeded on %s', (_, NOW) => {
  beforeAll(async () => {
    const { c, result } = await freshSeeded(NOW);
    client = c;
    expect(result.seeded).toBe(true);
    expect(result.logins.map((l) => l.email)).toEqual(
      expect.arrayContaining(['super@kalam.test', 'admin@kalam.test', 'tutor1@kalam.test', 'student1@kalam.test']),
    );
  });
  afterAll(() => client.close());

  it('seeds only an empty database', async () => {
    const before = await all('select (select count(*) from users), (select count(*) from lessons), (select count(*) from ratings)');
    const again = await seed(client);
    expect(again.seeded).toBe(false);
    expect(again.logins.length).toBeGreaterThan(0);
    expect(await all('select (select count(*) from users), (select count(*) from lessons), (select count(*) from ratings)')).toEqual(
      before,
    );
  });

  it('is the same every time for the same clock (apart from the password salt)', async () => {
    const { c } = await freshSeeded(NOW);
    try {
      for (const table of [
        'users',
        'tutors',
        'tutor_topics',
        'schedules',
        'lessons',
        'tutor_cells',
        'ratings',
        'subscriptions',
        'interviews',
        'messages',
      ]) {
        const sql = `select * from ${table} order by rowid`;
        const strip = (rows: Row[]) => rows.map((r) => JSON.stringify({ ...r, password: undefined }));
        expect(strip((await c.execute(sql)).rows), table).toEqual(strip((await client.execute(sql)).rows));
      }
    } finally {
      c.close();
    }
  });

  it('has every role, thirty tutors with two not yet activated, students and the three plans', async () => {
    for (const role of [1, 2, 3, 4, 5, 6]) expect(await one(`select count(*) from users where role = ${role}`)).toBeGreaterThan(0);
    expect(await one('select count(*) from users where role = 2')).toBe(2);
    expect(await one('select count(*) from users where role in (1, 2, 5, 6)')).toBe(SEED_COUNTS.staff);
    expect(await one('select count(*) from tutors join users on users.id = user_id where role = 3')).toBe(SEED_COUNTS.tutors);
    // the tutor manager's row carries the schedule interviews are booked from
    expect(await one('select count(*) from tutors join users on users.id = user_id where role = 5')).toBe(1);
    expect(await one('select count(*) from users where role = 3')).toBe(SEED_COUNTS.tutors);
    expect(await one('select count(*) from tutors join users on users.id = user_id where role = 3 and activated = 0')).toBe(
      SEED_COUNTS.inactiveTutors,
    );
    expect(await one('select count(*) from tutors where activated = 1 and activated_by is null')).toBe(0);
    expect(await one('select count(*) from users where role = 4')).toBe(SEED_COUNTS.students);
    expect(await one('select count(*) from users where role = 4 and verified = 1')).toBeGreaterThan(0);
    expect(await one('select count(*) from users where role = 4 and verified = 0')).toBeGreaterThan(0);
    expect(await one('select count(*) from topics')).toBe(SEED_COUNTS.topics);
    expect((await all('select alias from plans order by weekly_minutes')).map((r) => r.alias)).toEqual([
      'Beginning',
      'Advanced',
      'Professional',
    ]);
    expect(await one('select count(*) from withdraw_methods where min = 10000 and max = 5000000')).toBe(3);
    expect(
      Object.fromEntries((await all('select key, value from platform_settings')).map((r) => [r.key, JSON.parse(String(r.value))])),
    ).toEqual({
      tutorHourlyRate: RATE,
      cancellationWindowHours: 6,
    });
    expect(await one('select count(*) from users where image is not null')).toBe(0);
    expect(await one('select count(*) from users where email != lower(email)')).toBe(0);
  });

  it('gives each tutor 3 to 6 topics and weekly hours in Cairo', async () => {
    const perTutor = await all('select tutor_id, count(*) as n from tutor_topics group by tutor_id');
    expect(perTutor).toHaveLength(SEED_COUNTS.tutors);
    for (const r of perTutor) expect(Number(r.n)).toBeGreaterThanOrEqual(3), expect(Number(r.n)).toBeLessThanOrEqual(6);
    expect(
      await one(
        "select count(distinct tutor_id) from schedules join users on users.id = tutor_id where role = 3 and schedules.time_zone = 'Africa/Cairo'",
      ),
    ).toBe(SEED_COUNTS.tutors);
    expect(await one('select count(*) from schedules where duration_minutes < 30 or weekdays <= 0 or weekdays > 127')).toBe(0);
  });

  it('writes names, bios and texts that pass the product rules', async () => {
    for (const r of await all('select name from users')) {
      expect(String(r.name), 'name').toMatch(NAME);
      expect(fields.userName.safeParse(r.name).success, String(r.name)).toBe(true);
    }
    expect((await all('select name from users')).some((r) => ARABIC.test(String(r.name)))).toBe(true);
    for (const r of await all('select bio, about, notice_minutes from tutors')) {
      expect(String(r.bio)).toMatch(ARABIC_BIO);
      expect(String(r.bio).match(/[\u0621-\u064A]/g)!.length).toBeGreaterThanOrEqual(5);
      expect(fields.arabicBio.safeParse(r.bio).success, String(r.bio)).toBe(true);
      expect(String(r.about)).toMatch(ARABIC);
      // years and certificates are the profile's fields; a bio that names them, or a gender, contradicts some tutor
      for (const text of [String(r.bio), String(r.about)]) expect(text).not.toMatch(/سنوات|سنة|شهادة|معتمد|مدرّسة|مدرسة|متخصص|مدرب|حاصل/);
      expect(String(r.about).length).toBeGreaterThanOrEqual(1), expect(String(r.about).length).toBeLessThanOrEqual(1000);
      expect(Number(r.notice_minutes)).toBeGreaterThanOrEqual(0), expect(Number(r.notice_minutes)).toBeLessThanOrEqual(1440);
    }
    for (const r of await all('select name_ar, name_en from topics')) {
      expect(String(r.name_ar)).toMatch(/^[\u0600-\u06FF ]{3,50}$/);
      expect(String(r.name_en)).toMatch(/^[A-Za-z ]{3,50}$/);
    }
    for (const r of await all('select title from schedules')) expect(String(r.title).length).toBeGreaterThanOrEqual(5);
    for (const r of await all('select text from ratings')) expect(String(r.text)).toMatch(/^[\u0600-\u06FF\s.!?]{3,1000}$/);
    const years = (await all('select birth_year from users where birth_year is not null')).map(
      (r) => new Date(NOW).getUTCFullYear() - Number(r.birth_year),
    );
    expect(years.every((age) => age > 10 && age < 70)).toBe(true);
  });

  it('rates tutors between 1 and 5, once per student, only after a fulfilled lesson', async () => {
    expect(await one('select count(*) from ratings')).toBeGreaterThan(20);
    expect(await one('select count(*) from ratings where value < 1 or value > 5')).toBe(0);
    expect(
      await one(`select count(*) from ratings r where not exists (select 1 from lessons l where l.student_id = r.rater_id
      and l.tutor_id = r.ratee_id and l.canceled_at is null and l.start + l.duration * 60000 <= r.created_at)`),
    ).toBe(0);
    expect(await one('select count(distinct ratee_id) from ratings')).toBeLessThan(SEED_COUNTS.tutors - SEED_COUNTS.inactiveTutors);
  });

  it('gives every live lesson exactly its tutor and student cells, and a cancelled one none', async () => {
    const lessons = await all('select id, tutor_id, student_id, start, duration, canceled_at from lessons');
    const cells = async (table: string, member: string) => {
      const map = new Map<number, { member: number; cell: number }[]>();
      for (const r of await all(`select lesson_id, ${member} as m, cell from ${table} order by cell`))
        map.set(Number(r.lesson_id), [...(map.get(Number(r.lesson_id)) ?? []), { member: Number(r.m), cell: Number(r.cell) }]);
      return map;
    };
    const tutorCells = await cells('tutor_cells', 'tutor_id');
    const studentCells = await cells('student_cells', 'student_id');
    for (const l of lessons) {
      const id = Number(l.id);
      if (l.canceled_at !== null) {
        expect(tutorCells.get(id), `lesson ${id}`).toBeUndefined();
        expect(studentCells.get(id), `lesson ${id}`).toBeUndefined();
        continue;
      }
      const first = Number(l.start) / 900_000;
      const expected = (member: number) => Array.from({ length: Number(l.duration) / 15 }, (_, k) => ({ member, cell: first + k }));
      expect(tutorCells.get(id), `lesson ${id}`).toEqual(expected(Number(l.tutor_id)));
      expect(studentCells.get(id), `lesson ${id}`).toEqual(expected(Number(l.student_id)));
    }
    expect(await one('select count(*) from tutor_cells where lesson_id not in (select id from lessons where canceled_at is null)')).toBe(0);
  });

  it('books lessons by the rules: grid, price, the tutor’s weekly hours, verified students, quotas', async () => {
    expect(await one('select count(*) from lessons where start % 900000 != 0 or duration not in (15, 30)')).toBe(0);
    expect(await one(`select count(*) from lessons where price != duration * ${RATE} / 60`)).toBe(0);
    expect(await one(`select count(*) from lessons where canceled_at is null and start + duration * 60000 <= ${NOW}`)).toBeGreaterThan(50);
    expect(await one(`select count(*) from lessons where canceled_at is not null`)).toBeGreaterThan(0);
    expect(await one(`select count(*) from lessons where start > ${NOW} and canceled_at is null`)).toBeGreaterThan(5);
    expect(await one(`select count(*) from lessons where created_at > ${NOW} or canceled_at > ${NOW}`)).toBe(0);
    expect(await one('select count(*) from lessons l join tutors t on t.user_id = l.tutor_id where t.activated = 0')).toBe(0);

    const schedules = await all('select tutor_id, weekdays, start_minute, duration_minutes from schedules');
    for (const l of await all('select tutor_id, start, duration from lessons')) {
      const at = local(Number(l.start));
      const inside = schedules.some(
        (s) =>
          s.tutor_id === l.tutor_id &&
          (Number(s.weekdays) >> at.weekday) & 1 &&
          at.minute >= Number(s.start_minute) &&
          at.minute + Number(l.duration) <= Number(s.start_minute) + Number(s.duration_minutes),
      );
      expect(inside, `lesson at ${new Date(Number(l.start)).toISOString()} for tutor ${l.tutor_id}`).toBe(true);
    }

    const upcoming = await all(`select l.student_id, l.tutor_id, l.start, l.duration, u.verified, t.notice_minutes, p.weekly_minutes
      from lessons l join users u on u.id = l.student_id join tutors t on t.user_id = l.tutor_id
      left join subscriptions s on s.student_id = l.student_id and s.start <= ${NOW} and s.end > ${NOW}
      left join plans p on p.id = s.plan_id
      where l.canceled_at is null and l.start + l.duration * 60000 > ${NOW}`);
    const perWeek = new Map<string, number>();
    const trials = new Map<number, number>();
    for (const l of upcoming) {
      expect(Number(l.verified)).toBe(1);
      expect(Number(l.start)).toBeGreaterThanOrEqual(NOW + Number(l.notice_minutes) * 60_000);
      if (l.weekly_minutes === null) trials.set(Number(l.student_id), (trials.get(Number(l.student_id)) ?? 0) + 1);
      else {
        const key = `${l.student_id}:${local(Number(l.start)).week}`;
        perWeek.set(key, (perWeek.get(key) ?? 0) + Number(l.duration));
        expect(perWeek.get(key)!, key).toBeLessThanOrEqual(Number(l.weekly_minutes));
      }
    }
    expect(trials.size).toBeGreaterThan(0);
    expect([...trials.values()].every((n) => n === 1)).toBe(true);

    // a subscriber's week never holds more than the plan's minutes, past lessons of the week included (booking counts them)
    const subscribed = await all(`select l.student_id, l.start, l.duration, p.weekly_minutes from lessons l
      join subscriptions s on s.student_id = l.student_id and s.start <= ${NOW} and s.end > ${NOW} join plans p on p.id = s.plan_id
      where l.canceled_at is null`);
    const weekTotals = new Map<string, number>();
    for (const l of subscribed) {
      const key = `${l.student_id}:${local(Number(l.start)).week}`;
      weekTotals.set(key, (weekTotals.get(key) ?? 0) + Number(l.duration));
      expect(weekTotals.get(key)!, key).toBeLessThanOrEqual(Number(l.weekly_minutes));
    }
  });

  it('gives the demo tutor and student history and an upcoming lesson, and the tutor earnings above the pending withdrawal', async () => {
    const tutor = await one("select id from users where email = 'tutor1@kalam.test'");
    const student = await one("select id from users where email = 'student1@kalam.test'");
    expect(
      await one(`select count(*) from lessons where tutor_id = ${tutor} and canceled_at is null and start < ${NOW}`),
    ).toBeGreaterThanOrEqual(8);
    expect(await one(`select count(*) from lessons where tutor_id = ${tutor} and start > ${NOW}`)).toBeGreaterThan(0);
    expect(
      await one(`select count(*) from lessons where student_id = ${student} and canceled_at is null and start < ${NOW}`),
    ).toBeGreaterThan(0);
    expect(await one(`select count(*) from lessons where student_id = ${student} and start > ${NOW}`)).toBeGreaterThan(0);
    const earned = await one(
      `select sum(price) from lessons where tutor_id = ${tutor} and canceled_at is null and start + duration * 60000 <= ${NOW}`,
    );
    const withdrawing = await one(`select coalesce(sum(amount), 0) from invoices where user_id = ${tutor}`);
    expect(withdrawing).toBeGreaterThan(0);
    expect(earned).toBeGreaterThanOrEqual(withdrawing);
  });

  it('subscribes some verified students, each through a paid transaction', async () => {
    expect(await one(`select count(*) from subscriptions where start <= ${NOW} and end > ${NOW}`)).toBe(SEED_COUNTS.subscribers);
    expect(await one(`select count(*) from subscriptions s join users u on u.id = s.student_id where u.verified = 1 and u.role = 4`)).toBe(
      SEED_COUNTS.subscribers,
    );
    expect(
      await one(`select count(*) from subscriptions s join transactions t on t.id = s.transaction_id
      where t.user_id = s.student_id and t.plan_id = s.plan_id and t.period = s.period and t.status = 1 and t.amount > 0`),
    ).toBe(SEED_COUNTS.subscribers);
    expect(
      await one('select count(*) from users u where role = 4 and not exists (select 1 from subscriptions s where s.student_id = u.id)'),
    ).toBeGreaterThan(0);
  });

  it('opens a chat room for every pair with a lesson, and signs the active tutors’ interviews', async () => {
    expect(
      await one(`select count(*) from (select distinct student_id, tutor_id from lessons) p where not exists (
      select 1 from room_members a join room_members b on a.room_id = b.room_id where a.user_id = p.student_id and b.user_id = p.tutor_id)`),
    ).toBe(0);
    expect(await one('select count(*) from rooms r where (select count(*) from room_members m where m.room_id = r.id) != 2')).toBe(0);
    expect(
      await one(
        'select count(*) from messages m where not exists (select 1 from room_members r where r.room_id = m.room_id and r.user_id = m.sender_id)',
      ),
    ).toBe(0);
    expect(
      await one(`select count(*) from tutors t where t.activated = 1 and not exists (select 1 from interviews i
      where i.interviewee_id = t.user_id and i.status = 2 and i.signer_id is not null)`),
    ).toBe(0);
    expect(
      await one('select count(*) from interviews i join tutors t on t.user_id = i.interviewee_id where t.activated = 0 and i.status = 2'),
    ).toBe(0);
  });
});

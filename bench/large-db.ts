import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cellsOf, DAY_MS, MINUTE_MS, Role } from '@kalam/core';
import { tutorSearchDoc } from '@kalam/core/search-text';
import { createClient } from '@libsql/client';
import Database from 'libsql';
import { applyMigrations } from '../dev/migrate';

/** What the bench database holds. Students 1…SUBSCRIBERS have an unlimited subscription; students 1…ROOMS a chat room. */
export const COUNTS = {
  tutors: 10_000,
  students: 100_000,
  lessons: 1_000_000,
  ratings: 50_000,
  topics: 24,
  subscribers: 20_000,
  rooms: 20_000,
  messagesPerRoom: 20,
} as const;

/** The user id of bench student `n` (1-based): tutors take ids 1…10,000. */
export const studentId = (n: number) => COUNTS.tutors + n;
/** The chat room of bench student `n` (n ≤ COUNTS.rooms) and the tutor it pairs them with. */
export const roomOf = (n: number) => ({ roomId: n, tutorId: 1 + ((n * 7919) % COUNTS.tutors) });
/** The one plan: the most weekly minutes a plan may have, so quota never refuses a bench booking. */
export const BENCH_PLAN_WEEKLY_MINUTES = 10_080;

/**
 * A libSQL file with 10,000 tutors (one weekly template each, topics), 100,000 students, 1,000,000 lessons from 180
 * days ago to 14 days ahead (each with a booking key; 5 % cancelled by their student; the live ones hold their tutor
 * and student cells), 50,000 ratings, one plan with 20,000 subscribers, and 20,000 student–tutor chat rooms of 20
 * messages; every user holds one sign-in. Written with the native driver in one transaction around `now` (on the 15-minute grid), then ANALYZEd.
 */
/** Display names of bench tutors: common Egyptian first and family names, in Arabic and Latin letters. */
const FIRST = [
  ['أحمد', 'Ahmed'],
  ['محمد', 'Mohamed'],
  ['ريم', 'Reem'],
  ['سارة', 'Sara'],
  ['منى', 'Mona'],
  ['عمر', 'Omar'],
  ['نور', 'Nour'],
  ['ياسمين', 'Yasmin'],
  ['خالد', 'Khaled'],
  ['هبة', 'Heba'],
  ['مصطفى', 'Mostafa'],
  ['دينا', 'Dina'],
] as const;
const FAMILY = [
  ['سعيد', 'Saeed'],
  ['حسن', 'Hassan'],
  ['علي', 'Ali'],
  ['فؤاد', 'Fouad'],
  ['عادل', 'Adel'],
  ['نبيل', 'Nabil'],
  ['إبراهيم', 'Ibrahim'],
  ['الشريف', 'Elsherif'],
  ['منصور', 'Mansour'],
  ['عبد الله', 'Abdallah'],
] as const;
export const benchTutorName = (i: number): [string, string] => {
  const [fa, fl] = FIRST[i % FIRST.length]!;
  const [la, ll] = FAMILY[Math.floor(i / FIRST.length) % FAMILY.length]!;
  return [`${fa} ${la}`, `${fl} ${ll}`];
};
export const BENCH_NAMES = { first: FIRST, family: FAMILY };

export function seedLarge(file: string, now: number) {
  const db = new Database(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = OFF;');
  let seed = 42;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const int = (n: number) => Math.floor(rand() * n);
  const user = db.prepare(
    'insert into users (id, name, email, role, verified, gender, created_at, updated_at) values (?, ?, ?, ?, 1, ?, ?, ?)',
  );
  const tutor = db.prepare(
    'insert into tutors (user_id, bio, about, name_ar, name_latin, activated, notice_minutes, created_at, updated_at) values (?, ?, ?, ?, ?, 1, ?, ?, ?)',
  );
  // the search index, written from the same normaliser the API uses (as the demo seed writes it)
  const searchRow = db.prepare(
    'insert into tutor_search (rowid, name, topics, bio, about, name_keys, extras) values (?, ?, ?, ?, ?, ?, ?)',
  );
  const schedule = db.prepare(
    'insert into schedules (tutor_id, title, weekdays, start_minute, duration_minutes, time_zone, valid_from, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const topic = db.prepare('insert into topics (id, name_ar, name_en, created_at) values (?, ?, ?, ?)');
  const tutorTopic = db.prepare('insert or ignore into tutor_topics (tutor_id, topic_id) values (?, ?)');
  const lesson = db.prepare(
    'insert into lessons (id, tutor_id, student_id, start, duration, price, canceled_at, canceled_by, booking_key, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const tutorCell = db.prepare('insert or ignore into tutor_cells (tutor_id, cell, lesson_id) values (?, ?, ?)');
  const studentCell = db.prepare('insert or ignore into student_cells (student_id, cell, lesson_id) values (?, ?, ?)');
  const rating = db.prepare('insert or ignore into ratings (rater_id, ratee_id, value, created_at, updated_at) values (?, ?, ?, ?, ?)');
  const plan =
    db.prepare(`insert into plans (id, alias, weekly_minutes, full_month_price, full_quarter_price, half_year_price, full_year_price, created_at, updated_at)
    values (1, 'Bench unlimited', ?, 100000, 280000, 540000, 1000000, ?, ?)`);
  const subscription = db.prepare(
    'insert into subscriptions (student_id, plan_id, period, start, "end", created_at) values (?, 1, 0, ?, ?, ?)',
  );
  const room = db.prepare('insert into rooms (id, pair_key, created_at, last_message_at) values (?, ?, ?, ?)');
  const member = db.prepare('insert into room_members (room_id, user_id, pinned, muted, last_read_message_id) values (?, ?, 0, 0, ?)');
  const message = db.prepare('insert into messages (room_id, sender_id, text, created_at) values (?, ?, ?, ?)');
  // each user holds one sign-in, numbered as the user, which the bench's tokens name (mintToken)
  const signIn = db.prepare('insert into sign_ins (id, user_id, started_at, last_seen_at) values (?, ?, ?, ?)');
  db.transaction(() => {
    for (let i = 1; i <= COUNTS.topics; i++) topic.run(i, `موضوع ${i}`, `Topic ${i}`, now);
    for (let i = 1; i <= COUNTS.tutors; i++) {
      user.run(i, `Tutor ${i}`, `tutor${i}@bench.test`, Role.Tutor, i % 2 ? 'male' : 'female', now, now);
      const [nameAr, nameLatin] = benchTutorName(i);
      tutor.run(i, 'مدرس لغة إنجليزية', 'خبرة في تدريس المحادثة', nameAr, nameLatin, [0, 60, 120][i % 3], now, now);
      signIn.run(i, i, now, now);
      // Saturday to Thursday, from 09:00–10:45 Cairo time for 3–5¾ hours
      schedule.run(i, 'مواعيد الأسبوع', 0b1011111, 9 * 60 + 15 * int(8), 180 + 15 * int(12), 'Africa/Cairo', now - 90 * DAY_MS, now, now);
      const topicIds = [1 + int(COUNTS.topics), 1 + int(COUNTS.topics), 1 + int(COUNTS.topics)];
      for (const t of topicIds) tutorTopic.run(i, t);
      const d = tutorSearchDoc({
        name: [`Tutor ${i}`, nameAr, nameLatin].join(' '),
        bio: 'مدرس لغة إنجليزية',
        about: 'خبرة في تدريس المحادثة',
        topics: [...new Set(topicIds)].map((t) => ({ nameAr: `موضوع ${t}`, nameEn: `Topic ${t}` })),
      });
      searchRow.run(i, d.name, d.topics, d.bio, d.about, d.nameKeys, d.extras);
    }
    for (let i = 1; i <= COUNTS.students; i++) {
      user.run(studentId(i), `Student ${i}`, `student${i}@bench.test`, Role.Student, null, now, now);
      signIn.run(studentId(i), studentId(i), now, now);
    }
    for (let id = 1; id <= COUNTS.lessons; id++) {
      const start = now - 180 * DAY_MS + int(194 * 96) * 15 * MINUTE_MS;
      const duration = rand() < 0.5 ? 15 : 30;
      const tutorId = 1 + int(COUNTS.tutors);
      const student = studentId(1 + int(COUNTS.students));
      const canceled = rand() < 0.05;
      // every booking carries its idempotency key, as the API writes it (a column of NULLs would skew ANALYZE's statistics)
      lesson.run(
        id,
        tutorId,
        student,
        start,
        duration,
        duration * 250,
        canceled ? start - DAY_MS : null,
        canceled ? student : null,
        `seed-${id}`,
        start - 2 * DAY_MS,
        start - 2 * DAY_MS,
      );
      if (!canceled) {
        for (const cell of cellsOf(start, duration)) {
          tutorCell.run(tutorId, cell, id);
          studentCell.run(student, cell, id);
        }
      }
    }
    for (let i = 0; i < COUNTS.ratings; i++) rating.run(studentId(1 + int(COUNTS.students)), 1 + int(COUNTS.tutors), 1 + int(5), now, now);
    plan.run(BENCH_PLAN_WEEKLY_MINUTES, now, now);
    for (let n = 1; n <= COUNTS.subscribers; n++) subscription.run(studentId(n), now - 30 * DAY_MS, now + 60 * DAY_MS, now - 30 * DAY_MS);
    let messageId = 0;
    for (let n = 1; n <= COUNTS.rooms; n++) {
      const { roomId, tutorId } = roomOf(n);
      const first = now - 20 * DAY_MS;
      room.run(roomId, `${tutorId}:${studentId(n)}`, first, first + COUNTS.messagesPerRoom * 3_600_000);
      for (let k = 0; k < COUNTS.messagesPerRoom; k++) {
        const sender = k % 2 ? tutorId : studentId(n);
        message.run(
          roomId,
          sender,
          k % 2 ? 'أهلًا بك، نتقابل في الموعد' : 'مساء الخير، هل يمكن نركز على المحادثة في الدرس القادم؟',
          first + (k + 1) * 3_600_000,
        );
      }
      messageId += COUNTS.messagesPerRoom;
      member.run(roomId, studentId(n), messageId);
      member.run(roomId, tutorId, messageId - 1);
    }
  })();
  db.exec('ANALYZE;');
  db.close();
}

export interface LargeDatabase {
  /** the data folder to give startStack: kalam.db (migrated and seeded, so startStack's demo seed is skipped) and jwt-secret */
  dataDir: string;
  jwtSecret: string;
  /** the instant the data was laid around */
  now: number;
  seedSeconds: number;
}

/** Migrates and seeds `dataDir/kalam.db`, and writes the token key startStack hands the Worker (`dataDir/jwt-secret`). */
export async function prepareLargeDatabase(dataDir: string): Promise<LargeDatabase> {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'kalam.db');
  const migrate = createClient({ url: `file:${file}` });
  await applyMigrations(migrate);
  migrate.close();
  const grid = 15 * MINUTE_MS;
  const now = Math.floor(Date.now() / grid) * grid;
  const t0 = performance.now();
  seedLarge(file, now);
  const seedSeconds = (performance.now() - t0) / 1000;
  const jwtSecret = randomBytes(32).toString('hex');
  writeFileSync(join(dataDir, 'jwt-secret'), jwtSecret, { mode: 0o600 });
  return { dataDir, jwtSecret, now, seedSeconds };
}

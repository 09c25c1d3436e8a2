import type { Client } from '@libsql/client';
import { count } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import {
  DAY_MS,
  governorates,
  HOUR_MS,
  InterviewStatus,
  InvoiceStatus,
  type LessonDuration,
  MINUTE_MS,
  PaymentMethod,
  PaymentStatus,
  PIASTERS_PER_POUND,
  PLATFORM_DEFAULTS,
  PlanPeriod,
  planPeriodMonths,
  Role,
  TIME_ZONE,
  WithdrawMethodType,
} from '../core/src/index';
import { createDb } from '../workers/src/db/client';
import { pairKey } from '../workers/src/db/pair-key';
import * as t from '../workers/src/db/schema';
import { searchRowsWrites } from '../workers/src/services/tutor-search';
import { nodePasswordHasher } from './argon2-node';
import { demoProfile, demoReplyMinutes } from './seed-profiles';

// Demo data for `npm start` and the tests. Deterministic for a given `now` (seeded PRNG, ids assigned here), written
// only into a database without users, in one batch: it lands whole or not at all.
// Every demo account signs in with DEMO_PASSWORD (one argon2id hash shared by all, to seed fast).

const CELL_MS = 15 * MINUTE_MS;

function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

// Cairo wall-clock maths (Egypt observes summer time, so the offset is looked up, never assumed).
const cairoParts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});
function cairoOffset(utc: number): number {
  const p = Object.fromEntries(cairoParts.formatToParts(utc).map((x) => [x.type, Number(x.value)]));
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - (utc - (((utc % 1000) + 1000) % 1000));
}
/** Days since 1970-01-01 of the Cairo calendar date at `utc`. */
const cairoDay = (utc: number) => Math.floor((utc + cairoOffset(utc)) / DAY_MS);
/** UTC instant of `minute` minutes after midnight of Cairo calendar day `day`. */
function cairoTime(day: number, minute: number): number {
  const wall = day * DAY_MS + minute * MINUTE_MS;
  return wall - cairoOffset(wall - cairoOffset(wall));
}
/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
const weekdayOf = (day: number) => (day + 4) % 7;
/** Index of the Saturday-start week holding `day` (1970-01-03 was a Saturday). */
const weekOf = (day: number) => Math.floor((day - 2) / 7);

const TOPICS: [string, string][] = [
  ['محادثة', 'Conversation'],
  ['قواعد اللغة', 'Grammar'],
  ['النطق', 'Pronunciation'],
  ['آيلتس', 'IELTS'],
  ['توفل', 'TOEFL'],
  ['إنجليزية الأعمال', 'Business English'],
  ['المقابلات الشخصية', 'Job Interviews'],
  ['الكتابة', 'Writing'],
  ['المفردات', 'Vocabulary'],
  ['إنجليزية للأطفال', 'English for Kids'],
  ['الاستماع', 'Listening'],
  ['إنجليزية السفر', 'Travel English'],
];

const FIRST_F = [
  'Mariam',
  'Nour',
  'Salma',
  'Yasmin',
  'Hana',
  'Farida',
  'Laila',
  'Aya',
  'Dina',
  'Reem',
  'Malak',
  'Habiba',
  'Rana',
  'Shahd',
  'Jana',
];
const FIRST_M = [
  'Ahmed',
  'Omar',
  'Youssef',
  'Karim',
  'Mostafa',
  'Hassan',
  'Tarek',
  'Amr',
  'Khaled',
  'Ziad',
  'Adham',
  'Seif',
  'Marwan',
  'Hazem',
  'Mahmoud',
];
const LAST = [
  'Hassan',
  'Mahmoud',
  'Adel',
  'Fathy',
  'Samir',
  'Nabil',
  'Saeed',
  'Ibrahim',
  'Gamal',
  'Fouad',
  'Sherif',
  'Ezzat',
  'Ramadan',
  'Lotfy',
  'Hamdy',
];
// Some students write their names in Arabic letters (the name rule accepts both scripts).
const AR_FIRST_F = ['مريم', 'نور', 'سلمى', 'ياسمين', 'هنا'];
const AR_FIRST_M = ['أحمد', 'عمر', 'يوسف', 'كريم', 'مصطفى'];
const AR_LAST = ['عبد الله', 'محمود', 'عادل', 'فتحي', 'سمير'];
// A tutor's own words, in the first person and free of gender and figures: the profile's fields say those (years, certificates).
const BIOS = [
  'الإنجليزية بصبر ووضوح لكل المستويات',
  'أساعدك تتكلم بثقة من أول درس',
  'تحضير الآيلتس والتوفل خطوة بخطوة',
  'دروس ممتعة للأطفال والمبتدئين',
  'إنجليزية الأعمال والمقابلات الشخصية',
  'نطق سليم ولهجة واضحة',
  'قواعد مبسطة وتمارين عملية',
  'محادثة يومية بأسلوب مريح',
  'خبرة في التدريس أونلاين لطلاب مصر',
  'خطة واضحة لكل طالب من أول درس',
];
const ABOUTS = [
  'درست الأدب الإنجليزي في جامعة القاهرة، وأدرّس طلابًا من كل الأعمار. أركز على المحادثة العملية وبناء الثقة.',
  'أحب أن يكون الدرس حوارًا حقيقيًا. نبدأ بمستواك الحالي ونضع خطة واضحة لتصل إلى هدفك في وقت قصير.',
  'ساعدت مئات الطلاب على اجتياز اختبارات الآيلتس، وأبدأ مع كل طالب باختبار قصير لمستواه.',
  'أستخدم مواقف من الحياة اليومية والعمل، مع تصحيح لطيف للأخطاء ومتابعة لتقدمك من درس لآخر.',
];
const RATING_TEXTS = [
  'مدرس ممتاز وصبور جدًا',
  'الدرس كان مفيد وممتع',
  'شرح واضح ومنظم',
  'استفدت كثيرًا في المحادثة',
  'جيد لكن أحتاج تمارين أكثر',
];
const GREETINGS = ['أهلًا، متحمس جدًا للدرس', 'مساء الخير، هل يمكن نركز على المحادثة؟', 'شكرًا على الدرس السابق'];
const REPLIES = ['أهلًا بك، نتقابل في الموعد', 'أكيد، جهّز موضوعًا تحب تتكلم فيه', 'العفو، أداؤك يتحسن كل مرة'];

export interface SeedResult {
  seeded: boolean;
  logins: { role: string; email: string }[];
}

export const DEMO_PASSWORD = 'Kalam@2026';

export const DEMO_LOGINS: SeedResult['logins'] = [
  { role: 'super admin', email: 'super@kalam.test' },
  { role: 'admin', email: 'admin@kalam.test' },
  { role: 'tutor manager', email: 'manager@kalam.test' },
  { role: 'studio', email: 'studio@kalam.test' },
  { role: 'tutor', email: 'tutor1@kalam.test' },
  { role: 'student', email: 'student1@kalam.test' },
];

/** What the demo holds (the seed test checks the database against it). */
export const SEED_COUNTS = {
  staff: 5,
  tutors: 30,
  inactiveTutors: 2,
  students: 20,
  subscribers: 6,
  topics: TOPICS.length,
  plans: 3,
} as const;

export async function seed(client: Client, opts: { now?: number } = {}): Promise<SeedResult> {
  const db = createDb(client);
  const [existing] = await db.select({ n: count() }).from(t.users);
  if ((existing?.n ?? 0) > 0) return { seeded: false, logins: DEMO_LOGINS };

  const rand = prng(20261122);
  const int = (n: number) => Math.floor(rand() * n);
  const pick = <T>(xs: readonly T[]) => xs[int(xs.length)]!;
  const now = opts.now ?? Date.now();
  const today = cairoDay(now);
  const password = await nodePasswordHasher().hash(DEMO_PASSWORD);
  // Staff and tutors joined 120 days ago (tutors passed their interviews soon after); students, plans and the rest 90.
  const stamp = { createdAt: now - 90 * DAY_MS, updatedAt: now - 90 * DAY_MS };
  const early = { createdAt: now - 120 * DAY_MS, updatedAt: now - 120 * DAY_MS };

  // Users: ids assigned here (the table is empty), so the whole seed is one batch.
  const users: (typeof t.users.$inferInsert)[] = [];
  type NewUser = Omit<typeof t.users.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'password'>;
  const addUser = (u: NewUser, at = early) => {
    const id = users.length + 1;
    users.push({ ...u, ...at, password, id });
    return id;
  };
  addUser({ name: 'Sara Kamal', email: 'super@kalam.test', role: Role.SuperAdmin, verified: true });
  addUser({ name: 'Hesham Adel', email: 'admin@kalam.test', role: Role.RegularAdmin, verified: true });
  addUser({ name: 'Noha Saeed', email: 'admin2@kalam.test', role: Role.RegularAdmin, verified: true });
  const managerId = addUser({ name: 'Walid Fathy', email: 'manager@kalam.test', role: Role.TutorManager, verified: true });
  addUser({ name: 'Mona Studio', email: 'studio@kalam.test', role: Role.Studio, verified: true });

  const tutorIds = Array.from({ length: SEED_COUNTS.tutors }, (_, i) => {
    const female = i % 2 === 0;
    const first = female ? FIRST_F[(i / 2) % FIRST_F.length]! : FIRST_M[Math.floor(i / 2) % FIRST_M.length]!;
    // a few write their name in Arabic letters: the search finds them from either script
    const arabic = i % 7 === 3;
    const j = Math.floor(i / 7);
    return addUser({
      name: arabic ? `${(female ? AR_FIRST_F : AR_FIRST_M)[j % 5]} ${AR_LAST[(j * 2) % 5]}` : `${first} ${LAST[(i * 7) % LAST.length]}`,
      email: `tutor${i + 1}@kalam.test`,
      role: Role.Tutor,
      gender: female ? 'female' : 'male',
      verified: true,
      birthYear: 1975 + int(25),
      city: governorates[int(3)],
    });
  });
  const activeTutors = tutorIds.slice(0, SEED_COUNTS.tutors - SEED_COUNTS.inactiveTutors);

  const studentIds = Array.from({ length: SEED_COUNTS.students }, (_, i) => {
    const male = i % 2 === 1;
    const arabic = i % 5 === 4;
    const j = Math.floor(i / 5);
    const name = arabic
      ? `${(male ? AR_FIRST_M : AR_FIRST_F)[j % 5]} ${AR_LAST[(j * 2 + 1) % 5]}`
      : `${male ? FIRST_M[i % FIRST_M.length] : FIRST_F[i % FIRST_F.length]} ${LAST[(i * 3 + 1) % LAST.length]}`;
    return addUser(
      {
        name,
        email: `student${i + 1}@kalam.test`,
        role: Role.Student,
        gender: male ? 'male' : 'female',
        verified: i % 4 !== 3,
        birthYear: 1990 + int(15),
        city: governorates[int(governorates.length)],
      },
      stamp,
    );
  });
  const verifiedStudents = studentIds.filter((_, i) => i % 4 !== 3);
  const isVerified = new Set(verifiedStudents);

  const topics = TOPICS.map(([nameAr, nameEn], i) => ({ id: i + 1, nameAr, nameEn, createdAt: stamp.createdAt }));
  // The last two active tutors were approved in the last weeks (marked new, their lessons start after approval).
  const recentlyApproved = new Map(activeTutors.slice(-2).map((id, k) => [id, now - (10 + 14 * k) * DAY_MS]));
  // The last two tutors applied but have not passed their interview: never listed.
  const tutorRows = tutorIds.map((userId, i) => ({
    userId,
    bio: BIOS[i % BIOS.length]!,
    about: ABOUTS[i % ABOUTS.length]!,
    ...demoProfile(i, users[userId - 1]!.name),
    activated: activeTutors.includes(userId),
    activatedBy: activeTutors.includes(userId) ? managerId : null,
    activatedAt: null as number | null,
    noticeMinutes: [0, 60, 120, 240][i % 4]!,
    createdAt: early.createdAt,
    updatedAt: stamp.updatedAt,
  }));
  const tutorTopics = tutorIds.flatMap((tutorId) => {
    const n = 3 + int(4);
    const chosen = new Set<number>();
    while (chosen.size < n) chosen.add(pick(topics).id);
    return [...chosen].map((topicId) => ({ tutorId, topicId }));
  });

  // Weekly templates in Cairo time: 18:00–22:00 on four weekdays (bit 0 = Sunday), plus a Saturday morning for some;
  // the tutor manager holds interview hours Sunday to Thursday, 10:00–14:00.
  type Window = { weekdays: number; startMinute: number; durationMinutes: number };
  const windows = new Map<number, Window[]>();
  const schedules: (typeof t.schedules.$inferInsert)[] = [];
  const addSchedule = (tutorId: number, title: string, w: Window) => {
    schedules.push({ id: schedules.length + 1, tutorId, title, ...w, timeZone: TIME_ZONE, validFrom: stamp.createdAt, ...stamp });
    windows.set(tutorId, [...(windows.get(tutorId) ?? []), w]);
  };
  tutorIds.forEach((tutorId, i) => {
    addSchedule(tutorId, 'مواعيد المساء', {
      weekdays: [0b1011001, 0b0110110, 0b1100011][i % 3]!,
      startMinute: 18 * 60,
      durationMinutes: 240,
    });
    if (i % 2) addSchedule(tutorId, 'صباح السبت', { weekdays: 0b1000000, startMinute: 10 * 60, durationMinutes: 180 });
  });
  addSchedule(managerId, 'مواعيد المقابلات', { weekdays: 0b0011111, startMinute: 10 * 60, durationMinutes: 240 });

  const plans = (
    [
      ['Beginning', 'المبتدئ', 60, 600],
      ['Advanced', 'المتقدم', 120, 1100],
      ['Professional', 'الاحترافي', 240, 2000],
    ] as const
  ).map(([alias, nameAr, weeklyMinutes, monthPounds], i) => {
    const month = monthPounds * PIASTERS_PER_POUND;
    return {
      id: i + 1,
      alias,
      nameAr,
      weeklyMinutes,
      fullMonthPrice: month,
      fullMonthDiscount: 0,
      fullQuarterPrice: month * 3,
      fullQuarterDiscount: 10,
      halfYearPrice: month * 6,
      halfYearDiscount: 15,
      fullYearPrice: month * 12,
      fullYearDiscount: 25,
      ...stamp,
    };
  });

  // The first six verified students bought a quarter 30 days ago, paid by card.
  const subscribers = verifiedStudents.slice(0, SEED_COUNTS.subscribers);
  const quota = new Map<number, number>();
  const transactions: (typeof t.transactions.$inferInsert)[] = [];
  const subscriptions: (typeof t.subscriptions.$inferInsert)[] = [];
  subscribers.forEach((studentId, i) => {
    const plan = plans[i % plans.length]!;
    const start = now - 30 * DAY_MS;
    const end = new Date(start);
    end.setUTCMonth(end.getUTCMonth() + planPeriodMonths[PlanPeriod.Quarter]);
    const amount = Math.round((plan.fullQuarterPrice * (100 - plan.fullQuarterDiscount)) / 100);
    const id = i + 1;
    transactions.push({
      id,
      userId: studentId,
      planId: plan.id,
      period: PlanPeriod.Quarter,
      merchantRefNum: `DEMO-${String(id).padStart(6, '0')}`,
      fawryRefNumber: String(9_100_000_000 + id),
      amount,
      discount: plan.fullQuarterPrice - amount,
      method: PaymentMethod.Card,
      status: PaymentStatus.Paid,
      paidAt: start,
      createdAt: start - 5 * MINUTE_MS,
      updatedAt: start,
    });
    subscriptions.push({
      id,
      studentId,
      planId: plan.id,
      period: PlanPeriod.Quarter,
      start,
      end: end.getTime(),
      transactionId: id,
      createdAt: start,
    });
    quota.set(studentId, plan.weeklyMinutes);
  });

  // Lessons inside the tutors' weekly hours, on the 15-minute grid, never overlapping for a tutor or a student:
  // fulfilled ones over the last 60 days (a few cancelled), and upcoming ones within the booking rules (verified
  // students; subscribers within their weekly minutes; a trial for a couple of students without a plan).
  const rate = PLATFORM_DEFAULTS.tutorHourlyRate;
  const lessons: (typeof t.lessons.$inferInsert & { id: number; duration: LessonDuration; start: number })[] = [];
  const taken = new Set<string>();
  const weekMinutes = new Map<string, number>();
  const cellsOf = (start: number, duration: number) => Array.from({ length: duration / 15 }, (_, c) => start / CELL_MS + c);
  const tryBook = (tutorId: number, studentId: number, day: number, duration: LessonDuration, cancelled = false): boolean => {
    const open = (windows.get(tutorId) ?? []).filter((w) => (w.weekdays >> weekdayOf(day)) & 1);
    if (!open.length) return false;
    const w = pick(open);
    const start = cairoTime(day, w.startMinute + 15 * int((w.durationMinutes - duration) / 15 + 1));
    if (start < (recentlyApproved.get(tutorId) ?? 0)) return false;
    const upcoming = start > now;
    // a subscriber's week holds at most the plan's minutes, past lessons included, as booking counts them
    const limit = quota.get(studentId);
    const week = `${studentId}:${weekOf(day)}`;
    if (limit !== undefined && !cancelled && (weekMinutes.get(week) ?? 0) + duration > limit) return false;
    if (upcoming) {
      if (!isVerified.has(studentId)) return false;
      const tutorNotice = tutorRows[tutorIds.indexOf(tutorId)]!.noticeMinutes;
      if (start < now + tutorNotice * MINUTE_MS) return false;
      const unfinished = lessons.filter((l) => l.studentId === studentId && !l.canceledAt && l.start + l.duration * MINUTE_MS > now);
      if (limit === undefined && unfinished.length >= 1) return false;
    } else if (start + duration * MINUTE_MS > now) return false;
    const cells = cellsOf(start, duration);
    if (cells.some((c) => taken.has(`t${tutorId}:${c}`) || taken.has(`s${studentId}:${c}`))) return false;
    cells.forEach((c) => (taken.add(`t${tutorId}:${c}`), taken.add(`s${studentId}:${c}`)));
    if (!cancelled) weekMinutes.set(week, (weekMinutes.get(week) ?? 0) + duration);
    const createdAt = Math.min(start - 3 * DAY_MS, now - 2 * HOUR_MS);
    lessons.push({
      id: lessons.length + 1,
      tutorId,
      studentId,
      start,
      duration,
      price: (duration * rate) / 60,
      canceledAt: cancelled ? createdAt + HOUR_MS : null,
      canceledBy: cancelled ? studentId : null,
      createdAt,
      updatedAt: cancelled ? createdAt + HOUR_MS : createdAt,
    });
    return true;
  };
  const attempt = (tries: number, book: () => boolean) => {
    for (let k = 0; k < tries; k++) if (book()) return true;
    return false;
  };
  // tutor1 and student1 (the demo logins) always have history and something coming up.
  for (let k = 0; k < 8; k++) attempt(20, () => tryBook(tutorIds[0]!, pick(verifiedStudents), today - 1 - int(60), 30));
  for (let k = 0; k < 4; k++) attempt(20, () => tryBook(pick(activeTutors), studentIds[0]!, today - 1 - int(60), 30));
  attempt(40, () => tryBook(tutorIds[0]!, studentIds[0]!, today + 1 + int(7), 30));
  for (let k = 0; k < 120; k++)
    attempt(5, () => tryBook(pick(activeTutors), pick(verifiedStudents), today - 1 - int(60), rand() < 0.5 ? 15 : 30, k % 17 === 0));
  for (const studentId of subscribers)
    for (let k = 0; k < 3; k++) attempt(10, () => tryBook(pick(activeTutors), studentId, today + 1 + int(10), rand() < 0.5 ? 15 : 30));
  for (const studentId of verifiedStudents.slice(SEED_COUNTS.subscribers, SEED_COUNTS.subscribers + 2))
    attempt(20, () => tryBook(pick(activeTutors), studentId, today + 1 + int(7), 30));
  lessons.sort((a, b) => a.start - b.start || a.tutorId - b.tutorId).forEach((l, i) => (l.id = i + 1));

  const live = lessons.filter((l) => !l.canceledAt);
  const tutorCells = live.flatMap((l) => cellsOf(l.start, l.duration).map((cell) => ({ tutorId: l.tutorId, cell, lessonId: l.id })));
  const studentCells = live.flatMap((l) => cellsOf(l.start, l.duration).map((cell) => ({ studentId: l.studentId, cell, lessonId: l.id })));

  // One rating per student–tutor pair that had a fulfilled lesson; a few tutors stay unrated.
  const ratingPairs = new Map<string, { raterId: number; rateeId: number; at: number }>();
  for (const l of live)
    if (l.start + l.duration * MINUTE_MS <= now && tutorIds.indexOf(l.tutorId) % 9 !== 8)
      ratingPairs.set(`${l.studentId}:${l.tutorId}`, {
        raterId: l.studentId,
        rateeId: l.tutorId,
        at: l.start + l.duration * MINUTE_MS + HOUR_MS,
      });
  const ratings = [...ratingPairs.values()].map(({ at, ...p }, i) => ({
    id: i + 1,
    ...p,
    value: 3 + int(3) - (rand() < 0.1 ? 2 : 0),
    text: pick(RATING_TEXTS),
    createdAt: at,
    updatedAt: at,
  }));

  // Interviews: every active tutor passed one (signed by the manager); tutor29 awaits one; tutor30 has none yet.
  const firstInterviewDay = cairoDay(early.createdAt) + 7;
  const interviews: (typeof t.interviews.$inferInsert)[] = activeTutors.map((intervieweeId, i) => {
    const approved = recentlyApproved.get(intervieweeId);
    let day = approved ? cairoDay(approved) : firstInterviewDay + Math.floor(i / 8);
    while (weekdayOf(day) > 4) day++;
    const start = cairoTime(day, 10 * 60 + 30 * (i % 8));
    return {
      id: i + 1,
      interviewerId: managerId,
      intervieweeId,
      start,
      level: 3 + (i % 3),
      status: InterviewStatus.Passed,
      signerId: managerId,
      signedAt: start + HOUR_MS,
      feedback: '<p>مستوى ممتاز في المحادثة والنطق، وأسلوب واضح في الشرح.</p>',
      note: '<p>مناسب للطلاب المبتدئين والمتوسطين.</p>',
      createdAt: start - 3 * DAY_MS,
      updatedAt: start + HOUR_MS,
    };
  });
  {
    let day = today + 2;
    while (weekdayOf(day) > 4) day++;
    interviews.push({
      id: interviews.length + 1,
      interviewerId: managerId,
      intervieweeId: tutorIds[SEED_COUNTS.tutors - 2]!,
      start: cairoTime(day, 11 * 60),
      status: InterviewStatus.Pending,
      createdAt: now - DAY_MS,
      updatedAt: now - DAY_MS,
    });
  }

  // a tutor is approved when their passed interview is signed
  for (const iv of interviews) {
    const row = tutorRows.find((r) => r.userId === iv.intervieweeId);
    if (row && iv.signedAt) row.activatedAt = iv.signedAt;
  }

  // Chat: booking opened a room for each student–tutor pair (a greeting and a reply), and each interview one with the manager.
  const rooms: (typeof t.rooms.$inferInsert)[] = [];
  const roomMembers: (typeof t.roomMembers.$inferInsert)[] = [];
  const messages: (typeof t.messages.$inferInsert)[] = [];
  const opened = new Set<string>();
  const openRoom = (a: number, b: number, at: number, texts: [string, string], replyMinutes = 20) => {
    const key = pairKey(a, b);
    if (opened.has(key)) return;
    opened.add(key);
    const roomId = rooms.length + 1;
    const first = { id: messages.length + 1, roomId, senderId: a, text: texts[0], createdAt: at };
    const reply = { id: messages.length + 2, roomId, senderId: b, text: texts[1], createdAt: at + replyMinutes * MINUTE_MS };
    messages.push(first, reply);
    rooms.push({ id: roomId, pairKey: key, createdAt: at, lastMessageAt: reply.createdAt });
    roomMembers.push({ roomId, userId: a, lastReadMessageId: reply.id }, { roomId, userId: b, lastReadMessageId: reply.id });
  };
  for (const l of lessons)
    openRoom(l.studentId, l.tutorId, l.createdAt, [pick(GREETINGS), pick(REPLIES)], demoReplyMinutes(tutorIds.indexOf(l.tutorId), rand()));
  for (const iv of interviews)
    openRoom(iv.intervieweeId, iv.interviewerId, iv.createdAt!, ['السلام عليكم، حجزت موعد المقابلة', 'أهلًا بك، نراك في الموعد']);

  const batch: BatchItem<'sqlite'>[] = [];
  const add = <T extends { length: number }>(rows: T, insert: (rows: T) => BatchItem<'sqlite'>) => {
    if (rows.length) batch.push(insert(rows));
  };
  add(users, (r) => db.insert(t.users).values(r));
  add(topics, (r) => db.insert(t.topics).values(r));
  add(tutorRows, (r) => db.insert(t.tutors).values(r));
  // the tutor manager hosts interviews from their own schedule, which hangs off a tutor row like a tutor's
  add(
    [
      {
        userId: managerId,
        bio: 'مسؤول مقابلات المدرسين الجدد',
        about: 'أقابل المتقدمين للتدريس في كلام وأساعدهم في خطواتهم الأولى.',
        activated: false,
        noticeMinutes: 60,
        createdAt: early.createdAt,
        updatedAt: stamp.updatedAt,
      },
    ],
    (r) => db.insert(t.tutors).values(r),
  );
  add(tutorTopics, (r) => db.insert(t.tutorTopics).values(r));
  batch.push(
    ...searchRowsWrites(
      db,
      tutorRows.map((row) => ({
        id: row.userId,
        name: users.find((u) => u.id === row.userId)!.name,
        nameAr: row.nameAr ?? null,
        nameLatin: row.nameLatin ?? null,
        bio: row.bio,
        about: row.about,
        topics: tutorTopics.filter((x) => x.tutorId === row.userId).map((x) => topics[x.topicId - 1]!),
      })),
    ),
  );
  add(schedules, (r) => db.insert(t.schedules).values(r));
  add(plans, (r) => db.insert(t.plans).values(r));
  add(transactions, (r) => db.insert(t.transactions).values(r));
  add(subscriptions, (r) => db.insert(t.subscriptions).values(r));
  add(lessons, (r) => db.insert(t.lessons).values(r));
  add(tutorCells, (r) => db.insert(t.tutorCells).values(r));
  add(studentCells, (r) => db.insert(t.studentCells).values(r));
  add(ratings, (r) => db.insert(t.ratings).values(r));
  add(interviews, (r) => db.insert(t.interviews).values(r));
  add(rooms, (r) => db.insert(t.rooms).values(r));
  add(roomMembers, (r) => db.insert(t.roomMembers).values(r));
  add(messages, (r) => db.insert(t.messages).values(r));
  batch.push(
    db.insert(t.withdrawMethods).values(
      [WithdrawMethodType.Wallet, WithdrawMethodType.Bank, WithdrawMethodType.Instapay].map((type, i) => ({
        id: i + 1,
        type,
        min: PLATFORM_DEFAULTS.withdrawalMin,
        max: PLATFORM_DEFAULTS.withdrawalMax,
        updatedAt: stamp.updatedAt,
      })),
    ),
    // tutor1's earnings (eight or more fulfilled half-hours) cover this pending withdrawal.
    db.insert(t.invoices).values({
      id: 1,
      userId: tutorIds[0]!,
      amount: 200 * PIASTERS_PER_POUND,
      method: WithdrawMethodType.Wallet,
      phone: '01012345678',
      status: InvoiceStatus.Pending,
      createdAt: now - 2 * DAY_MS,
      updatedAt: now - 2 * DAY_MS,
    }),
    db.insert(t.coupons).values({ id: 1, code: 'WELCOME10', discount: 10, expiresAt: now + 60 * DAY_MS, ...stamp }),
    db.insert(t.platformSettings).values(
      Object.entries({
        tutorHourlyRate: PLATFORM_DEFAULTS.tutorHourlyRate,
        cancellationWindowHours: PLATFORM_DEFAULTS.cancellationWindowHours,
      }).map(([key, value]) => ({ key, value, updatedAt: stamp.updatedAt })),
    ),
  );
  await db.batch(batch as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
  return { seeded: true, logins: DEMO_LOGINS };
}

import type { Client } from '@libsql/client';
import { count } from 'drizzle-orm';
import { InvoiceStatus, PIASTERS_PER_POUND, PLATFORM_DEFAULTS, Role, WithdrawMethodType } from '../core/src/index';
import { createDb } from '../workers/src/db/client';
import { nodePasswordHasher } from './argon2-node';
import * as t from '../workers/src/db/schema';

// Demo data for `npm start` and the tests: deterministic (seeded PRNG) and only on an empty database.
// Every demo account signs in with DEMO_PASSWORD (one argon2id hash shared by all, to seed fast).

const DAY = 86_400_000;
const HOUR = 3_600_000;

function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const TOPICS: [string, string][] = [
  ['محادثة', 'Conversation'], ['قواعد اللغة', 'Grammar'], ['النطق', 'Pronunciation'], ['آيلتس', 'IELTS'],
  ['توفل', 'TOEFL'], ['إنجليزية الأعمال', 'Business English'], ['المقابلات الشخصية', 'Job Interviews'],
  ['الكتابة', 'Writing'], ['المفردات', 'Vocabulary'], ['إنجليزية للأطفال', 'English for Kids'],
  ['الاستماع', 'Listening'], ['إنجليزية السفر', 'Travel English'],
];

const FIRST_F = ['Mariam', 'Nour', 'Salma', 'Yasmin', 'Hana', 'Farida', 'Laila', 'Aya', 'Dina', 'Reem', 'Malak', 'Habiba', 'Rana', 'Shahd', 'Jana'];
const FIRST_M = ['Ahmed', 'Omar', 'Youssef', 'Karim', 'Mostafa', 'Hassan', 'Tarek', 'Amr', 'Khaled', 'Ziad', 'Adham', 'Seif', 'Marwan', 'Hazem', 'Mahmoud'];
const LAST = ['Hassan', 'Mahmoud', 'Adel', 'Fathy', 'Samir', 'Nabil', 'Saeed', 'Ibrahim', 'Gamal', 'Fouad', 'Sherif', 'Ezzat', 'Ramadan', 'Lotfy', 'Hamdy'];
const BIOS = [
  'مدرّسة إنجليزية بخبرة عشر سنوات', 'أساعدك تتكلم بثقة من أول درس', 'متخصص في تحضير الآيلتس والتوفل',
  'دروس ممتعة للأطفال والمبتدئين', 'إنجليزية الأعمال والمقابلات الشخصية', 'نطق سليم ولهجة واضحة',
  'قواعد مبسطة وتمارين عملية', 'محادثة يومية بأسلوب مريح', 'خبرة في التدريس أونلاين لطلاب مصر',
  'مدرب معتمد لتعليم الإنجليزية',
];
const ABOUTS = [
  'درست الأدب الإنجليزي في جامعة القاهرة، وأدرّس منذ سنوات لطلاب من كل الأعمار. أركز على المحادثة العملية وبناء الثقة.',
  'أحب أن يكون الدرس حوارًا حقيقيًا. نبدأ بمستواك الحالي ونضع خطة واضحة لتصل إلى هدفك في وقت قصير.',
  'حاصل على شهادة تدريس اللغة الإنجليزية للناطقين بغيرها، وساعدت مئات الطلاب على اجتياز اختبارات الآيلتس.',
  'أستخدم مواقف من الحياة اليومية والعمل، مع تصحيح لطيف للأخطاء ومتابعة لتقدمك من درس لآخر.',
];
const RATING_TEXTS = ['مدرس ممتاز وصبور جدًا', 'الدرس كان مفيد وممتع', 'شرح واضح ومنظم', 'استفدت كثيرًا في المحادثة', 'جيد لكن أحتاج تمارين أكثر'];

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

export async function seed(client: Client, opts: { now?: number } = {}): Promise<SeedResult> {
  const db = createDb(client);
  const [existing] = await db.select({ n: count() }).from(t.users);
  if ((existing?.n ?? 0) > 0) return { seeded: false, logins: DEMO_LOGINS };

  const rand = prng(20261122);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const now = opts.now ?? Date.now();
  // Lessons sit on the 15-minute grid, counted from an hour boundary.
  const base = now - (now % HOUR);
  const password = await nodePasswordHasher().hash(DEMO_PASSWORD);
  const stamp = { createdAt: now - 90 * DAY, updatedAt: now - 90 * DAY };
  const account = { ...stamp, password };

  const staff = [
    { name: 'Sara Kamal', email: 'super@kalam.test', role: Role.SuperAdmin },
    { name: 'Hesham Adel', email: 'admin@kalam.test', role: Role.RegularAdmin },
    { name: 'Noha Saeed', email: 'admin2@kalam.test', role: Role.RegularAdmin },
    { name: 'Walid Fathy', email: 'manager@kalam.test', role: Role.TutorManager },
    { name: 'Mona Studio', email: 'studio@kalam.test', role: Role.Studio },
  ];
  const staffRows = await db
    .insert(t.users)
    .values(staff.map((s) => ({ ...s, verified: true, ...account })))
    .returning({ id: t.users.id });
  const managerId = staffRows[3]!.id;

  const topicRows = await db
    .insert(t.topics)
    .values(TOPICS.map(([nameAr, nameEn]) => ({ nameAr, nameEn, createdAt: stamp.createdAt })))
    .returning({ id: t.topics.id });

  const TUTORS = 30;
  const tutorValues = Array.from({ length: TUTORS }, (_, i) => {
    const female = i % 2 === 0;
    const first = female ? FIRST_F[(i / 2) % FIRST_F.length]! : FIRST_M[Math.floor(i / 2) % FIRST_M.length]!;
    return {
      name: `${first} ${LAST[(i * 7) % LAST.length]}`,
      email: `tutor${i + 1}@kalam.test`,
      role: Role.Tutor,
      gender: female ? ('female' as const) : ('male' as const),
      verified: true,
      birthYear: 1975 + Math.floor(rand() * 25),
      city: 1 + Math.floor(rand() * 3),
      ...account,
    };
  });
  const tutorRows = await db.insert(t.users).values(tutorValues).returning({ id: t.users.id });
  const tutorIds = tutorRows.map((r) => r.id);
  // The last two applied but have not passed their interview: never listed.
  await db.insert(t.tutors).values(
    tutorIds.map((userId, i) => ({
      userId,
      bio: BIOS[i % BIOS.length]!,
      about: ABOUTS[i % ABOUTS.length]!,
      activated: i < TUTORS - 2,
      activatedBy: i < TUTORS - 2 ? managerId : null,
      noticeMinutes: [0, 60, 120, 240][i % 4]!,
      ...stamp,
    })),
  );
  const links = tutorIds.flatMap((tutorId) => {
    const n = 3 + Math.floor(rand() * 4);
    const chosen = new Set<number>();
    while (chosen.size < n) chosen.add(pick(topicRows).id);
    return [...chosen].map((topicId) => ({ tutorId, topicId }));
  });
  await db.insert(t.tutorTopics).values(links);
  // Weekly evenings in Cairo: 18:00–22:00 on four weekdays, plus a Saturday morning for some.
  await db.insert(t.schedules).values(
    tutorIds.flatMap((tutorId, i) => [
      { tutorId, title: 'مواعيد المساء', weekdays: [0b1011001, 0b0110110, 0b1100011][i % 3]!, startMinute: 18 * 60, durationMinutes: 240, validFrom: stamp.createdAt, ...stamp },
      ...(i % 2 ? [{ tutorId, title: 'صباح السبت', weekdays: 0b1000000, startMinute: 10 * 60, durationMinutes: 180, validFrom: stamp.createdAt, ...stamp }] : []),
    ]),
  );

  const STUDENTS = 20;
  const studentRows = await db
    .insert(t.users)
    .values(
      Array.from({ length: STUDENTS }, (_, i) => ({
        name: `${i % 2 ? FIRST_M[i % FIRST_M.length] : FIRST_F[i % FIRST_F.length]} ${LAST[(i * 3 + 1) % LAST.length]}`,
        email: `student${i + 1}@kalam.test`,
        role: Role.Student,
        gender: i % 2 ? ('male' as const) : ('female' as const),
        verified: i % 4 !== 3,
        birthYear: 1990 + Math.floor(rand() * 15),
        city: 1 + Math.floor(rand() * 30),
        ...account,
      })),
    )
    .returning({ id: t.users.id });
  const studentIds = studentRows.map((r) => r.id);

  const planRows = await db
    .insert(t.plans)
    .values(
      [
        ['Beginning', 60, 600],
        ['Advanced', 120, 1100],
        ['Professional', 240, 2000],
      ].map(([alias, weeklyMinutes, monthPounds]) => {
        const month = (monthPounds as number) * PIASTERS_PER_POUND;
        return {
          alias: alias as string,
          weeklyMinutes: weeklyMinutes as number,
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
      }),
    )
    .returning({ id: t.plans.id });

  // Students 1–6 subscribe (one quarter, paid 30 days ago).
  await db.insert(t.subscriptions).values(
    studentIds.slice(0, 6).map((studentId, i) => ({
      studentId,
      planId: planRows[i % 3]!.id,
      period: 1,
      start: now - 30 * DAY,
      end: now + 60 * DAY,
      createdAt: now - 30 * DAY,
    })),
  );

  // Past fulfilled lessons (evenings, one per tutor-student-day), a few cancelled, some upcoming.
  const rate = PLATFORM_DEFAULTS.tutorHourlyRate;
  const lessonValues: (typeof t.lessons.$inferInsert)[] = [];
  const taken = new Set<string>();
  const activeTutors = tutorIds.slice(0, TUTORS - 2);
  for (let k = 0; k < 160; k++) {
    const tutorId = pick(activeTutors);
    const studentId = pick(studentIds.slice(0, 16));
    const dayOffset = k < 130 ? -1 - Math.floor(rand() * 60) : 1 + Math.floor(rand() * 10);
    const start = base + dayOffset * DAY + Math.floor(rand() * 8) * 15 * 60_000;
    const duration = rand() < 0.5 ? 15 : 30;
    const cells = Array.from({ length: duration / 15 }, (_, c) => Math.floor(start / 900_000) + c);
    if (cells.some((c) => taken.has(`t${tutorId}:${c}`) || taken.has(`s${studentId}:${c}`))) continue;
    cells.forEach((c) => (taken.add(`t${tutorId}:${c}`), taken.add(`s${studentId}:${c}`)));
    const cancelled = k % 17 === 0;
    lessonValues.push({
      tutorId,
      studentId,
      start,
      duration,
      price: (duration * rate) / 60,
      canceledAt: cancelled ? start - 2 * DAY : null,
      canceledBy: cancelled ? studentId : null,
      createdAt: start - 3 * DAY,
      updatedAt: start - 3 * DAY,
    });
  }
  const lessonRows = await db.insert(t.lessons).values(lessonValues).returning({ id: t.lessons.id });
  const cellsOf = (l: (typeof lessonValues)[number], lessonId: number) =>
    Array.from({ length: l.duration / 15 }, (_, c) => Math.floor(l.start / 900_000) + c).map((cell) => ({ cell, lessonId }));
  const live = lessonValues.map((l, i) => ({ l, id: lessonRows[i]!.id })).filter(({ l }) => !l.canceledAt);
  await db.insert(t.tutorCells).values(live.flatMap(({ l, id }) => cellsOf(l, id).map((c) => ({ ...c, tutorId: l.tutorId }))));
  await db.insert(t.studentCells).values(live.flatMap(({ l, id }) => cellsOf(l, id).map((c) => ({ ...c, studentId: l.studentId }))));

  // One rating per student-tutor pair that had a fulfilled lesson; a few tutors stay unrated.
  const pairs = new Map<string, { raterId: number; rateeId: number }>();
  for (const { l } of live) {
    if (l.start < now && tutorIds.indexOf(l.tutorId) % 9 !== 8) pairs.set(`${l.studentId}:${l.tutorId}`, { raterId: l.studentId, rateeId: l.tutorId });
  }
  await db.insert(t.ratings).values(
    [...pairs.values()].map((p) => ({ ...p, value: 3 + Math.floor(rand() * 3) - (rand() < 0.1 ? 2 : 0), text: pick(RATING_TEXTS), ...stamp })),
  );

  await db.insert(t.withdrawMethods).values(
    [WithdrawMethodType.Wallet, WithdrawMethodType.Bank, WithdrawMethodType.Instapay].map((type) => ({
      type,
      min: PLATFORM_DEFAULTS.withdrawalMin,
      max: PLATFORM_DEFAULTS.withdrawalMax,
      updatedAt: stamp.updatedAt,
    })),
  );
  await db.insert(t.invoices).values({
    userId: tutorIds[0]!,
    amount: 200 * PIASTERS_PER_POUND,
    method: 'wallet',
    phone: '01012345678',
    status: InvoiceStatus.Pending,
    createdAt: now - 2 * DAY,
    updatedAt: now - 2 * DAY,
  });
  await db.insert(t.platformSettings).values(
    Object.entries({
      tutorHourlyRate: PLATFORM_DEFAULTS.tutorHourlyRate,
      cancellationWindowHours: PLATFORM_DEFAULTS.cancellationWindowHours,
    }).map(([key, value]) => ({ key, value, updatedAt: stamp.updatedAt })),
  );
  return { seeded: true, logins: DEMO_LOGINS };
}

import type { NotificationData, NotificationSettings } from '@kalam/core/api';
import type { INSTALLMENT_MONTHS } from '@kalam/core/constants';
import {
  type Governorate,
  InterviewStatus,
  type InvoiceStatus,
  type LessonDuration,
  type PaymentMethod,
  type PaymentStatus,
  type PlanPeriod,
  type Role,
} from '@kalam/core/enums';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, NOTIFICATION_KINDS } from '@kalam/core/notifications';
import { MARK_KINDS } from '@kalam/core/takeaways';
import type { Certificate, SpokenLanguage } from '@kalam/core/tutor-profile';
import { sql } from 'drizzle-orm';
import { blob, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

// Times are UTC epoch milliseconds; money is integer piasters; enums hold the spec's values.

const id = () => integer('id').primaryKey({ autoIncrement: true });
const createdAt = () => integer('created_at').notNull();
const updatedAt = () => integer('updated_at').notNull();
const bool = (name: string) => integer(name, { mode: 'boolean' });

export const users = sqliteTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    /** stored lowercased; unique case-insensitively (the lower() index also refuses a case variant written by mistake) */
    email: text('email').notNull(),
    password: text('password'),
    creditScore: integer('credit_score').notNull().default(0),
    birthYear: integer('birth_year'),
    gender: text('gender', { enum: ['male', 'female'] }),
    image: text('image'),
    verified: bool('verified').notNull().default(false),
    phone: text('phone'),
    phoneVerified: bool('phone_verified').notNull().default(false),
    city: integer('city').$type<Governorate>(),
    role: integer('role').$type<Role>().notNull(),
    notifications: text('notifications', { mode: 'json' }).$type<NotificationSettings>(),
    /** secret of the private iCalendar feed URL; replaced to revoke it */
    calendarToken: text('calendar_token'),
    /** IANA zone the person reads times in (their browser's, sent at sign-up and when it changes); mails use it */
    timeZone: text('time_zone').notNull().default('Africa/Cairo'),
    deactivatedAt: integer('deactivated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_calendar_token_unique').on(t.calendarToken),
    index('users_role_idx').on(t.role),
    index('users_created_idx').on(t.createdAt),
  ],
);

export const tutors = sqliteTable(
  'tutors',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    bio: text('bio').notNull().default(''),
    about: text('about').notNull().default(''),
    video: text('video'),
    thumbnail: text('thumbnail'),
    activated: bool('activated').notNull().default(false),
    activatedBy: integer('activated_by').references(() => users.id),
    noticeMinutes: integer('notice_minutes').notNull().default(0),
    /** display names a tutor writes: in Arabic letters (the Arabic interface shows it) and in Latin letters */
    nameAr: text('name_ar'),
    nameLatin: text('name_latin'),
    languages: text('languages', { mode: 'json' }).$type<SpokenLanguage[]>().notNull().default([]),
    yearsTeaching: integer('years_teaching'),
    certificates: text('certificates', { mode: 'json' }).$type<Certificate[]>().notNull().default([]),
    /** when the tutor was approved (their interview's pass signed): the "new tutor" mark counts from it */
    activatedAt: integer('activated_at'),
    /** changes with every rewrite of the host's hours and time off, so concurrent rewrites cannot both apply */
    hoursVersion: integer('hours_version').notNull().default(0),
    /** lessons not cancelled, past and future, and the ratings received: kept by triggers on lessons and ratings (decision 051) */
    liveLessons: integer('live_lessons').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tutors_activated_idx').on(t.activated), index('tutors_activated_by_idx').on(t.activatedBy)],
);

export const topics = sqliteTable('topics', {
  id: id(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  createdAt: createdAt(),
});

export const tutorTopics = sqliteTable(
  'tutor_topics',
  {
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.tutorId, t.topicId] }), index('tutor_topics_topic_idx').on(t.topicId)],
);

/** Weekly availability template in the tutor's zone. */
export const schedules = sqliteTable(
  'schedules',
  {
    id: id(),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** bitmask of weekdays, bit 0 = Sunday … bit 6 = Saturday */
    weekdays: integer('weekdays').notNull(),
    /** minutes after local midnight */
    startMinute: integer('start_minute').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    timeZone: text('time_zone').notNull().default('Africa/Cairo'),
    validFrom: integer('valid_from').notNull(),
    validUntil: integer('valid_until'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('schedules_tutor_idx').on(t.tutorId, t.validFrom)],
);

/** One-off availability added or removed. */
export const slots = sqliteTable(
  'slots',
  {
    id: id(),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    start: integer('start').notNull(),
    end: integer('end').notNull(),
    kind: text('kind', { enum: ['add', 'remove'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('slots_tutor_start_idx').on(t.tutorId, t.start)],
);

export const lessons = sqliteTable(
  'lessons',
  {
    id: id(),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => users.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    start: integer('start').notNull(),
    duration: integer('duration').$type<LessonDuration>().notNull(),
    price: integer('price').notNull(),
    canceledAt: integer('canceled_at'),
    canceledBy: integer('canceled_by').references(() => users.id),
    /** the lesson this one replaced when rebooked (a lessons id) */
    rebookedFrom: integer('rebooked_from'),
    /** idempotency key of the booking request: a replay finds the lesson it made */
    bookingKey: text('booking_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('lessons_tutor_start_idx').on(t.tutorId, t.start),
    // covers the lessons- and students-taught counts of tutor cards and sorting, and the busy times of availability,
    // without the table
    index('lessons_tutor_live_idx').on(t.tutorId, t.canceledAt, t.start, t.duration, t.studentId),
    index('lessons_student_start_idx').on(t.studentId, t.start),
    index('lessons_start_idx').on(t.start),
    index('lessons_canceled_by_idx').on(t.canceledBy),
    index('lessons_rebooked_from_idx').on(t.rebookedFrom),
    uniqueIndex('lessons_booking_key_unique').on(t.bookingKey),
  ],
);

/**
 * A tutor's proposal to move a lesson to another time, answered by its student (decision 035). At most one is open per
 * lesson (a new one replaces it); accepting moves the lesson as a rebook with the key `proposal-<id>`.
 */
export const lessonProposals = sqliteTable(
  'lesson_proposals',
  {
    id: id(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => users.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    start: integer('start').notNull(),
    duration: integer('duration').$type<LessonDuration>().notNull(),
    message: text('message'),
    status: text('status', { enum: ['open', 'accepted', 'declined', 'replaced'] })
      .notNull()
      .default('open'),
    /** the lesson accepting made (the moved lesson is a new row pointing back to the old one) */
    movedTo: integer('moved_to').references(() => lessons.id),
    createdAt: createdAt(),
    answeredAt: integer('answered_at'),
  },
  (t) => [
    index('lesson_proposals_lesson_idx').on(t.lessonId, t.createdAt),
    uniqueIndex('lesson_proposals_open_unique').on(t.lessonId).where(sql`${t.status} = 'open'`),
    index('lesson_proposals_tutor_idx').on(t.tutorId),
    index('lesson_proposals_student_idx').on(t.studentId),
    index('lesson_proposals_moved_to_idx').on(t.movedTo),
  ],
);

/**
 * What a lesson's tutor marks for its student to take away (decision 038). One generic row per mark: `text` is the
 * English word, what was said, or the task; `detail` the Arabic meaning or what to say; `due` a homework's day.
 */
export const lessonMarks = sqliteTable(
  'lesson_marks',
  {
    id: id(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MARK_KINDS }).notNull(),
    text: text('text').notNull(),
    detail: text('detail'),
    example: text('example'),
    due: text('due'),
    doneAt: integer('done_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('lesson_marks_lesson_idx').on(t.lessonId, t.id)],
);

/** A word of a student's deck (decision 041): the FSRS memory state of one word mark, made at its first review. */
export const deckCards = sqliteTable(
  'deck_cards',
  {
    markId: integer('mark_id')
      .primaryKey()
      .references(() => lessonMarks.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    due: integer('due').notNull(),
    stability: real('stability').notNull(),
    difficulty: real('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    state: integer('state').notNull(),
    lastReview: integer('last_review'),
    /** moves with every applied review: a review is written only over the version it was computed from */
    version: integer('version').notNull(),
  },
  (t) => [index('deck_cards_student_due_idx').on(t.studentId, t.due)],
);

/** Every applied review, under the id the student's device made for it: a replay or a re-sync is applied once. */
export const deckReviews = sqliteTable(
  'deck_reviews',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    markId: integer('mark_id').notNull(),
    rating: integer('rating').notNull(),
    reviewedAt: integer('reviewed_at').notNull(),
    receivedAt: integer('received_at').notNull(),
    cardVersion: integer('card_version').notNull(),
    due: integer('due').notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.id] }), index('deck_reviews_student_time_idx').on(t.studentId, t.reviewedAt)],
);

/** A lesson's shared notebook (decision 049): its Yjs state, saved by the room after edits settle, and its plain text. */
export const lessonNotebooks = sqliteTable('lesson_notebooks', {
  lessonId: integer('lesson_id')
    .primaryKey()
    .references(() => lessons.id, { onDelete: 'cascade' }),
  state: blob('state', { mode: 'buffer' }).$type<Uint8Array>().notNull(),
  text: text('text').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

/** A lesson's recap told to its student: claimed before telling, so the cron tells each recap once. */
export const recapsTold = sqliteTable('recaps_told', {
  lessonId: integer('lesson_id')
    .primaryKey()
    .references(() => lessons.id, { onDelete: 'cascade' }),
  toldAt: integer('told_at').notNull(),
});

/** 15-minute cells a booked lesson occupies: the unique index makes double booking impossible. */
export const tutorCells = sqliteTable(
  'tutor_cells',
  {
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => users.id),
    cell: integer('cell').notNull(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.tutorId, t.cell] }), index('tutor_cells_lesson_idx').on(t.lessonId)],
);

export const studentCells = sqliteTable(
  'student_cells',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    cell: integer('cell').notNull(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.cell] }), index('student_cells_lesson_idx').on(t.lessonId)],
);

/** Attendance evidence of lesson and interview sessions: who joined (1) or left (2) the call, and when. */
export const sessionEvents = sqliteTable(
  'session_events',
  {
    id: id(),
    /** `lesson-<id>` or `interview-<id>` (core/src/session.ts) */
    sessionId: text('session_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    event: integer('event').notNull(),
    at: integer('at').notNull(),
  },
  (t) => [index('session_events_session_idx').on(t.sessionId, t.userId), index('session_events_user_idx').on(t.userId)],
);

/** The RealtimeKit meeting of a session: made once, when its first member joins inside the join window. */
export const sessionMeetings = sqliteTable('session_meetings', {
  sessionId: text('session_id').primaryKey(),
  meetingId: text('meeting_id').notNull(),
  createdAt: createdAt(),
});

export const ratings = sqliteTable(
  'ratings',
  {
    id: id(),
    raterId: integer('rater_id')
      .notNull()
      .references(() => users.id),
    rateeId: integer('ratee_id')
      .notNull()
      .references(() => users.id),
    value: integer('value').notNull(),
    text: text('text'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('ratings_pair_unique').on(t.raterId, t.rateeId), index('ratings_ratee_idx').on(t.rateeId)],
);

/** Prices in piasters per whole period; discounts in percent (0–100). */
export const plans = sqliteTable('plans', {
  id: id(),
  alias: text('alias').notNull(),
  /** the name every screen, email and Fawry shows; alias stays the admins' internal label */
  nameAr: text('name_ar').notNull().default(''),
  weeklyMinutes: integer('weekly_minutes').notNull(),
  fullMonthPrice: integer('full_month_price').notNull(),
  fullMonthDiscount: integer('full_month_discount').notNull().default(0),
  fullQuarterPrice: integer('full_quarter_price').notNull(),
  fullQuarterDiscount: integer('full_quarter_discount').notNull().default(0),
  halfYearPrice: integer('half_year_price').notNull(),
  halfYearDiscount: integer('half_year_discount').notNull().default(0),
  fullYearPrice: integer('full_year_price').notNull(),
  fullYearDiscount: integer('full_year_discount').notNull().default(0),
  forInvitesOnly: bool('for_invites_only').notNull().default(false),
  active: bool('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** discount in percent (1–100). */
export const coupons = sqliteTable('coupons', {
  id: id(),
  code: text('code').notNull().unique(),
  discount: integer('discount').notNull(),
  expiresAt: integer('expires_at').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const invites = sqliteTable(
  'invites',
  {
    id: id(),
    email: text('email').notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    usedAt: integer('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('invites_email_idx').on(t.email), index('invites_plan_idx').on(t.planId)],
);

/**
 * Payments through Fawry. period: PlanPeriod; method: PaymentMethod; status: PaymentStatus (core enums).
 * amount: piasters charged; discount: piasters taken off the plan's full period price (plan discount and coupon).
 */
export const transactions = sqliteTable(
  'transactions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    period: integer('period').$type<PlanPeriod>().notNull(),
    merchantRefNum: text('merchant_ref_num').notNull().unique(),
    fawryRefNumber: text('fawry_ref_number'),
    amount: integer('amount').notNull(),
    discount: integer('discount').notNull().default(0),
    couponId: integer('coupon_id').references(() => coupons.id),
    /** the invite that opened an invite-only plan; used up when the payment is made */
    inviteId: integer('invite_id').references(() => invites.id),
    method: integer('method').$type<PaymentMethod>().notNull(),
    status: integer('status').$type<PaymentStatus>().notNull(),
    /** bank installments: 3 or 6 months */
    installmentMonths: integer('installment_months').$type<(typeof INSTALLMENT_MONTHS)[number]>(),
    /** when an unpaid order stops being payable (reference numbers) */
    expiresAt: integer('expires_at'),
    paidAt: integer('paid_at'),
    /** piasters refunded so far */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** Idempotency-Key of the checkout request: a replay answers the same order */
    checkoutKey: text('checkout_key').unique(),
    /** what Fawry answered when the order was made (3DS redirect, wallet QR) */
    raw: text('raw', { mode: 'json' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('transactions_user_idx').on(t.userId, t.createdAt),
    index('transactions_plan_idx').on(t.planId),
    index('transactions_coupon_idx').on(t.couponId),
    index('transactions_invite_idx').on(t.inviteId),
    index('transactions_status_idx').on(t.status, t.createdAt),
  ],
);

export const subscriptions = sqliteTable(
  'subscriptions',
  {
    id: id(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    period: integer('period').notNull(),
    start: integer('start').notNull(),
    end: integer('end').notNull(),
    transactionId: integer('transaction_id').references(() => transactions.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscriptions_student_end_idx').on(t.studentId, t.end),
    index('subscriptions_plan_idx').on(t.planId),
    uniqueIndex('subscriptions_transaction_unique').on(t.transactionId),
  ],
);

export const withdrawMethods = sqliteTable('withdraw_methods', {
  id: id(),
  type: text('type', { enum: ['wallet', 'bank', 'instapay'] })
    .notNull()
    .unique(),
  min: integer('min').notNull(),
  max: integer('max').notNull(),
  enabled: bool('enabled').notNull().default(true),
  updatedAt: updatedAt(),
});

/** Banks a tutor can withdraw to (admins add, rename and hide them); withdrawals keep the bank's code. */
export const banks = sqliteTable('banks', {
  id: id(),
  code: text('code').notNull().unique(),
  nameAr: text('name_ar').notNull().unique(),
  hidden: bool('hidden').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type BankRow = typeof banks.$inferSelect;

export const invoices = sqliteTable(
  'invoices',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    method: text('method', { enum: ['wallet', 'bank', 'instapay'] }).notNull(),
    receiver: text('receiver'),
    bank: text('bank'),
    phone: text('phone'),
    account: text('account'),
    username: text('username'),
    note: text('note'),
    receipt: text('receipt'),
    status: text('status').$type<InvoiceStatus>().notNull(),
    addressedBy: integer('addressed_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('invoices_user_status_idx').on(t.userId, t.status),
    index('invoices_status_created_idx').on(t.status, t.createdAt),
    index('invoices_addressed_by_idx').on(t.addressedBy),
  ],
);

export const interviews = sqliteTable(
  'interviews',
  {
    id: id(),
    interviewerId: integer('interviewer_id')
      .notNull()
      .references(() => users.id),
    intervieweeId: integer('interviewee_id')
      .notNull()
      .references(() => users.id),
    start: integer('start').notNull(),
    level: integer('level'),
    status: integer('status').$type<InterviewStatus>().notNull().default(InterviewStatus.Pending),
    canceled: bool('canceled').notNull().default(false),
    signerId: integer('signer_id').references(() => users.id),
    signedAt: integer('signed_at'),
    feedback: text('feedback'),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('interviews_interviewer_start_idx').on(t.interviewerId, t.start),
    index('interviews_interviewee_idx').on(t.intervieweeId, t.start),
    index('interviews_signer_idx').on(t.signerId),
    index('interviews_status_start_idx').on(t.status, t.start),
  ],
);

/** An interview's shared notebook (decision 055), kept as a lesson's is (`lessonNotebooks`). */
export const interviewNotebooks = sqliteTable('interview_notebooks', {
  interviewId: integer('interview_id')
    .primaryKey()
    .references(() => interviews.id, { onDelete: 'cascade' }),
  state: blob('state', { mode: 'buffer' }).$type<Uint8Array>().notNull(),
  text: text('text').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

export const rooms = sqliteTable(
  'rooms',
  {
    id: id(),
    /** "lowId:highId" of the pair: one room per pair */
    pairKey: text('pair_key').notNull().unique(),
    createdAt: createdAt(),
    lastMessageAt: integer('last_message_at'),
  },
  (t) => [index('rooms_last_message_idx').on(t.lastMessageAt)],
);

export const roomMembers = sqliteTable(
  'room_members',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    pinned: bool('pinned').notNull().default(false),
    muted: bool('muted').notNull().default(false),
    lastReadMessageId: integer('last_read_message_id'),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] }), index('room_members_user_idx').on(t.userId)],
);

export const messages = sqliteTable(
  'messages',
  {
    id: id(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
    refId: text('ref_id'),
    editedAt: integer('edited_at'),
    deletedAt: integer('deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [index('messages_room_id_idx').on(t.roomId, t.id), index('messages_sender_idx').on(t.senderId)],
);

/** Whether a user has an inbox socket open, written by the inbox room when the first opens and the last closes. */
export const presence = sqliteTable('presence', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  online: bool('online').notNull().default(false),
  changedAt: integer('changed_at').notNull(),
});

export const reports = sqliteTable(
  'reports',
  {
    id: id(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id),
    reportedId: integer('reported_id').references(() => users.id),
    lessonId: integer('lesson_id').references(() => lessons.id),
    title: text('title').notNull(),
    message: text('message').notNull(),
    resolvedAt: integer('resolved_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reports_reporter_idx').on(t.reporterId),
    index('reports_reported_idx').on(t.reportedId),
    index('reports_lesson_idx').on(t.lessonId),
    index('reports_created_idx').on(t.createdAt),
  ],
);

export const reportReplies = sqliteTable(
  'report_replies',
  {
    id: id(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    message: text('message').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('report_replies_report_idx').on(t.reportId), index('report_replies_author_idx').on(t.authorId)],
);

/** "Share feedback": what a signed-in student or tutor tells us from the app; admins read it. */
export const feedback = sqliteTable(
  'feedback',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    /** the app path it was sent from */
    page: text('page'),
    /** an admin's answer (plain text), sent to the author by email and in the bell */
    reply: text('reply'),
    repliedBy: integer('replied_by').references(() => users.id),
    repliedAt: integer('replied_at'),
    /** an admin marked it dealt with; null while it waits */
    handledAt: integer('handled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('feedback_created_idx').on(t.createdAt),
    index('feedback_user_idx').on(t.userId),
    index('feedback_replied_by_idx').on(t.repliedBy),
  ],
);

export const contactRequests = sqliteTable(
  'contact_requests',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    source: text('source'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_requests_created_idx').on(t.createdAt)],
);

/** Verification and reset codes: hashed, single-use, expiring, attempt-limited. */
export const codes = sqliteTable(
  'codes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: integer('type').notNull(),
    codeHash: text('code_hash').notNull(),
    tokenHash: text('token_hash'),
    target: text('target'),
    expiresAt: integer('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: integer('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('codes_user_type_idx').on(t.userId, t.type), uniqueIndex('codes_token_unique').on(t.tokenHash)],
);

/** Email, WhatsApp and Telegram messages waiting to go (and the local mailbox). */
export const outbox = sqliteTable(
  'outbox',
  {
    id: id(),
    channel: text('channel', { enum: ['email', 'whatsapp', 'telegram'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: createdAt(),
    sentAt: integer('sent_at'),
  },
  (t) => [index('outbox_pending_idx').on(t.sentAt, t.createdAt), index('outbox_to_idx').on(t.to)],
);

export const sentReminders = sqliteTable(
  'sent_reminders',
  {
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['24h', '1h', 'now'] }).notNull(),
    sentAt: integer('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lessonId, t.kind] })],
);

/** In-app notices (lesson reminders, cancellations); the inbox socket pushes them live once real time lands. */
export const notifications = sqliteTable(
  'notifications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    lessonId: integer('lesson_id').references(() => lessons.id, { onDelete: 'cascade' }),
    data: text('data', { mode: 'json' }).$type<NotificationData>(),
    readAt: integer('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt), index('notifications_lesson_idx').on(t.lessonId)],
);

/** Notification settings that differ from the defaults in core (one row per changed event and channel). */
export const notificationPreferences = sqliteTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event', { enum: NOTIFICATION_EVENTS }).notNull(),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    enabled: bool('enabled').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.event, t.channel] })],
);

/** Web Push subscriptions, one per device (browser profile) that said yes; the push service's endpoint is unique. */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

/** WhatsApp reminder template sends: one per lesson, person and reminder kind, with the delivery status Meta reports. */
export const whatsappMessages = sqliteTable(
  'whatsapp_messages',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['24h', '1h', 'now'] }).notNull(),
    /** Cloud API message id (wamid.…), once accepted */
    messageId: text('message_id'),
    status: text('status', { enum: ['claimed', 'accepted', 'sent', 'delivered', 'read', 'failed'] }).notNull(),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('whatsapp_messages_once_idx').on(t.lessonId, t.userId, t.kind),
    uniqueIndex('whatsapp_messages_id_idx').on(t.messageId),
    index('whatsapp_messages_user_idx').on(t.userId),
  ],
);

export const platformSettings = sqliteTable('platform_settings', {
  key: text('key').primaryKey(),
  value: text('value', { mode: 'json' }).notNull(),
  updatedAt: updatedAt(),
});

export const assets = sqliteTable(
  'assets',
  {
    id: id(),
    name: text('name').notNull().unique(),
    kind: text('kind', { enum: ['image', 'video', 'thumbnail', 'receipt'] }).notNull(),
    ownerId: integer('owner_id').references(() => users.id),
    bucket: text('bucket', { enum: ['uploads', 'receipts'] }).notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('assets_owner_idx').on(t.ownerId)],
);

/** A sign-in the server knows: its tokens name it, so ending it ends them (decision 013). */
export const signIns = sqliteTable(
  'sign_ins',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** raised by each refresh: only the newest token of a sign-in is accepted */
    generation: integer('generation').notNull().default(1),
    browser: text('browser'),
    os: text('os'),
    /** the address last seen, to tell a known address from a new one */
    ip: text('ip'),
    area: text('area'),
    startedAt: integer('started_at').notNull(),
    lastSeenAt: integer('last_seen_at').notNull(),
    /** when the last refresh raised the generation: a replayed older token within a moment of it is a racing tab, not a thief */
    rotatedAt: integer('rotated_at'),
    endedAt: integer('ended_at'),
  },
  (t) => [index('sign_ins_user_idx').on(t.userId, t.endedAt)],
);

export const rateLimits = sqliteTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: integer('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowStart)],
);

export type User = typeof users.$inferSelect;
export type Lesson = typeof lessons.$inferSelect;
export type LessonProposal = typeof lessonProposals.$inferSelect;
export type LessonMark = typeof lessonMarks.$inferSelect;
export type DeckCard = typeof deckCards.$inferSelect;

export type NewUser = typeof users.$inferInsert;
export type Tutor = typeof tutors.$inferSelect;
export type NewTutor = typeof tutors.$inferInsert;
export type Topic = typeof topics.$inferSelect;
export type NewTopic = typeof topics.$inferInsert;
export type TutorTopic = typeof tutorTopics.$inferSelect;
export type Schedule = typeof schedules.$inferSelect;
export type NewSchedule = typeof schedules.$inferInsert;
export type Slot = typeof slots.$inferSelect;
export type NewSlot = typeof slots.$inferInsert;
export type NewLesson = typeof lessons.$inferInsert;
export type TutorCell = typeof tutorCells.$inferSelect;
export type StudentCell = typeof studentCells.$inferSelect;
export type SessionEvent = typeof sessionEvents.$inferSelect;
export type NewSessionEvent = typeof sessionEvents.$inferInsert;
export type SessionMeeting = typeof sessionMeetings.$inferSelect;
export type Rating = typeof ratings.$inferSelect;
export type NewRating = typeof ratings.$inferInsert;
export type Plan = typeof plans.$inferSelect;
export type NewPlan = typeof plans.$inferInsert;
export type Coupon = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;
export type Invite = typeof invites.$inferSelect;
export type NewInvite = typeof invites.$inferInsert;
export type Transaction = typeof transactions.$inferSelect;
export type NewTransaction = typeof transactions.$inferInsert;
export type Subscription = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type WithdrawMethod = typeof withdrawMethods.$inferSelect;
export type NewWithdrawMethod = typeof withdrawMethods.$inferInsert;
export type Invoice = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
export type Interview = typeof interviews.$inferSelect;
export type NewInterview = typeof interviews.$inferInsert;
export type Room = typeof rooms.$inferSelect;
export type NewRoom = typeof rooms.$inferInsert;
export type RoomMember = typeof roomMembers.$inferSelect;
export type NewRoomMember = typeof roomMembers.$inferInsert;
export type Message = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;
export type Presence = typeof presence.$inferSelect;
export type Report = typeof reports.$inferSelect;
export type NewReport = typeof reports.$inferInsert;
export type ReportReply = typeof reportReplies.$inferSelect;
export type NewReportReply = typeof reportReplies.$inferInsert;
export type ContactRequest = typeof contactRequests.$inferSelect;
export type NewContactRequest = typeof contactRequests.$inferInsert;
export type Code = typeof codes.$inferSelect;
export type NewCode = typeof codes.$inferInsert;
export type OutboxMessage = typeof outbox.$inferSelect;
export type NewOutboxMessage = typeof outbox.$inferInsert;
export type Notification = typeof notifications.$inferSelect;
export type SentReminder = typeof sentReminders.$inferSelect;
export type PlatformSetting = typeof platformSettings.$inferSelect;
export type Asset = typeof assets.$inferSelect;
export type NewAsset = typeof assets.$inferInsert;
export type RateLimit = typeof rateLimits.$inferSelect;

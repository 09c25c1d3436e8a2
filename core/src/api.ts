// Response shapes shared by the API and the web app. Times are UTC epoch ms; money is integer piasters.
// Shapes of defined routes are read from their answer schemas (core/src/routes); the rest move there one by one.

import type * as z from 'zod';
import type { Role } from './enums';
import type { chatMember, chatMessage, chatRoom } from './routes/chat';
import type { interviewView } from './routes/interview';
import type { lessonView } from './routes/lesson';
import type { notificationData, notificationList, notificationView } from './routes/notification';
import type { ratingView } from './routes/rating';
import type { reportReplyView, reportView } from './routes/report';
import type { publicUser, topic } from './routes/shared';

export interface Paged<T> {
  list: T[];
  total: number;
}

export type Topic = z.output<typeof topic>;

export interface TutorCard {
  id: number;
  name: string;
  image: string | null;
  gender: 'male' | 'female' | null;
  bio: string;
  about: string;
  rating: { avg: number | null; count: number };
  lessonsTaught: number;
  topics: Topic[];
  nextFreeTime: number | null;
  /** piasters for a 30-minute lesson through the cheapest plan anyone may buy (`lessonPriceFrom`); null without plans */
  lessonPrice: number | null;
}

export interface Plan {
  id: number;
  alias: string;
  weeklyMinutes: number;
  fullMonthPrice: number;
  fullMonthDiscount: number;
  fullQuarterPrice: number;
  fullQuarterDiscount: number;
  halfYearPrice: number;
  halfYearDiscount: number;
  fullYearPrice: number;
  fullYearDiscount: number;
  forInvitesOnly: boolean;
  active: boolean;
  createdAt: number;
  updatedAt: number;
}

export interface ContactRequestCreated {
  id: number;
}

export interface Health {
  ok: boolean;
  db: 'up' | 'down';
}

export const API_BASE = '/api/v1';

/** Every API path of spec §7, relative to `API_BASE`; `:name` marks a path parameter (fill it with `apiPath`). */
export const API_PATHS = {
  health: '/health',
  user: {
    create: '/user',
    byId: '/user/:id',
    current: '/user/current',
    list: '/user/list',
    asset: '/user/asset',
    tutorAsset: '/user/asset/tutor',
    interviewerSelect: '/user/interviewer/select',
    tutorMeta: '/user/tutor/meta/:id',
    tutorInfo: '/user/tutor/info/:id',
    tutorsOnboarded: '/user/tutor/list/onboarded',
    tutorsUncontacted: '/user/tutor/list/uncontacted',
    tutorForStudio: '/user/tutor/:tutorId/for/studio',
    tutorsForStudio: '/user/tutor/all/for/studio',
    tutorStats: '/user/tutor/stats/:id',
    tutorStatsPersonalized: '/user/tutor/stats/personalized',
    tutorActivity: '/user/tutor/activity/:id',
    studentStats: '/user/student/stats/:id',
    studentStatsPersonalized: '/user/student/stats/personalized',
  },
  auth: {
    password: '/auth/password',
    google: '/auth/google',
    forgetPassword: '/auth/password/forget',
    resetPassword: '/auth/password/reset',
    refreshToken: '/auth/refresh-token',
    verifyEmail: '/auth/verify-email',
    sendVerifyEmail: '/auth/send-verify-email',
    /** the caller's signed-in devices; end one, or all but the current one */
    signIns: '/auth/sign-in/list',
    signIn: '/auth/sign-in/:id',
    otherSignIns: '/auth/sign-in/others',
  },
  confirmationCode: { phoneSend: '/confirmation-code/phone/send', phoneVerify: '/confirmation-code/phone/verify' },
  availabilitySlot: { root: '/availability-slot' },
  plan: { create: '/plan', byId: '/plan/:id', list: '/plan/list' },
  coupon: { create: '/coupon', byId: '/coupon/:id', byCode: '/coupon/code/:code', list: '/coupon/list' },
  invite: { create: '/invite', byId: '/invite/:id', list: '/invite/list' },
  report: { create: '/report', byId: '/report/:id', list: '/report/list' },
  /** Not in spec §7 (the admin area has a /platform-settings screen): GET and PUT the run-time settings. */
  platformSettings: { root: '/platform-settings' },
  reportReply: {
    create: '/report/reply',
    byId: '/report/reply/:id',
    ofReport: '/report/reply/report/:reportId',
    list: '/report/reply/list',
  },
  asset: { upload: '/assets/uploads/:name', receipt: '/assets/receipts/:name', sample: '/asset/sample' },
  rating: {
    create: '/rating',
    byId: '/rating/:id',
    byRater: '/rating/list/rater/:id',
    byRatee: '/rating/list/ratee/:id',
    ofTutor: '/rating/list/tutor/:id',
  },
  chat: {
    newRoom: '/chat/new',
    messages: '/chat/list/:roomId/messages',
    rooms: '/chat/list/rooms/:userId',
    roomByMembers: '/chat/room/by/members',
    roomMembers: '/chat/room/members/:roomId',
    room: '/chat/room/:roomId',
  },
  interview: { create: '/interview', byId: '/interview/:id', list: '/interview/list' },
  /** PATCH `root` edits a lesson; DELETE `byId` cancels it. */
  lesson: { root: '/lesson', byId: '/lesson/:id', list: '/lesson/list' },
  withdrawMethod: { create: '/withdraw-method', byId: '/withdraw-method/:id', list: '/withdraw-method/list' },
  invoice: {
    create: '/invoice',
    byId: '/invoice/:id',
    stats: '/invoice/stats/:id',
    byReceiver: '/invoice/receiver/:id',
    byAdmin: '/invoice/admin/:id',
    list: '/invoice/list',
  },
  /** POST, DELETE and PATCH `ofUser` add, remove and replace the signed-in tutor's topics. */
  topic: { create: '/topic', byId: '/topic/:id', list: '/topic/list', ofUser: '/topic/of/user' },
  cache: { flush: '/cache/flush' },
  session: { byId: '/session/:id' },
  contactRequest: { create: '/contact-request' },
  fawry: {
    payCard: '/fawry/pay/card',
    payRefNum: '/fawry/pay/ref-num',
    payEWallet: '/fawry/pay/e-wallet',
    payBankInstallments: '/fawry/pay/bank-installments',
    cancelUnpaidOrder: '/fawry/cancel-unpaid-order',
    refund: '/fawry/refund',
    cardTokens: '/fawry/card-token/list',
    cardToken: '/fawry/card-token',
    cardTokenUrl: '/fawry/card-token/url',
  },
} as const;

type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** `apiPath(API_PATHS.user.byId, { id: 3 })` → `/user/3`; a template without parameters takes none. */
export function apiPath<P extends string>(
  template: P,
  ...[params]: [PathParams<P>] extends [never] ? [] : [Record<PathParams<P>, string | number>]
): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

/** The signed-in user as the API returns it (never the password hash). */
export interface CurrentUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  verified: boolean;
  hasPassword: boolean;
  image: string | null;
  gender: 'male' | 'female' | null;
  birthYear: number | null;
  phone: string | null;
  phoneVerified: boolean;
  city: number | null;
  creditScore: number;
  notifications: Record<string, boolean> | null;
  /** IANA zone the person reads times in (the server always answers it); mails about lessons use it */
  timeZone?: string;
  /** an admin deactivated the account (it cannot sign in) */
  deactivated?: boolean;
  /** for tutors and tutor managers */
  tutor: { bio: string; about: string; activated: boolean; noticeMinutes: number } | null;
}

export interface AuthResult {
  user: CurrentUser;
  token: string;
}

export interface TokenPayload {
  id: number;
  /** the sign-in this token belongs to; ending it ends the token */
  sid: number;
  /** the sign-in's token generation: a refresh makes the previous token invalid */
  gen: number;
  iat: number;
  exp: number;
}

/** One device the user is signed in on, for the settings screen. */
export interface SignInView {
  id: number;
  browser: string | null;
  os: string | null;
  /** city and country when known, else the address with its last part hidden */
  area: string | null;
  startedAt: number;
  lastSeenAt: number;
  /** the sign-in of the request that asked */
  current: boolean;
}

export type PublicUser = z.output<typeof publicUser>;

// ── Tutors, availability, lessons and ratings ──

export type { TimeRange } from './availability';

/** The tutor part of a user, for the tutor's own settings (`GET /user/tutor/meta/{id}`). */
export interface TutorMeta {
  bio: string;
  about: string;
  video: string | null;
  thumbnail: string | null;
  activated: boolean;
  noticeMinutes: number;
  topics: Topic[];
}

/** A tutor's public profile (`GET /user/tutor/info/{id}`): the card plus what the profile tabs show. */
/** `GET /feedback/list` (admins): what a student or tutor shared from the app. */
export interface FeedbackView {
  id: number;
  author: PublicUser;
  message: string;
  /** the app path it was sent from */
  page: string | null;
  createdAt: number;
}

/** `GET /asset/sample`: one tutor's public media. */
export interface MediaSample {
  tutorId: number;
  name: string;
  image: string;
  video: string | null;
  thumbnail: string | null;
}

export interface TutorInfo extends TutorCard {
  video: string | null;
  thumbnail: string | null;
  noticeMinutes: number;
  joinedAt: number;
  /** admins only: whether the tutor passed the interview, and whether the account is deactivated */
  activated?: boolean;
  deactivated?: boolean;
}

export interface ScheduleView {
  id: number;
  title: string;
  weekdays: number[];
  /** minutes after local midnight in `timeZone` */
  startMinute: number;
  durationMinutes: number;
  timeZone: string;
  validFrom: number;
  validUntil: number | null;
}

export interface SlotView {
  id: number;
  start: number;
  end: number;
  kind: 'add' | 'remove';
}

/** `GET /availability-slot/?tutorId&from&to`: bookable times for anyone; the templates and slots for the owner and admins. */
export interface AvailabilityView {
  tutorId: number;
  noticeMinutes: number;
  from: number;
  to: number;
  bookable: { start: number; end: number }[];
  schedules: ScheduleView[] | null;
  slots: SlotView[] | null;
}

export type LessonView = z.output<typeof lessonView>;

/** `GET /interview/{id}`: members (applicant and interviewer) and admins. */
export type InterviewView = z.output<typeof interviewView>;

/** `GET /user/interviewer/select`: tutor managers with their free interview times in the coming days. */
export interface InterviewerChoice {
  interviewer: PublicUser;
  /** starts of free 30-minute interview times */
  times: number[];
}

/** Details of a 409 `conflicting-lessons` when removing availability holds booked lessons: resend with `confirm`. */
export interface AvailabilityConflict {
  lessons: LessonView[];
}

export type RatingView = z.output<typeof ratingView>;

export interface LessonCounts {
  total: number;
  upcoming: number;
  fulfilled: number;
  cancelled: number;
}

/** `GET /user/tutor/stats/{id|personalized}`; earnings only for the tutor and admins. */
export interface TutorStats {
  lessons: LessonCounts;
  minutesTaught: number;
  students: number;
  rating: { avg: number | null; count: number };
  /** piasters earned from fulfilled lessons */
  earnings: number | null;
}

/** `GET /user/student/stats/{id|personalized}`. */
export interface StudentStats {
  lessons: LessonCounts;
  minutesLearned: number;
  tutors: number;
  subscription: { planId: number; alias: string; weeklyMinutes: number; end: number; usedThisWeek: number } | null;
}

/** `GET /user/tutor/activity/{id}`: lessons per Cairo day over the last weeks, oldest first. */
export interface TutorActivity {
  days: { day: number; lessons: number; minutes: number }[];
}

/** `GET /calendar/url`: the caller's private iCalendar feed. */
export interface CalendarFeed {
  url: string;
}

export type NotificationView = z.output<typeof notificationView>;
/** What a notice says beyond its kind. */
export type NotificationData = z.output<typeof notificationData>;
export type NotificationList = z.output<typeof notificationList>;

// ── Plans, coupons, invites, payments and subscriptions ──

export interface CouponView {
  id: number;
  code: string;
  /** percent off (1–100) */
  discount: number;
  expiresAt: number;
  createdAt: number;
  updatedAt: number;
}

export interface InviteView {
  id: number;
  email: string;
  planId: number;
  usedAt: number | null;
  createdAt: number;
}

/** A payment through Fawry (`/transaction/...`, `/fawry/pay/...`). status: PaymentStatus; method: PaymentMethod. */
export interface TransactionView {
  id: number;
  userId: number;
  plan: { id: number; alias: string; weeklyMinutes: number };
  period: number;
  method: number;
  status: number;
  /** piasters charged */
  amount: number;
  /** piasters taken off the period's full price (plan discount and coupon) */
  discount: number;
  couponCode: string | null;
  merchantRefNum: string;
  /** Fawry's reference: the number paid at an outlet for reference-number orders */
  referenceNumber: string | null;
  /** when an unpaid order stops being payable */
  expiresAt: number | null;
  /** installment months for bank installments */
  installmentMonths: number | null;
  refundedAmount: number;
  paidAt: number | null;
  createdAt: number;
  updatedAt: number;
  /** the subscription this payment bought, once paid */
  subscription: { id: number; start: number; end: number } | null;
}

/** Answer of every `POST /fawry/pay/...`: the order and what the student does next. */
export interface PaymentStarted {
  transaction: TransactionView;
  /** card and installments: Fawry's 3DS page; the browser goes there and comes back to the checkout */
  redirectUrl: string | null;
  /** e-wallet: a QR code to scan in the wallet app, when Fawry gives one */
  walletQr: string | null;
}

/** A card saved at Fawry for the student (never the number itself). */
export interface SavedCard {
  token: string;
  lastFourDigits: string;
  brand: string;
  createdAt: number | null;
}

export interface CardTokenUrl {
  url: string;
}

// ── Tutor earnings and withdrawals (invoices) ──

/** A payout method with the admin-set bounds of one withdrawal, in piasters. */
export interface WithdrawMethodView {
  id: number;
  type: 'wallet' | 'bank' | 'instapay';
  min: number;
  max: number;
  enabled: boolean;
  updatedAt: number;
}

/** A tutor's withdrawal request. status: InvoiceStatus; receipt: a `/api/v1/assets/receipts/{name}` path once fulfilled. */
export interface InvoiceView {
  id: number;
  userId: number;
  tutor: PublicUser;
  amount: number;
  method: 'wallet' | 'bank' | 'instapay';
  receiver: string | null;
  bank: string | null;
  phone: string | null;
  account: string | null;
  username: string | null;
  note: string | null;
  receipt: string | null;
  status: string;
  addressedBy: number | null;
  createdAt: number;
  updatedAt: number;
}

/** `GET /invoice/stats/{id}`: a tutor's balance, derived from fulfilled lessons and withdrawals, with earnings over time. */
export interface InvoiceStats {
  /** piasters earned by fulfilled lessons */
  earned: number;
  /** fulfilled withdrawals */
  withdrawn: number;
  /** requests not yet settled (pending, updated or cancelled by the tutor awaiting an admin) */
  pending: number;
  /** what may be requested now: earned − withdrawn − pending */
  available: number;
  /** earnings of fulfilled lessons per Saturday week (last 12) and per Cairo month (last 12), oldest first */
  weekly: { start: number; earned: number }[];
  monthly: { start: number; earned: number }[];
}

// ── Chat ──

export type ChatMessageView = z.output<typeof chatMessage>;
export type ChatMember = z.output<typeof chatMember>;
/** A room as one member sees it (`GET /chat/list/rooms/{userId}`). */
export type ChatRoomView = z.output<typeof chatRoom>;

// ── Reports, platform settings, studio and applicants ──

export type ReportView = z.output<typeof reportView>;
export type ReportReplyView = z.output<typeof reportReplyView>;

/** `GET /platform-settings`: run-time settings as in effect (defaults where unset); money in piasters. */
export interface PlatformSettingsView {
  tutorHourlyRate: number;
  cancellationWindowHours: number;
  withdrawalMin: number;
  withdrawalMax: number;
}

/** `DELETE /cache/flush`: the new cache generation (every isolate's cached answers are dropped). */
export interface CacheFlushed {
  generation: number;
}

/** A tutor as the studio sees them for photo sessions; image, video and thumbnail are upload paths. */
export interface StudioTutor {
  id: number;
  name: string;
  image: string | null;
  video: string | null;
  thumbnail: string | null;
  bio: string;
  activated: boolean;
  createdAt: number;
}

/** `GET /user/tutor/list/uncontacted`: a tutor applicant no tutor manager or admin has talked to or interviewed yet. */
export interface UncontactedTutor {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  image: string | null;
  gender: 'male' | 'female' | null;
  verified: boolean;
  /** when they registered */
  createdAt: number;
}

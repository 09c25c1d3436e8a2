// Response shapes shared by the API and the web app. Times are UTC epoch ms; money is integer piasters.
// Shapes of defined routes are read from their answer schemas (core/src/routes); the rest move there one by one.

import type * as z from 'zod';
import type { Role } from './enums';
import type { mediaSample } from './routes/asset-sample';
import type { signInView } from './routes/auth';
import type { availabilityView, scheduleView, slotView } from './routes/availability-slot';
import type { cacheFlushed } from './routes/cache';
import type { calendarFeed } from './routes/calendar';
import type { chatMember, chatMessage, chatRoom } from './routes/chat';
import type { contactRequestCreated } from './routes/contact-request';
import type { coupon } from './routes/coupon';
import type { deckCardView, deckView, reviewAnswer } from './routes/deck';
import type { monthEarnings } from './routes/earning';
import type { cardTokenUrl, paymentStarted, savedCard } from './routes/fawry';
import type { feedbackView } from './routes/feedback';
import type { health } from './routes/health';
import type { interviewView } from './routes/interview';
import type { invite } from './routes/invite';
import type { invoice, invoiceStats } from './routes/invoice';
import type { bookingAllowance, bookingLimit, lessonView } from './routes/lesson';
import type { markView, notebookView, recapView } from './routes/lesson-mark';
import type { proposalView } from './routes/lesson-proposal';
import type { notificationData, notificationList, notificationView } from './routes/notification';
import type { plan } from './routes/plan';
import type { platformSettingsView } from './routes/platform-settings';
import type { progressView } from './routes/progress';
import type { tutorCard, tutorInfo } from './routes/public-tutor';
import type { ratingView } from './routes/rating';
import type { reportReplyView, reportView } from './routes/report';
import type { publicUser, topic } from './routes/shared';
import type { transaction } from './routes/transaction';
import type {
  authResult,
  currentUser,
  interviewerChoice,
  lessonCounts,
  listedUser,
  studentStats,
  studioTutor,
  tutorActivity,
  tutorMeta,
  tutorStats,
  uncontactedTutor,
} from './routes/user';
import type { bank, withdrawMethod } from './routes/withdraw-method';

export interface Paged<T> {
  list: T[];
  total: number;
}

export type Topic = z.output<typeof topic>;

export type TutorCard = z.output<ReturnType<typeof tutorCard>>;

export type Plan = z.output<typeof plan>;

export type ContactRequestCreated = z.output<typeof contactRequestCreated>;

export type Health = z.output<typeof health>;

export const API_BASE = '/api/v1';

export type CurrentUser = z.output<typeof currentUser>;
export type ListedUser = z.output<typeof listedUser>;

/** The notices a person switched on or off in their settings. */
export type NotificationSettings = NonNullable<CurrentUser['notifications']>;

export type AuthResult = z.output<typeof authResult>;

export interface TokenPayload {
  id: number;
  /** the sign-in this token belongs to; ending it ends the token */
  sid: number;
  /** the sign-in's token generation: a refresh makes the previous token invalid */
  gen: number;
  /** the account's role when the token was made (a role change ends its sign-ins); absent in tokens from before */
  role?: Role;
  iat: number;
  exp: number;
}

export type SignInView = z.output<typeof signInView>;

export type PublicUser = z.output<typeof publicUser>;

// ── Tutors, availability, lessons and ratings ──

export type { TimeRange } from './availability';

export type TutorMeta = z.output<typeof tutorMeta>;

export type FeedbackView = z.output<typeof feedbackView>;

export type MediaSample = z.output<typeof mediaSample>;

export type TutorInfo = z.output<ReturnType<typeof tutorInfo>>;

export type ScheduleView = z.output<typeof scheduleView>;

export type SlotView = z.output<typeof slotView>;

export type AvailabilityView = z.output<typeof availabilityView>;

export type LessonView = z.output<typeof lessonView>;
export type ProposalView = z.output<typeof proposalView>;
export type MarkView = z.output<typeof markView>;
export type RecapView = z.output<typeof recapView>;
export type NotebookView = z.output<typeof notebookView>;
export type DeckCardView = z.output<typeof deckCardView>;
export type DeckView = z.output<typeof deckView>;
export type ReviewAnswer = z.output<typeof reviewAnswer>;
export type ProgressView = z.output<typeof progressView>;

export type BookingAllowance = z.output<typeof bookingAllowance>;
/** Details of a 409 `reached-booking-limit`. */
export type BookingLimit = z.output<typeof bookingLimit>;

/** `GET /interview/{id}`: members (applicant and interviewer) and admins. */
export type InterviewView = z.output<typeof interviewView>;

export type InterviewerChoice = z.output<typeof interviewerChoice>;

/** Details of a 409 `conflicting-lessons` when removing availability holds booked lessons: resend with `confirm`. */
export interface AvailabilityConflict {
  lessons: LessonView[];
}

export type RatingView = z.output<typeof ratingView>;

export type LessonCounts = z.output<typeof lessonCounts>;

export type TutorStats = z.output<typeof tutorStats>;

export type StudentStats = z.output<typeof studentStats>;

export type TutorActivity = z.output<typeof tutorActivity>;

export type CalendarFeed = z.output<typeof calendarFeed>;

export type NotificationView = z.output<typeof notificationView>;
/** What a notice says beyond its kind. */
export type NotificationData = z.output<typeof notificationData>;
export type NotificationList = z.output<typeof notificationList>;

// ── Plans, coupons, invites, payments and subscriptions ──

export type CouponView = z.output<typeof coupon>;

export type InviteView = z.output<typeof invite>;

export type TransactionView = z.output<typeof transaction>;

export type PaymentStarted = z.output<typeof paymentStarted>;

export type SavedCard = z.output<typeof savedCard>;

export type CardTokenUrl = z.output<typeof cardTokenUrl>;

// ── Tutor earnings and withdrawals (invoices) ──

export type WithdrawMethodView = z.output<typeof withdrawMethod>;
export type BankView = z.output<typeof bank>;

export type InvoiceView = z.output<typeof invoice>;

export type InvoiceStats = z.output<typeof invoiceStats>;
export type MonthEarnings = z.output<typeof monthEarnings>;

// ── Chat ──

export type ChatMessageView = z.output<typeof chatMessage>;
export type ChatMember = z.output<typeof chatMember>;
/** A room as one member sees it (`GET /chat/list/rooms/{userId}`). */
export type ChatRoomView = z.output<typeof chatRoom>;

// ── Reports, platform settings, studio and applicants ──

export type ReportView = z.output<typeof reportView>;
export type ReportReplyView = z.output<typeof reportReplyView>;

export type PlatformSettingsView = z.output<typeof platformSettingsView>;

export type CacheFlushed = z.output<typeof cacheFlushed>;

export type StudioTutor = z.output<typeof studioTutor>;

export type UncontactedTutor = z.output<typeof uncontactedTutor>;

import { LessonDuration, Weekday } from './enums';

// Spec §9 constants and the bounds DESIGN.md §3 fixes where the spec shows none.

export const LOCALE = 'ar-EG';
export const TIME_ZONE = 'Africa/Cairo';
export const WEEK_STARTS_ON = Weekday.Saturday;
export const CURRENCY = 'EGP';
/** Money is stored as integer piasters. */
export const PIASTERS_PER_POUND = 100;
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export const BOUNDS = {
  userName: { min: 2, max: 30 },
  password: { min: 8, max: 50 },
  age: { over: 10, under: 70 },
  bio: { min: 5, max: 60 },
  tutorAbout: { min: 1, max: 1000 },
  noticeMinutes: { min: 0, max: 1440 },
  interviewText: { min: 5, max: 1000 },
  interviewLevel: { min: 1, max: 5 },
  ratingValue: { min: 1, max: 5 },
  ratingText: { min: 3, max: 1000 },
  planAlias: { min: 3, max: 255 },
  /** the Arabic name students read (DESIGN leaves it open; short enough for a card title and Fawry's item line) */
  planName: { min: 2, max: 40 },
  bankName: { min: 3, max: 60 },
  weeklyMinutes: { min: 15, max: 10080, step: 15 },
  planDiscount: { min: 0, max: 100 },
  couponDiscount: { min: 1, max: 100 },
  withdrawalPounds: { min: 100, max: 50_000 },
  invoiceNote: { max: 1000 },
  topicName: { min: 3, max: 50 },
  topicsPerTutor: { max: 30 },
  contactTitle: { min: 5, max: 128 },
  contactMessage: { min: 10, max: 1000 },
  scheduleTitle: { min: 5, max: 255 },
  scheduleMinutes: { min: 30 },
  chatMessage: { min: 1, max: 1000, advised: 250 },
  pageSize: { min: 1, max: 100, default: 10 },
  search: { max: 60 },
} as const;

export const UPLOAD_LIMITS = {
  imageBytes: 8 * 1024 * 1024,
  receiptBytes: 8 * 1024 * 1024,
  videoBytes: 400 * 1024 * 1024,
  profileImageMinPx: 480,
  /** no side longer: a header claiming more is a forgery (a polyglot's markup read as dimensions) or a pixel bomb */
  imageMaxPx: 10_000,
  /** a photo is decoded whole in the Worker's memory (4 bytes a pixel, 128 MB an isolate): no more pixels than this */
  photoMaxPixels: 16_000_000,
} as const;

/** Profile photos are stored square in these sizes (px): avatars and cards use the small one, the profile the large. */
export const PHOTO_SIZES = { small: 96, large: 480 } as const;

const LARGE_PHOTO = `-${PHOTO_SIZES.large}.jpg`;
/** The URL of a stored photo in one of its sizes; an image stored in one size only (older uploads) is itself. */
export const photoUrl = (image: string, size: keyof typeof PHOTO_SIZES) =>
  image.endsWith(LARGE_PHOTO) ? `${image.slice(0, -LARGE_PHOTO.length)}-${PHOTO_SIZES[size]}.jpg` : image;

export const EMAIL_CODE_DIGITS = 4;
export const RESET_CODE_DIGITS = 5;
export const CODE_TTL_MS = 15 * MINUTE_MS;
export const CODE_MAX_ATTEMPTS = 5;

export const TOKEN_TTL_DAYS = 7;
export const TOKEN_REFRESH_THRESHOLD_DAYS = 2;
/** A sign-in lasts this long from the password (or Google) however often its token is refreshed. */
export const SIGN_IN_MAX_DAYS = 30;

export const LESSON_DURATIONS = [LessonDuration.Short, LessonDuration.Long] as const;
export const BOOKING_GRID_MINUTES = 15;
export const LESSON_JOIN_EARLY_MINUTES = 10;
export const LESSON_REMINDERS_MS = [DAY_MS, HOUR_MS] as const;
export const INTERVIEW_RETAKE_MONTHS = 6;
/** An interview call lasts this long; it holds the tutor manager's time like a lesson. */
export const INTERVIEW_MINUTES = 30;
export const WITHDRAWAL_WORKING_DAYS = { min: 4, max: 5 } as const;

/** Platform-setting defaults; admins change them at run time. */
export const PLATFORM_DEFAULTS = {
  tutorHourlyRate: 150 * PIASTERS_PER_POUND,
  cancellationWindowHours: 6,
  withdrawalMin: BOUNDS.withdrawalPounds.min * PIASTERS_PER_POUND,
  withdrawalMax: BOUNDS.withdrawalPounds.max * PIASTERS_PER_POUND,
} as const;

/** Bank installments split a plan over 3 or 6 months (spec §9); a period must last at least that long. */
export const INSTALLMENT_MONTHS = [3, 6] as const;
/** A reference number stays payable at Fawry outlets this long before the order expires. */
export const PAY_AT_FAWRY_EXPIRY_HOURS = 48;

export const TOAST_DURATION_MS = 4000;
export const SOCKET = { minReconnectDelayMs: 1000, maxReconnectDelayMs: 5000, connectionTimeoutMs: 20_000 } as const;

export const STORAGE_KEYS = {
  user: 'kalam.user',
  token: 'kalam.token',
  pageSize: 'kalam.pageSize',
  simulatePhone: 'kalam.simulatePhone',
  developer: 'kalam.dev',
  contactSource: 'kalam.contactSource',
} as const;

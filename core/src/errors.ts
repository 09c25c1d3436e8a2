// The error catalogue of the spec (§8), one source for the API, the rooms and the web app.

export const generalErrors = [
  'unauthenticated',
  'forbidden',
  'bad-request',
  'room-exists',
  'user-exists',
  'rating-exists',
  'subscription-exists',
  'busy-tutor',
  'busy-tutor-manager',
  'unexpected',
  'service-unavailable',
  'empty-request',
] as const;

export const notFoundThings = [
  'session',
  'transaction',
  'user',
  'tutor',
  'student',
  'lesson',
  'slot',
  'rating',
  'coupon',
  'asset',
  'invite',
  'invoice',
  'plan',
  'room',
  'room-members',
  'report',
  'interview',
  'topic',
  'report-reply',
  'withdraw-method',
  'subscription',
] as const;
export const notFoundErrors = ['not-found', ...notFoundThings.map((t) => `${t}-not-found` as const)] as const;

export const otherErrors = [
  'interview-already-signed',
  'email-already-verified',
  'phone-already-verified',
  'user-already-verified',
  'unresolved-phone',
  'invalid-phone',
  'incorrect-phone',
  'expired-verification-code',
  'invalid-verification-code',
  'illegal-invoice-update',
  'wrong-password',
  'conflicting-lessons',
  'conflicting-interview',
  'conflicting-schedule',
  'reached-booking-limit',
  'fawry-payment-error',
] as const;

// Not in the spec's list: a refund Fawry refused or could not take is not a failed payment (decision 033).
export const moneyErrors = ['fawry-refund-error'] as const;

// Not in the spec's list, needed by the security baseline: rate limits, upload size, caps on sending codes (the answer's
// `details.retryAfter` and its Retry-After header say how many seconds until another code may be sent).
export const platformErrors = ['too-many-requests', 'payload-too-large', 'too-many-codes'] as const;

// Not in the spec's list, needed by rules the spec leaves open (DESIGN.md §3): an interview is signed after it took place.
// A frozen account told so after the right password (never after a wrong one): it knows whom to contact.
export const ruleErrors = ['interview-not-started', 'account-suspended'] as const;

// Not in the spec's list: a tutor's proposed time (decision 035), unknown, or already answered, replaced or past.
export const proposalErrors = ['proposal-not-found', 'proposal-closed'] as const;

// Not in the spec's list: the banks tutors withdraw to are a list admins keep (decision 037).
export const bankErrors = ['bank-not-found'] as const;

// Not in the spec's list: a lesson's marks (decision 038), unknown, or past the tutor's 24 hours after the lesson.
export const markErrors = ['mark-not-found', 'marks-closed'] as const;

// Not in the spec's list: a word of the student's deck (decision 041) that is not theirs or not a word.
export const deckErrors = ['card-not-found'] as const;

export const apiErrorCodes = [
  ...generalErrors,
  ...notFoundErrors,
  ...otherErrors,
  ...moneyErrors,
  ...platformErrors,
  ...ruleErrors,
  ...proposalErrors,
  ...bankErrors,
  ...markErrors,
  ...deckErrors,
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];

/** Acknowledgement results of chat and session socket actions. */
export const ackCodes = [
  'empty-text',
  'room-not-found',
  'message-not-found',
  'lesson-not-found',
  'interview-not-found',
  'not-member',
  'not-owner',
  'unreachable',
  'unallowed',
  'invalid-session-id',
  'ok',
] as const;
export type AckCode = (typeof ackCodes)[number];

/** Media device errors shown on the lesson page's device checks. */
export const mediaDeviceErrors = [
  'microphone-missing',
  'camera-or-microphone-missing',
  'device-in-use',
  'constraints-unmet',
  'permission-denied',
  'unexpected',
] as const;
export type MediaDeviceError = (typeof mediaDeviceErrors)[number];

/** Field errors (spec §5 rule names), carried in the envelope's `errors` by field path. */
export const fieldErrorCodes = [
  'required',
  'invalid',
  'invalid-type',
  'invalid-email',
  'short-password',
  'long-password',
  'invalid-password',
  'password-mismatch',
  'invalid-user-name',
  'short-user-name',
  'long-user-name',
  'old-user',
  'young-user',
  'empty-bio',
  'long-bio',
  'short-bio',
  'invalid-bio',
  'empty-tutor-about',
  'long-tutor-about',
  'max-notice-exceeded',
  'invalid-notice',
  'invalid-interview-feedback-html',
  'short-interview-feedback',
  'long-interview-feedback',
  'invalid-interview-note-html',
  'short-interview-note',
  'long-interview-note',
  'low-interview-level',
  'high-interview-level',
  'high-rating-value',
  'low-rating-value',
  'long-rating-text',
  'short-rating-text',
  'long-plan-alias',
  'short-plan-alias',
  'long-plan-name',
  'short-plan-name',
  'plan-name-not-arabic',
  'max-weekly-minutes-exceeded',
  'empty-weekly-minutes',
  'invalid-weekly-minutes',
  'price-not-integer',
  'negative-price',
  'infinite-price',
  'plan-total-discount',
  'zero-discount',
  'max-discount-exceeded',
  'min-discount-subceeded',
  'invalid-coupon-code',
  'zero-coupon-discount',
  'max-coupon-discount-exceeded',
  'invalid-coupon-expiry',
  'past-coupon-expiry',
  'invalid-message-html',
  'long-message-text',
  'short-message-text',
  'withdraw-min-above-max',
  'non-positive-withdraw-min',
  'non-positive-withdraw-max',
  'non-positive-invoice-amount',
  'invoice-amount-below-min',
  'invoice-amount-above-max',
  'empty-invoice-note',
  'invalid-invoice-note-html',
  'long-invoice-note',
  'invalid-phone',
  'invalid-instapay-username',
  'empty-bank-name',
  'invalid-bank-name',
  'short-topic-name',
  'long-topic-name',
  'short-contact-title',
  'long-contact-title',
  'short-contact-message',
  'long-contact-message',
  'short-schedule-title',
  'long-schedule-title',
  'invalid-verification-code',
  'small-image',
  'invalid-language',
  'duplicate-language',
  'too-many-languages',
  'invalid-years-teaching',
  'invalid-certificate-name',
  'invalid-certificate-year',
  'too-many-certificates',
  'invalid-name-ar',
  'invalid-name-latin',
  'invalid-bank-code',
  'bank-code-taken',
  'short-bank-name',
  'long-bank-name',
  'bank-name-not-arabic',
  'bank-name-taken',
] as const;
export type FieldErrorCode = (typeof fieldErrorCodes)[number];

const statusByCode: Partial<Record<ApiErrorCode, number>> = {
  unauthenticated: 401,
  forbidden: 403,
  'bad-request': 400,
  'empty-request': 400,
  unexpected: 500,
  'service-unavailable': 503,
  'unresolved-phone': 422,
  'invalid-phone': 400,
  'incorrect-phone': 400,
  'expired-verification-code': 400,
  'invalid-verification-code': 400,
  // 400, not 401: a wrong current password in settings must not sign the user out.
  'wrong-password': 400,
  // the payment did not go through (declined, refused by Fawry, or Fawry out of reach): the provider's message says why
  'fawry-payment-error': 402,
  // the refund did not go through at Fawry: nothing was refunded here either
  'fawry-refund-error': 402,
  'too-many-requests': 429,
  'too-many-codes': 429,
  'payload-too-large': 413,
  // 423 Locked, not 403: the client reads `forbidden` as a lost sign-in
  'account-suspended': 423,
};

/** HTTP status for a catalogue code: not-found family 404, conflicts 409, the rest as listed. */
export function errorStatus(code: ApiErrorCode): number {
  const listed = statusByCode[code];
  if (listed) return listed;
  if (code === 'not-found' || code.endsWith('-not-found')) return 404;
  return 409;
}

export function isApiErrorCode(code: unknown): code is ApiErrorCode {
  return typeof code === 'string' && (apiErrorCodes as readonly string[]).includes(code);
}

/** The one error body every endpoint answers with. */
export interface ErrorEnvelope {
  code: ApiErrorCode;
  message?: string;
  /** field path (dotted) → field error code */
  errors?: Record<string, FieldErrorCode>;
  /** extra data some codes carry, e.g. the lessons behind a `conflicting-lessons` when removing availability */
  details?: unknown;
}

import { describe, expect, it } from 'vitest';
import * as core from '../src/index';

// Spec §3 and §8, value by value.
describe('enumerations match the spec', () => {
  it.each([
    ['Role', core.Role, { SuperAdmin: 1, RegularAdmin: 2, Tutor: 3, Student: 4, TutorManager: 5, Studio: 6 }],
    ['Gender', core.Gender, { Male: 'male', Female: 'female' }],
    ['MessagingChannel', core.MessagingChannel, { Whatsapp: 1, Telegram: 2 }],
    ['AssetKind', core.AssetKind, { Image: 'image', Video: 'video', Thumbnail: 'thumbnail' }],
    ['PlanPeriod', core.PlanPeriod, { Month: 0, Quarter: 1, Year: 2, HalfYear: 3 }],
    ['CodePurpose', core.CodePurpose, { ForgetPassword: 'forget-password', VerifyEmail: 'verify-email' }],
    ['MatchMode', core.MatchMode, { Exact: 'exact', Suffix: 'suffix', Prefix: 'prefix', Loose: 'loose' }],
    ['SortOrder', core.SortOrder, { Asc: 'asc', Desc: 'desc' }],
    ['InterviewStatus', core.InterviewStatus, { Pending: 1, Passed: 2, Rejected: 3, Canceled: 4 }],
    ['Weekday', core.Weekday, { Sunday: 0, Monday: 1, Tuesday: 2, Wednesday: 3, Thursday: 4, Friday: 5, Saturday: 6 }],
    ['LessonDuration', core.LessonDuration, { Short: 15, Long: 30 }],
    ['WithdrawMethodType', core.WithdrawMethodType, { Wallet: 'wallet', Bank: 'bank', Instapay: 'instapay' }],
    [
      'InvoiceStatus',
      core.InvoiceStatus,
      {
        Pending: 'pending',
        UpdatedByReceiver: 'updated-by-receiver',
        CanceledByReceiver: 'canceled-by-receiver',
        CancellationApprovedByAdmin: 'cancellation-approved-by-admin',
        Fulfilled: 'fulfilled',
        Rejected: 'rejected',
      },
    ],
    ['ContactSource', core.ContactSource, { Whatsapp: 'wa', Facebook: 'sfb', Youtube: 'syt', Instagram: 'sig', Tiktok: 'stt', X: 'sx' }],
    ['PaymentStatus', core.PaymentStatus, { New: 0, Paid: 1, Canceled: 2, Refunded: 3, Expired: 4, PartialRefunded: 5, Failed: 6 }],
    ['PaymentMethod', core.PaymentMethod, { Card: 0, EWallet: 1, BankInstallment: 2, Fawry: 3 }],
    ['CodeType', core.CodeType, { VerifyWhatsApp: 1, VerifyTelegram: 2, VerifyEmail: 3, ResetPassword: 4 }],
    ['SessionEvent', core.SessionEvent, { UserJoined: 1, UserLeft: 2 }],
    ['LessonStatus', core.LessonStatus, { Pending: 'pending', Happening: 'happening', Fulfilled: 'fulfilled', Cancelled: 'cancelled' }],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it("lists each enumeration's values in order", () => {
    expect(core.roles).toEqual([1, 2, 3, 4, 5, 6]);
    expect(core.genders).toEqual(['male', 'female']);
    // the spec listed 30, three of them cities (Menouf, Helwan, Giza city): Egypt has 27 governorates (migration 0013)
    expect(core.governorates).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
    expect(core.planPeriods).toEqual([0, 1, 2, 3]);
    expect(core.matchModes).toEqual(['exact', 'suffix', 'prefix', 'loose']);
    expect(core.weekdays).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(core.lessonDurations).toEqual([15, 30]);
    expect(core.contactSources).toEqual(['wa', 'sfb', 'syt', 'sig', 'stt', 'sx']);
    expect(core.invoiceStatuses).toEqual([
      'pending',
      'updated-by-receiver',
      'canceled-by-receiver',
      'cancellation-approved-by-admin',
      'fulfilled',
      'rejected',
    ]);
    expect(core.paymentStatuses).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(core.lessonStatuses).toEqual(['pending', 'happening', 'fulfilled', 'cancelled']);
  });

  it('numbers the thirty governorates in the spec order', () => {
    const order = [
      'Cairo',
      'Alexandria',
      'Giza',
      'Dakahlia',
      'Qalyubia',
      'Sharkia',
      'Beheira',
      'Aswan',
      'Asyut',
      'BeniSuef',
      'PortSaid',
      'Suez',
      'Minya',
      'Gharbia',
      'Ismailia',
      'KafrElSheikh',
      'Matrouh',
      'RedSea',
      'Sohag',
      'Fayoum',
      'Luxor',
      'Qena',
      'NewValley',
      'NorthSinai',
      'SouthSinai',
      'Damietta',
      'Monufia',
    ];
    expect(order).toHaveLength(27);
    expect(core.Governorate).toEqual(Object.fromEntries(order.map((name, i) => [name, i + 1])));
  });
});

describe('the error catalogue matches the spec', () => {
  it('has every general, not-found and other code', () => {
    const general = [
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
    ];
    const things = [
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
    ];
    const other = [
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
    ];
    expect([...core.generalErrors]).toEqual(general);
    expect([...core.notFoundErrors]).toEqual(['not-found', ...things.map((t) => `${t}-not-found`)]);
    expect([...core.otherErrors]).toEqual(other);
    for (const code of [...general, 'not-found', ...other]) expect(core.isApiErrorCode(code)).toBe(true);
  });

  it('has the acknowledgement results and media device errors', () => {
    expect([...core.ackCodes]).toEqual([
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
    ]);
    expect([...core.mediaDeviceErrors]).toEqual([
      'microphone-missing',
      'camera-or-microphone-missing',
      'device-in-use',
      'constraints-unmet',
      'permission-denied',
      'unexpected',
    ]);
  });

  it('has a field error code for every rule name of spec §5', () => {
    const ruleCodes = [
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
      'max-weekly-minutes-exceeded',
      'empty-weekly-minutes',
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
      'invalid-type',
      'short-schedule-title',
      'long-schedule-title',
      'invalid-verification-code',
    ];
    expect(core.fieldErrorCodes).toEqual(expect.arrayContaining([...ruleCodes, 'required', 'invalid']));
    expect(new Set(core.fieldErrorCodes).size).toBe(core.fieldErrorCodes.length);
    for (const code of core.fieldErrorCodes) expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('maps codes to HTTP statuses', () => {
    expect(core.errorStatus('empty-request')).toBe(400);
    expect(core.errorStatus('unauthenticated')).toBe(401);
    expect(core.errorStatus('forbidden')).toBe(403);
    expect(core.errorStatus('bad-request')).toBe(400);
    expect(core.errorStatus('too-many-requests')).toBe(429);
    expect(core.errorStatus('unexpected')).toBe(500);
    expect(core.errorStatus('busy-tutor')).toBe(409);
    expect(core.errorStatus('wrong-password')).toBe(400);
    for (const code of core.notFoundErrors) expect(core.errorStatus(code)).toBe(404);
    for (const code of core.apiErrorCodes) expect(core.errorStatus(code)).toBeGreaterThanOrEqual(400);
  });
});

describe('constants of spec §9', () => {
  it('hold the product numbers', () => {
    expect(core.EMAIL_CODE_DIGITS).toBe(4);
    expect(core.RESET_CODE_DIGITS).toBe(5);
    expect(core.BOUNDS.chatMessage.advised).toBe(250);
    expect(core.LESSON_DURATIONS).toEqual([15, 30]);
    expect(core.BOUNDS.scheduleMinutes.min).toBe(30);
    expect(core.BOUNDS.age).toEqual({ over: 10, under: 70 });
    expect(core.INTERVIEW_RETAKE_MONTHS).toBe(6);
    expect(core.LESSON_REMINDERS_MS).toEqual([86_400_000, 3_600_000]);
    expect(core.WEEK_STARTS_ON).toBe(core.Weekday.Saturday);
    expect(core.LOCALE).toBe('ar-EG');
    expect(core.CURRENCY).toBe('EGP');
    expect(core.BOUNDS.pageSize.default).toBe(10);
    expect(core.TOAST_DURATION_MS).toBe(4000);
    expect(core.TOKEN_REFRESH_THRESHOLD_DAYS).toBe(2);
    expect(core.planPeriodMonths).toEqual({ 0: 1, 1: 3, 2: 12, 3: 6 });
  });
});

describe('the API base', () => {
  it('is /api/v1 (paths come from the route definitions, core/src/routes)', () => {
    expect(core.API_BASE).toBe('/api/v1');
  });
});

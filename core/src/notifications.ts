/** What Kalam tells people about, and how: one row per event, one column per channel on the settings screen. */
export const NOTIFICATION_EVENTS = [
  'lesson-reminder',
  'lesson-booking',
  'lesson-recap',
  'new-message',
  'payment-confirmed',
  'interview',
  'money',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export const NOTIFICATION_CHANNELS = ['inApp', 'email', 'push', 'whatsapp'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * The channels each event can go out on, with their defaults. WhatsApp starts off (it needs a confirmed phone and an
 * explicit opt-in). A new message reaches the bell once per room until read, and its email only someone away.
 */
export const NOTIFICATION_DEFAULTS: Record<NotificationEvent, Partial<Record<NotificationChannel, boolean>>> = {
  'lesson-reminder': { inApp: true, email: true, push: true, whatsapp: false },
  'lesson-booking': { inApp: true, email: true, push: true },
  'lesson-recap': { inApp: true, email: true, push: true },
  'new-message': { inApp: true, email: true, push: true },
  'payment-confirmed': { email: true, push: true },
  interview: { inApp: true, email: true, push: true },
  money: { inApp: true, email: true, push: true },
};

export type NotificationPreferences = Record<NotificationEvent, Partial<Record<NotificationChannel, boolean>>>;

/** The kinds of in-app notice: lessons, chat messages, interviews, withdrawals, refunds and admins' replies to reports. */
export const NOTIFICATION_KINDS = [
  'lesson-reminder',
  'lesson-canceled',
  'lesson-booked',
  'lesson-rebooked',
  'report-replied',
  'new-message',
  'interview-booked',
  'interview-canceled',
  'interview-passed',
  'interview-rejected',
  'withdrawal-fulfilled',
  'withdrawal-rejected',
  'payment-refunded',
  'withdrawal-canceled',
  'feedback-replied',
  'lesson-proposed',
  'proposal-accepted',
  'proposal-declined',
  'lesson-recap',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Reminder kinds: a day before, an hour before, and when the lesson starts (with the join link). */
export const REMINDER_KINDS = ['24h', '1h', 'now'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** What a push carries to the service worker: the notification's text and the screen a click opens. */
export interface PushPayload {
  title: string;
  body: string;
  /** app path, e.g. /s/lessons/12 */
  url: string;
  /** notifications with the same tag replace each other */
  tag?: string;
}

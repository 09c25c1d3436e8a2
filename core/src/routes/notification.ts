import * as z from 'zod';
import { lessonDurations } from '../enums';
import { NOTIFICATION_KINDS, REMINDER_KINDS } from '../notifications';
import { SIGNED_IN } from '../permissions';
import * as notificationSchemas from '../schemas/notification';
import { paging } from '../schemas/paging';
import { route } from './define';
import { paged } from './shared';

/** What a notice says beyond its kind; which keys it has depends on the kind. */
export const notificationData = z.strictObject({
  /** the lesson's start (lesson notices) */
  start: z.number().int().optional(),
  /** lesson-reminder: how long before the start */
  before: z.enum(REMINDER_KINDS).optional(),
  /** lesson-canceled: who cancelled */
  by: z.number().int().optional(),
  /** lesson-booked and lesson-rebooked */
  duration: z.literal(lessonDurations).optional(),
  /** lesson-rebooked: the start it was moved from */
  from: z.number().int().nullable().optional(),
  /** report-replied: the report and the admin's reply */
  reportId: z.number().int().optional(),
  replyId: z.number().int().optional(),
  /** the other person the notice is about (the tutor, the student, the applicant, the interviewer, the sender) */
  name: z.string().optional(),
  /** lesson-rebooked by the team: why they moved it (told to both members) */
  reason: z.string().optional(),
  /** lesson-proposed: the tutor's note to the student */
  message: z.string().optional(),
  /** an admin acted, not the other member */
  byTeam: z.boolean().optional(),
  /** the app path the notice opens */
  link: z.string().optional(),
  /** new-message: the chat room */
  roomId: z.number().int().optional(),
  /** interview notices: the interview and, for a decision, its level */
  interviewId: z.number().int().optional(),
  side: z.enum(['applicant', 'interviewer']).optional(),
  level: z.number().int().nullable().optional(),
  /** withdrawal and refund notices: the record and the amount in piasters */
  invoiceId: z.number().int().optional(),
  transactionId: z.number().int().optional(),
  amount: z.number().int().optional(),
  /** feedback-replied: the feedback and the team's answer, shown whole in the bell */
  feedbackId: z.number().int().optional(),
  text: z.string().optional(),
});

/** An in-app notice: lessons, messages, interviews, money and replies to reports, each opening the thing itself. */
export const notificationView = z
  .strictObject({
    id: z.number().int(),
    kind: z.enum(NOTIFICATION_KINDS),
    lessonId: z.number().int().nullable(),
    data: notificationData.nullable(),
    /** the app path a click opens */
    link: z.string(),
    readAt: z.number().int().nullable(),
    createdAt: z.number().int(),
  })
  .meta({ id: 'Notification' });

export const notificationList = paged(notificationView).extend({ unread: z.number().int() });

const on = z.boolean();
/** Every event's channels (only those the event can go out on), the caller's choices over the defaults. */
export const notificationPreferences = z
  .strictObject({
    'lesson-reminder': z.strictObject({ inApp: on, email: on, push: on, whatsapp: on }),
    'lesson-booking': z.strictObject({ inApp: on, email: on, push: on }),
    'lesson-recap': z.strictObject({ inApp: on, email: on, push: on }),
    'new-message': z.strictObject({ inApp: on, email: on, push: on }),
    'payment-confirmed': z.strictObject({ email: on, push: on }),
    interview: z.strictObject({ inApp: on, email: on, push: on }),
    money: z.strictObject({ inApp: on, email: on, push: on }),
  })
  .meta({ id: 'NotificationPreferences' });

export const notificationRoutes = {
  // In-app notices of the signed-in user (reminders, bookings, cancellations).
  list: route({
    method: 'get',
    path: '/notification/list',
    access: SIGNED_IN,
    summary: "The caller's notices, newest first, with the unread count",
    request: { query: paging },
    responses: () => ({ 200: notificationList }),
  }),
  read: route({
    method: 'put',
    path: '/notification/read',
    access: SIGNED_IN,
    summary: "Mark all the caller's notices read",
    request: {},
    responses: () => ({ 200: z.strictObject({ unread: z.literal(0) }) }),
  }),
  // One's own notification settings and this device's push subscription (owner rule in the notify service).
  preferences: route({
    method: 'get',
    path: '/notification/preferences',
    access: SIGNED_IN,
    summary: "The caller's notification settings: every event's channels on or off",
    request: {},
    responses: () => ({ 200: notificationPreferences }),
  }),
  setPreferences: route({
    method: 'put',
    path: '/notification/preferences',
    access: SIGNED_IN,
    summary: 'Turn channels of events on or off (cells an event does not have are ignored); answers all settings',
    request: { body: notificationSchemas.preferences },
    responses: () => ({ 200: notificationPreferences }),
  }),
  pushKey: route({
    method: 'get',
    path: '/notification/push-key',
    access: SIGNED_IN,
    summary: 'The VAPID public key browsers subscribe to pushes with (null when push is off)',
    request: {},
    responses: () => ({ 200: z.strictObject({ publicKey: z.string().nullable() }) }),
  }),
  subscribe: route({
    method: 'post',
    path: '/notification/push-subscription',
    access: SIGNED_IN,
    summary: "Save this device's push subscription for the caller",
    request: { body: notificationSchemas.pushSubscription },
    responses: () => ({ 201: z.strictObject({ subscribed: z.literal(true) }) }),
  }),
  unsubscribe: route({
    method: 'delete',
    path: '/notification/push-subscription',
    access: SIGNED_IN,
    summary: 'This device stops receiving pushes',
    request: { body: notificationSchemas.pushUnsubscribe },
    responses: () => ({ 200: z.strictObject({ subscribed: z.literal(false) }) }),
  }),
};

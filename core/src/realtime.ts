// Messages over the real-time sockets (PartyServer rooms), shared by the rooms, the services and the web app.
import type { ChatMessageView } from './api';
import type { AckCode } from './errors';

/** Rooms a client may join: its own inbox, a lesson or interview session, and role channels. */
export const CHANNEL_TOPICS = ['tutors-cache', 'admin-invoices', 'server-stats'] as const;
export type ChannelTopic = (typeof CHANNEL_TOPICS)[number];

/** Client → server over the inbox socket; each carries the client's `ref` and is answered by one Ack with that ref. */
export type ClientAction =
  | { type: 'SendMessage'; ref: string; roomId: number; text: string }
  | { type: 'UpdateMessage'; ref: string; messageId: number; text: string }
  | { type: 'DeleteMessage'; ref: string; messageId: number }
  | { type: 'MarkMessageAsRead'; ref: string; roomId: number; messageId: number }
  | { type: 'UserTyping'; ref: string; roomId: number; typing: boolean };

/** The answer to one client action; `message` is the stored message for send and update. */
export interface Ack {
  type: 'ack';
  ref: string;
  code: AckCode;
  message?: ChatMessageView;
}

/** Server → client events, pushed to the inboxes and channels that need them. */
export type ServerEvent =
  | { type: 'room-message-created'; message: ChatMessageView }
  | { type: 'room-message-updated'; message: ChatMessageView }
  | { type: 'room-message-deleted'; roomId: number; messageId: number }
  | { type: 'room-message-read'; roomId: number; userId: number; messageId: number }
  | { type: 'typing'; roomId: number; userId: number; typing: boolean }
  | { type: 'user-status-changed'; userId: number; online: boolean }
  | { type: 'lesson-booked' | 'lesson-rebooked' | 'lesson-canceled'; lessonId: number; start: number }
  | { type: 'tutor-updated'; tutorId: number }
  | { type: 'tutors-cache-updated' }
  /** these sign-ins were ended: their tabs sign out, their sockets are closed */
  | { type: 'signed-out'; signInIds: number[]; reason?: 'suspended' }
  | { type: 'invoice-updated'; invoiceId: number; status: string }
  | { type: 'payment-status'; transactionId: number; status: number }
  /** a new notice in the bell */
  | { type: 'notification-created'; kind: string }
  | { type: 'server-stats'; at: number; requestsPerMinute: number; errorsPerMinute: number; connectedUsers: number };

export type ServerMessage = Ack | ServerEvent;

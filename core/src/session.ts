// Lesson and interview sessions: ids, the `GET /session/{id}` view, and the messages of the `session/<id>` room.

import type * as z from 'zod';
import type { ChatMessageView } from './api';
import type { AckCode } from './errors';
import type { sessionView } from './routes/session';

/** A session is one lesson or one interview: `lesson-12`, `interview-3`. */
export type SessionKind = 'lesson' | 'interview';
export interface SessionRef {
  kind: SessionKind;
  id: number;
}

const SESSION_ID = /^(lesson|interview)-([1-9][0-9]{0,15})$/;

export function sessionIdOf(kind: SessionKind, id: number): string {
  return `${kind}-${id}`;
}

/** null for anything that is not a well-formed session id (answered `invalid-session-id`). */
export function parseSessionId(value: string): SessionRef | null {
  const m = SESSION_ID.exec(value);
  if (!m) return null;
  const id = Number(m[2]);
  return Number.isSafeInteger(id) ? { kind: m[1] as SessionKind, id } : null;
}

/** Who is in the call now, and what they show. */
export interface SessionParticipant {
  userId: number;
  camera: boolean;
  mic: boolean;
  sharing: boolean;
}

/** `GET /session/{id}`: for its members only. */
export type SessionView = z.output<typeof sessionView>;

/** How the client connects its media, handed out in the join ack only inside the join window. */
export type VideoGrant =
  | { provider: 'p2p'; iceServers: { urls: string | string[]; username?: string; credential?: string }[] }
  | { provider: 'realtimekit'; meetingId: string; authToken: string };

/** WebRTC signalling relayed by the session room from one member to the other. */
export type Signal =
  | { kind: 'offer' | 'answer'; sdp: string }
  | {
      kind: 'ice';
      candidate: { candidate: string; sdpMid?: string | null; sdpMLineIndex?: number | null; usernameFragment?: string | null };
    };

/** Client → server over the session socket; each action with a `ref` is answered by one SessionAck. */
export type SessionAction =
  /** `camera`/`mic`: what the member starts with (default on) */
  | { type: 'JoinSession'; ref: string; camera?: boolean; mic?: boolean }
  | { type: 'LeaveSession'; ref: string }
  | { type: 'Signal'; ref: string; to: number; signal: Signal }
  | { type: 'Ping'; ref: string }
  | { type: 'ToggleCamera'; ref: string; on: boolean }
  | { type: 'ToggleMic'; ref: string; on: boolean }
  | { type: 'UserSharingScreen'; ref: string; sharing: boolean }
  | { type: 'SendSessionMessage'; ref: string; text: string };

export interface SessionAck {
  type: 'ack';
  ref: string;
  code: AckCode;
  /** JoinSession: media grant and who is in the call */
  video?: VideoGrant;
  participants?: SessionParticipant[];
  /** SendSessionMessage: the stored message */
  message?: ChatMessageView;
}

/** Server → every socket in the session room. */
export type SessionRoomEvent =
  | { type: 'session-state'; participants: SessionParticipant[] }
  | { type: 'session-member-joined'; userId: number; at: number; camera?: boolean; mic?: boolean }
  | { type: 'session-member-left'; userId: number; at: number }
  | { type: 'signal'; from: number; signal: Signal }
  | { type: 'camera-toggled'; userId: number; on: boolean }
  | { type: 'mic-toggled'; userId: number; on: boolean }
  | { type: 'screen-sharing'; userId: number; sharing: boolean }
  | { type: 'session-message'; message: ChatMessageView }
  | { type: 'pong'; ref: string; at: number };

export type SessionServerMessage = SessionAck | SessionRoomEvent;

import type { ChatMessageView, PublicUser } from '@kalam/core/api';
import { INTERVIEW_MINUTES, LESSON_JOIN_EARLY_MINUTES, MINUTE_MS } from '@kalam/core/constants';
import { InterviewStatus, SessionEvent } from '@kalam/core/enums';
import type { AckCode } from '@kalam/core/errors';
import { parseSessionId, type SessionKind, type SessionRef, type SessionView, sessionIdOf, type VideoGrant } from '@kalam/core/session';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { interviews, lessons, sessionEvents, users } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { ApiError } from '../lib/errors';
import { openPairRoom, pairRoomId } from './chat';
import { sendMessage } from './chat-actions';
import { publicUserColumns } from './user';

// Lesson and interview sessions: who may see and join them, when, the attendance record, and in-session chat.
// The API (`GET /session/{id}`) and the session room (rooms/session.ts) both go through here.

/** A lesson or interview as its session sees it. */
export interface SessionInfo {
  id: string;
  ref: SessionRef;
  /** the tutor (or interviewer) */
  host: PublicUser;
  /** the student (or interviewee) */
  guest: PublicUser;
  start: number;
  end: number;
  cancelled: boolean;
}

type Loaded = Omit<SessionInfo, 'id' | 'ref'>;

const tutor = alias(users, 'tutor');
const student = alias(users, 'student');

/** A lesson's or an interview's row as its session sees it, `minutes` long. */
const loaded = (row: { host: PublicUser; guest: PublicUser; start: number }, minutes: number, cancelled: boolean): Loaded => ({
  host: row.host,
  guest: row.guest,
  start: row.start,
  end: row.start + minutes * MINUTE_MS,
  cancelled,
});

async function loadLesson(deps: Deps, id: number): Promise<Loaded | null> {
  const [row] = await deps.db
    .select({
      start: lessons.start,
      duration: lessons.duration,
      canceledAt: lessons.canceledAt,
      host: publicUserColumns(tutor),
      guest: publicUserColumns(student),
    })
    .from(lessons)
    .innerJoin(tutor, eq(tutor.id, lessons.tutorId))
    .innerJoin(student, eq(student.id, lessons.studentId))
    .where(eq(lessons.id, id));
  return row ? loaded(row, row.duration, row.canceledAt !== null) : null;
}

async function loadInterview(deps: Deps, id: number): Promise<Loaded | null> {
  const [row] = await deps.db
    .select({ start: interviews.start, status: interviews.status, host: publicUserColumns(tutor), guest: publicUserColumns(student) })
    .from(interviews)
    .innerJoin(tutor, eq(tutor.id, interviews.interviewerId))
    .innerJoin(student, eq(student.id, interviews.intervieweeId))
    .where(eq(interviews.id, id));
  return row ? loaded(row, INTERVIEW_MINUTES, row.status === InterviewStatus.Canceled) : null;
}

/** One loader per kind: the interviewer hosts an interview as the tutor hosts a lesson. */
const loaders: Record<SessionKind, (deps: Deps, id: number) => Promise<Loaded | null>> = {
  lesson: loadLesson,
  interview: loadInterview,
};

type Missing = 'invalid-session-id' | 'lesson-not-found' | 'interview-not-found';

export async function loadSession(deps: Deps, sessionId: string): Promise<SessionInfo | Missing> {
  const ref = parseSessionId(sessionId);
  if (!ref) return 'invalid-session-id';
  const loaded = await loaders[ref.kind](deps, ref.id);
  if (!loaded) return `${ref.kind}-not-found`;
  return { id: sessionIdOf(ref.kind, ref.id), ref, ...loaded };
}

export const isMember = (s: SessionInfo, userId: number) => s.host.id === userId || s.guest.id === userId;
export const joinFrom = (s: Pick<SessionInfo, 'start'>) => s.start - LESSON_JOIN_EARLY_MINUTES * MINUTE_MS;

/**
 * The room router's rule as a condition on the signed-in account's row (`users`), so the token check answers it in the
 * same statement: only the two members open a session's socket (any time; joining the call is timed).
 */
export function sessionMemberCondition(sessionId: string): SQL {
  const ref = parseSessionId(sessionId);
  if (!ref) return sql`0`; // a malformed id names no session: refused like any room one may not open
  return ref.kind === 'lesson'
    ? sql`exists (select 1 from ${lessons} where ${lessons.id} = ${ref.id} and ${users.id} in (${lessons.tutorId}, ${lessons.studentId}))`
    : sql`exists (select 1 from ${interviews} where ${interviews.id} = ${ref.id} and ${users.id} in (${interviews.interviewerId}, ${interviews.intervieweeId}))`;
}

async function memberSession(deps: Deps, caller: Caller, sessionId: string): Promise<SessionInfo | Missing | 'not-member'> {
  const s = await loadSession(deps, sessionId);
  if (typeof s === 'string') return s;
  return isMember(s, caller.id) ? s : 'not-member';
}

/** Members whose latest attendance event is a join. */
async function presentUsers(deps: Deps, sessionId: string): Promise<number[]> {
  const rows = await deps.db
    .select({ userId: sessionEvents.userId, event: sessionEvents.event })
    .from(sessionEvents)
    .where(eq(sessionEvents.sessionId, sessionId))
    .orderBy(asc(sessionEvents.id));
  const last = new Map(rows.map((r) => [r.userId, r.event]));
  return [...last].filter(([, e]) => e === SessionEvent.UserJoined).map(([id]) => id);
}

/**
 * Appends a join or leave unless it repeats the user's latest event, so the record alternates whatever the number of
 * tabs or retries. Answers whether a row was written.
 */
async function record(deps: Deps, sessionId: string, userId: number, event: SessionEvent, at: number): Promise<boolean> {
  const done = await deps.db.run(sql`insert into session_events (session_id, user_id, event, at)
    select ${sessionId}, ${userId}, ${event}, ${at}
    where coalesce((select event from session_events where session_id = ${sessionId} and user_id = ${userId} order by id desc limit 1), ${SessionEvent.UserLeft}) != ${event}`);
  return done.rowsAffected > 0;
}

/**
 * `GET /session/{id}`: for its two members. Anything else — a malformed id, an unknown one, someone else's — is
 * `session-not-found` (never `forbidden`: the client reads that as a lost sign-in).
 */
export async function getSession(deps: Deps, caller: Caller, sessionId: string): Promise<SessionView> {
  const s = await loadSession(deps, sessionId);
  if (typeof s === 'string' || !isMember(s, caller.id)) throw new ApiError('session-not-found');
  const [present, chatRoomId] = await Promise.all([presentUsers(deps, s.id), pairRoomId(deps, s.host.id, s.guest.id)]);
  return {
    id: s.id,
    kind: s.ref.kind,
    refId: s.ref.id,
    members: [s.host, s.guest],
    start: s.start,
    end: s.end,
    joinFrom: joinFrom(s),
    chatRoomId: chatRoomId ?? null,
    present,
    cancelled: s.cancelled,
  };
}

function absoluteUrl(deps: Deps, path: string | null): string | null {
  if (!path) return null;
  try {
    return new URL(path, `${deps.config.appUrl}/`).href;
  } catch {
    return null;
  }
}

type JoinResult = { code: 'ok'; video: VideoGrant; at: number } | { code: Exclude<AckCode, 'ok'>; video?: undefined; at?: undefined };

/**
 * JoinSession: a member, inside [start − 10 min, end) of a session not cancelled, gets a media grant and is recorded
 * as joined. The video provider is asked only here, after the window check, so nothing is created for calls outside
 * it; if it fails the member is not recorded and hears `unreachable`.
 */
export async function joinSession(deps: Deps, caller: Caller, sessionId: string): Promise<JoinResult> {
  const s = await memberSession(deps, caller, sessionId);
  if (typeof s === 'string') return { code: s };
  const now = deps.now();
  if (s.cancelled || now < joinFrom(s) || now >= s.end) return { code: 'unallowed' };
  const me = s.host.id === caller.id ? s.host : s.guest;
  let video: VideoGrant;
  try {
    video = await deps.video.grant(s.id, { id: me.id, name: me.name, picture: absoluteUrl(deps, me.image), host: me === s.host });
  } catch (err) {
    console.error(`video grant failed for ${s.id}`, err);
    return { code: 'unreachable' };
  }
  await record(deps, s.id, caller.id, SessionEvent.UserJoined, now);
  return { code: 'ok', video, at: now };
}

/** LeaveSession (or the last joined socket closing): recorded as left if the member was in. */
export async function leaveSession(deps: Deps, caller: Caller, sessionId: string): Promise<{ code: AckCode; at?: number }> {
  const s = await memberSession(deps, caller, sessionId);
  if (typeof s === 'string') return { code: s };
  const now = deps.now();
  await record(deps, s.id, caller.id, SessionEvent.UserLeft, now);
  return { code: 'ok', at: now };
}

/**
 * SendSessionMessage: kept in the pair's chat room (opened if they have none) through the chat service, so it is
 * sanitised, stored before the ack, and shows in /chat as well.
 */
export async function sendSessionMessage(
  deps: Deps,
  caller: Caller,
  sessionId: string,
  text: string,
  ref?: string,
): Promise<{ code: AckCode; message?: ChatMessageView }> {
  const s = await memberSession(deps, caller, sessionId);
  if (typeof s === 'string') return { code: s };
  const roomId = await openPairRoom(deps, s.host.id, s.guest.id);
  return sendMessage(deps, caller, { roomId, text, ref });
}

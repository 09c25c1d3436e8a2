import type { NotebookView } from '@kalam/core/api';
import { INTERVIEW_MINUTES } from '@kalam/core/constants';
import { InterviewStatus } from '@kalam/core/enums';
import type { NotebookLesson } from '@kalam/core/notebook';
import type { SessionRef } from '@kalam/core/session';
import { eq, sql } from 'drizzle-orm';
import { interviewNotebooks, interviews, lessonNotebooks, lessons } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { getLesson } from './lesson-view';

// A lesson's or an interview's shared notebook (decisions 049, 055): the room keeps the live Yjs document; this service
// keeps its saved state (the rule of who may still write is core's notebookWritableUntil).

type Loaded = { lesson: NotebookLesson; state: Uint8Array | null } | null;

async function loadLesson(deps: Deps, lessonId: number): Promise<Loaded> {
  const [row] = await deps.db
    .select({
      tutorId: lessons.tutorId,
      studentId: lessons.studentId,
      start: lessons.start,
      duration: lessons.duration,
      canceledAt: lessons.canceledAt,
      state: lessonNotebooks.state,
    })
    .from(lessons)
    .leftJoin(lessonNotebooks, eq(lessonNotebooks.lessonId, lessons.id))
    .where(eq(lessons.id, lessonId));
  if (!row) return null;
  const { canceledAt, state, ...times } = row;
  return { lesson: { ...times, cancelled: canceledAt !== null }, state: state ? new Uint8Array(state) : null };
}

/** The interviewer writes as a lesson's tutor and the applicant as its student, over the interview's slot. */
async function loadInterview(deps: Deps, interviewId: number): Promise<Loaded> {
  const [row] = await deps.db
    .select({
      tutorId: interviews.interviewerId,
      studentId: interviews.intervieweeId,
      start: interviews.start,
      status: interviews.status,
      state: interviewNotebooks.state,
    })
    .from(interviews)
    .leftJoin(interviewNotebooks, eq(interviewNotebooks.interviewId, interviews.id))
    .where(eq(interviews.id, interviewId));
  if (!row) return null;
  const { status, state, ...members } = row;
  const lesson = { ...members, duration: INTERVIEW_MINUTES, cancelled: status === InterviewStatus.Canceled };
  return { lesson, state: state ? new Uint8Array(state) : null };
}

/** What the notebook's room needs when it starts: its members and times, and the saved document if any. */
export const loadNotebook = (deps: Deps, ref: SessionRef): Promise<Loaded> =>
  ref.kind === 'lesson' ? loadLesson(deps, ref.id) : loadInterview(deps, ref.id);

/** The whole document as one update, and its text; the latest save wins (the room holds every edit it ever had). */
export async function saveNotebook(deps: Deps, ref: SessionRef, state: Uint8Array, text: string): Promise<void> {
  const values = { state, text, updatedAt: deps.now() };
  const set = { state, text, updatedAt: sql`excluded.updated_at` };
  if (ref.kind === 'lesson')
    await deps.db
      .insert(lessonNotebooks)
      .values({ lessonId: ref.id, ...values })
      .onConflictDoUpdate({ target: lessonNotebooks.lessonId, set });
  else
    await deps.db
      .insert(interviewNotebooks)
      .values({ interviewId: ref.id, ...values })
      .onConflictDoUpdate({ target: interviewNotebooks.interviewId, set });
}

/** `GET /lesson/{id}/notebook`: its text for the lesson's two members (empty until someone writes); others lesson-not-found. */
export async function lessonNotebook(deps: Deps, caller: Caller, lessonId: number): Promise<NotebookView> {
  const [, [row]] = await Promise.all([
    getLesson(deps, caller, lessonId),
    deps.db
      .select({ text: lessonNotebooks.text, updatedAt: lessonNotebooks.updatedAt })
      .from(lessonNotebooks)
      .where(eq(lessonNotebooks.lessonId, lessonId)),
  ]);
  return { lessonId, text: row?.text ?? '', updatedAt: row?.updatedAt ?? null };
}

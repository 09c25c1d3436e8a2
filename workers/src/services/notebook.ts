import type { NotebookView } from '@kalam/core';
import type { NotebookLesson } from '@kalam/core/notebook';
import { eq, sql } from 'drizzle-orm';
import { lessonNotebooks, lessons } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { getLesson } from './lesson-view';

// A lesson's shared notebook (decision 049): the room keeps the live Yjs document; this service keeps its saved state
// (the rule of who may still write is core's notebookWritableUntil).

/** What the notebook's room needs when it starts: the lesson's members and times, and the saved document if any. */
export async function loadNotebook(deps: Deps, lessonId: number): Promise<{ lesson: NotebookLesson; state: Uint8Array | null } | null> {
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

/** The whole document as one update, and its text; the latest save wins (the room holds every edit it ever had). */
export async function saveNotebook(deps: Deps, lessonId: number, state: Uint8Array, text: string): Promise<void> {
  const now = deps.now();
  await deps.db
    .insert(lessonNotebooks)
    .values({ lessonId, state, text, updatedAt: now })
    .onConflictDoUpdate({ target: lessonNotebooks.lessonId, set: { state, text, updatedAt: sql`excluded.updated_at` } });
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

import type { MarkView, RecapView } from '@kalam/core/api';
import { HOUR_MS, MINUTE_MS } from '@kalam/core/constants';
import type { schemas } from '@kalam/core/schemas/index';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Lesson, type LessonMark, lessonMarks, lessons } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { ApiError } from '../lib/errors';
import { getLesson } from './lesson-view';

// A lesson's marks: what its tutor writes for its student to take away (decision 038). The live notebook will write
// its marks through these same functions.

type MarkInput = z.infer<typeof schemas.lessonMark.mark>;

/** How long after a lesson's end its tutor may still add, edit and delete its marks. */
export const MARKS_EDIT_HOURS = 24;

/** The tutor writes marks from the lesson's start until 24 hours after its end. */
export const markWindow = (lesson: Pick<Lesson, 'start' | 'duration'>) => ({
  from: lesson.start,
  until: lesson.start + lesson.duration * MINUTE_MS + MARKS_EDIT_HOURS * HOUR_MS,
});

export function markViewOf(m: LessonMark): MarkView {
  const base = { id: m.id, lessonId: m.lessonId, createdAt: m.createdAt, updatedAt: m.updatedAt };
  if (m.kind === 'word') return { ...base, kind: 'word', word: m.text, meaning: m.detail ?? '', example: m.example };
  if (m.kind === 'correction') return { ...base, kind: 'correction', said: m.text, better: m.detail ?? '' };
  return { ...base, kind: 'homework', task: m.text, due: m.due, doneAt: m.doneAt };
}

/** The generic row's columns for a mark as the tutor wrote it; an empty example or due day is none. */
function columnsOf(input: MarkInput) {
  if (input.kind === 'word')
    return { kind: input.kind, text: input.word, detail: input.meaning, example: input.example || null, due: null };
  if (input.kind === 'correction') return { kind: input.kind, text: input.said, detail: input.better, example: null, due: null };
  return { kind: input.kind, text: input.task, detail: null, example: null, due: input.due || null };
}

/** The lesson's marks, oldest first. */
export const marksOf = (deps: Deps, lessonId: number) =>
  deps.db.select().from(lessonMarks).where(eq(lessonMarks.lessonId, lessonId)).orderBy(lessonMarks.id);

/** `GET /lesson/{id}/recap`: the lesson and its marks, for its two members; anyone else hears lesson-not-found. */
export async function lessonRecap(deps: Deps, caller: Caller, lessonId: number): Promise<RecapView> {
  const [lesson, marks] = await Promise.all([getLesson(deps, caller, lessonId), marksOf(deps, lessonId)]);
  const { from, until } = markWindow(lesson);
  return { lesson, marks: marks.map(markViewOf), editableFrom: from, editableUntil: until };
}

/** Anyone but the lesson's tutor hears `notFound`; a cancelled lesson, or outside its window, is closed to marks. */
function assertWritable(deps: Deps, caller: Caller, lesson: Lesson | undefined, notFound: 'lesson-not-found' | 'mark-not-found') {
  if (!lesson || lesson.tutorId !== caller.id) throw new ApiError(notFound);
  const { from, until } = markWindow(lesson);
  const now = deps.now();
  if (lesson.canceledAt !== null || now < from || now > until) throw new ApiError('marks-closed');
}

/** `POST /lesson/{id}/mark`: the lesson's tutor adds a new word, a correction or homework. */
export async function addMark(deps: Deps, caller: Caller, lessonId: number, input: MarkInput): Promise<MarkView> {
  const [lesson] = await deps.db.select().from(lessons).where(eq(lessons.id, lessonId));
  assertWritable(deps, caller, lesson, 'lesson-not-found');
  const now = deps.now();
  const [mark] = await deps.db
    .insert(lessonMarks)
    .values({ lessonId, ...columnsOf(input), createdAt: now, updatedAt: now })
    .returning();
  if (!mark) throw new ApiError('unexpected');
  return markViewOf(mark);
}

/** The mark and its lesson; `mark-not-found` when either is missing. */
async function markWithLesson(deps: Deps, id: number) {
  const [row] = await deps.db
    .select({ mark: lessonMarks, lesson: lessons })
    .from(lessonMarks)
    .innerJoin(lessons, eq(lessons.id, lessonMarks.lessonId))
    .where(eq(lessonMarks.id, id));
  if (!row) throw new ApiError('mark-not-found');
  return row;
}

/** `PUT /lesson/mark/{id}`: the tutor rewrites a mark; homework that stays homework keeps its done state. */
export async function editMark(deps: Deps, caller: Caller, id: number, input: MarkInput): Promise<MarkView> {
  const { lesson } = await markWithLesson(deps, id);
  assertWritable(deps, caller, lesson, 'mark-not-found');
  const [mark] = await deps.db
    .update(lessonMarks)
    .set({
      ...columnsOf(input),
      doneAt: input.kind === 'homework' ? sql`case when ${lessonMarks.kind} = 'homework' then ${lessonMarks.doneAt} end` : null,
      updatedAt: deps.now(),
    })
    .where(eq(lessonMarks.id, id))
    .returning();
  if (!mark) throw new ApiError('mark-not-found');
  return markViewOf(mark);
}

/** `DELETE /lesson/mark/{id}`: the tutor deletes a mark. */
export async function removeMark(deps: Deps, caller: Caller, id: number): Promise<void> {
  const { lesson } = await markWithLesson(deps, id);
  assertWritable(deps, caller, lesson, 'mark-not-found');
  await deps.db.delete(lessonMarks).where(eq(lessonMarks.id, id));
}

/** `PUT /lesson/mark/{id}/done`: the lesson's student marks homework done or not; a replay keeps the first moment. */
export async function setHomeworkDone(deps: Deps, caller: Caller, id: number, done: boolean): Promise<MarkView> {
  const { mark, lesson } = await markWithLesson(deps, id);
  if (lesson.studentId !== caller.id) throw new ApiError('mark-not-found');
  if (mark.kind !== 'homework')
    throw new ApiError('bad-request', { message: 'Only homework is marked done.', errors: { done: 'invalid' } });
  const [saved] = await deps.db
    .update(lessonMarks)
    .set({ doneAt: done ? sql`coalesce(${lessonMarks.doneAt}, ${deps.now()})` : null })
    .where(and(eq(lessonMarks.id, id), eq(lessonMarks.kind, 'homework')))
    .returning();
  if (!saved) throw new ApiError('mark-not-found');
  return markViewOf(saved);
}

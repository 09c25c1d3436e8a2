import type { ProgressView } from '@kalam/core/api';
import { dayStart, weekOf } from '@kalam/core/availability';
import { DAY_MS } from '@kalam/core/constants';
import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { batch } from '../db/batch';
import { deckReviews, lessonMarks, lessons } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { ApiError } from '../lib/errors';
import { deckCountsOf, deckCountsQuery } from './deck';

// A student's progress (decision 041): the figures of their own page, and the summary their tutors see.

const WEEKS = 8;
/** The longest streak counted: a year of days in a row. */
const STREAK_DAYS = 366;

/** Days in a row with practice, counted back from today, or from yesterday when today has none yet. */
function streakOf(days: Set<number>, today: number): number {
  let day = days.has(today) ? today : dayStart(today - DAY_MS / 2);
  let streak = 0;
  while (days.has(day)) {
    streak++;
    day = dayStart(day - DAY_MS / 2);
  }
  return streak;
}

/** The progress figures of `studentId`, read in one round trip of five statements. */
export async function progressOf(deps: Deps, studentId: number): Promise<ProgressView> {
  const now = deps.now();
  const thisWeek = weekOf(now);
  const starts = Array.from({ length: WEEKS }, (_, i) => weekOf(thisWeek.start - (WEEKS - 1 - i) * 7 * DAY_MS + DAY_MS).start);
  const from = starts[0] ?? thisWeek.start;
  const [taken, reviews, hours, homework, counts] = await batch(deps.db, [
    deps.db
      .select({ start: lessons.start, duration: lessons.duration })
      .from(lessons)
      .where(and(eq(lessons.studentId, studentId), isNull(lessons.canceledAt), gte(lessons.start, from), lt(lessons.start, now))),
    deps.db
      .select({ at: deckReviews.reviewedAt })
      .from(deckReviews)
      .where(and(eq(deckReviews.studentId, studentId), gte(deckReviews.reviewedAt, from))),
    // the hours with practice (Cairo's offsets are whole hours): a year of them is a few hundred rows, not every answer
    deps.db
      .selectDistinct({ hour: sql<number>`${deckReviews.reviewedAt} / 3600000` })
      .from(deckReviews)
      .where(and(eq(deckReviews.studentId, studentId), gte(deckReviews.reviewedAt, now - STREAK_DAYS * DAY_MS))),
    deps.db
      .select({ total: sql<number>`count(*)`, done: sql<number>`coalesce(sum(${lessonMarks.doneAt} is not null), 0)` })
      .from(lessonMarks)
      .innerJoin(lessons, eq(lessons.id, lessonMarks.lessonId))
      .where(and(eq(lessons.studentId, studentId), eq(lessonMarks.kind, 'homework'), isNull(lessons.canceledAt))),
    deckCountsQuery(deps, studentId, now),
  ]);
  const words = deckCountsOf(counts);
  const weekIndex = (at: number) => starts.findLastIndex((s) => s <= at);
  const weeks = starts.map((start) => ({ start, lessons: 0, minutes: 0, reviews: 0 }));
  for (const l of taken) {
    const w = weeks[weekIndex(l.start)];
    if (w) w.lessons++, (w.minutes += l.duration);
  }
  for (const r of reviews) {
    const w = weeks[weekIndex(r.at)];
    if (w) w.reviews++;
  }
  const days = new Set(hours.map((h) => dayStart(h.hour * 3_600_000)));
  return {
    weeks,
    words: { total: words.words, learned: words.learned, due: words.due },
    homework: { total: homework[0]?.total ?? 0, done: homework[0]?.done ?? 0 },
    streak: streakOf(days, dayStart(now)),
  };
}

/** `GET /progress/student/{id}`: a tutor sees the progress of a student they have had a lesson with. */
export async function studentProgressForTutor(deps: Deps, caller: Caller, studentId: number): Promise<ProgressView> {
  const [taught] = await deps.db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.tutorId, caller.id), eq(lessons.studentId, studentId), isNull(lessons.canceledAt)))
    .limit(1);
  if (!taught) throw new ApiError('student-not-found');
  return progressOf(deps, studentId);
}

import type { LessonView } from '@kalam/core/api';
import { eq, inArray, sql } from 'drizzle-orm';
import { batch, type Statement } from '../db/batch';
import { type Lesson, lessons, users } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { isAdmin } from '../lib/caller';
import { ApiError } from '../lib/errors';
import { cairoTime } from '../lib/lesson-time';
import { publish } from './events';
import { assertChangeable } from './lesson';
import { toView, type ViewRow, viewQuery } from './lesson-view';
import { notOptedOut, pushLessonChange, wanting } from './notify';
import { readSettings } from './settings';

// Cancelling lessons: by a member, or many at once (hours removed), each member told after the answer.

/** A cancelled lesson of a plan frees its minutes: the quota counts only lessons not cancelled. */
const MINUTES_BACK = 'عادت دقائق الدرس إلى رصيد أسبوعه في باقتك، فيمكنك حجز غيره.';

/**
 * `DELETE /lesson/{id}`: either member until the cancellation window, admins until the end. Frees the cells. Answers
 * the lesson and the telling of the members (events and mails), for the route to run after the answer.
 */
export async function cancelLesson(deps: Deps, caller: Caller, id: number): Promise<{ lesson: LessonView; tell: () => Promise<void> }> {
  const [lesson] = await deps.db.select().from(lessons).where(eq(lessons.id, id));
  if (!lesson || (lesson.tutorId !== caller.id && lesson.studentId !== caller.id && !isAdmin(caller)))
    throw new ApiError('lesson-not-found');
  await assertChangeable(deps, caller, lesson);
  const {
    views: [cancelled],
    tell,
  } = await cancelledViews(deps, caller, [lesson]);
  if (!cancelled) throw new ApiError('bad-request', { message: 'The lesson is already cancelled.', errors: { id: 'invalid' } });
  return { lesson: cancelled, tell };
}

/**
 * Cancels lessons (each only if still active), frees their cells and tells the members who did not act, in the app and
 * by email. Returns the ids actually cancelled.
 */
export async function cancelLessons(deps: Deps, by: Caller, list: readonly Lesson[], extra: Statement[] = []): Promise<number[]> {
  const { views, tell } = await cancelledViews(deps, by, list, extra);
  await tell();
  return views.map((v) => v.id);
}

/**
 * `cancelLessons` in one round trip: each lesson's update, its notices (written only if that update changed it), the
 * freed cells, then the lessons as they now are and the members' addresses, in one batch. Answers the cancelled views.
 */
async function cancelledViews(deps: Deps, by: Caller, list: readonly Lesson[], extra: Statement[] = []) {
  const now = deps.now();
  const none = { views: [] as LessonView[], tell: async () => {} };
  if (!list.length && !extra.length) return none;
  const ids = list.map((l) => l.id);
  const members = [...new Set(list.flatMap((l) => [l.tutorId, l.studentId]))];
  const perLesson = 4;
  const statements = [
    ...extra,
    ...list.flatMap((l) => [
      deps.db.run(
        sql`update lessons set canceled_at = ${now}, canceled_by = ${by.id}, updated_at = ${now} where id = ${l.id} and canceled_at is null`,
      ),
      // changes() is the update's just above: the notices go out only for a lesson this request cancelled
      deps.db.run(sql`insert into notifications (user_id, kind, lesson_id, data, created_at)
        select m.value, 'lesson-canceled', ${l.id},
          json_set(${JSON.stringify({ start: l.start, by: by.id, byTeam: by.id !== l.tutorId && by.id !== l.studentId, link: `/lesson/${l.id}` })},
            '$.name', (select name from users where id = case when m.value = ${l.tutorId} then ${l.studentId} else ${l.tutorId} end)), ${now}
        from json_each(${JSON.stringify([l.tutorId, l.studentId].filter((id) => id !== by.id))}) m
        where changes() > 0 and ${notOptedOut(sql`m.value`, 'lesson-booking', 'inApp')}`),
      deps.db.run(sql`delete from tutor_cells where lesson_id = ${l.id}`),
      deps.db.run(sql`delete from student_cells where lesson_id = ${l.id}`),
    ]),
    viewQuery(deps, ids.length ? inArray(lessons.id, ids) : sql`0`),
    deps.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.id, members.length ? members : [0])),
  ];
  const [results, { cancellationWindowHours }] = await Promise.all([
    batch(deps.db, statements),
    readSettings(deps, ['cancellationWindowHours']),
  ]);
  const done = new Set(
    list.filter((_, i) => (results[extra.length + i * perLesson] as { rowsAffected: number }).rowsAffected > 0).map((l) => l.id),
  );
  if (!done.size) return none;
  const views = (results.at(-2) as ViewRow[]).filter((r) => done.has(r.lesson.id)).map((r) => toView(r, now, cancellationWindowHours));
  const emails = results.at(-1) as { id: number; email: string }[];
  return { views, tell: () => tellCancelled(deps, by, views, emails) };
}

async function tellCancelled(deps: Deps, by: Caller, views: LessonView[], emails: { id: number; email: string }[]) {
  const byEmail = await wanting(
    deps,
    emails.map((e) => e.id),
    'lesson-booking',
    'email',
  );
  for (const v of views) {
    await publish(deps, [v.tutor.id, v.student.id], { type: 'lesson-canceled', lessonId: v.id, start: v.start });
    await pushLessonChange(deps, 'canceled', v, by.id);
    for (const to of [v.tutor, v.student].filter((p) => p.id !== by.id && byEmail.has(p.id))) {
      const email = emails.find((e) => e.id === to.id)?.email;
      if (!email) continue;
      const other = v.tutor.id === to.id ? v.student.displayName : v.tutor.displayName;
      await deps.mailer.send({
        to: email,
        subject: 'أُلغي درس — كلام',
        text: `أُلغي درسك مع ${other} في ${cairoTime(v.start)} (بتوقيت القاهرة).${to.id === v.student.id && v.cover === 'plan' ? `\n${MINUTES_BACK}` : ''}`,
      });
    }
  }
}

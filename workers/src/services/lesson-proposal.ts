import type { LessonView, ProposalView } from '@kalam/core/api';
import { fitsIn } from '@kalam/core/availability';
import { HOUR_MS, MINUTE_MS } from '@kalam/core/constants';
import type { schemas } from '@kalam/core/schemas/index';
import { durationText } from '@kalam/core/words';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Lesson, type LessonProposal, lessonProposals, lessons, users } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { isAdmin } from '../lib/caller';
import { ApiError } from '../lib/errors';
import { zonedTime } from '../lib/lesson-time';
import { bookableFor } from './availability';
import { assertChangeable, rebookLesson } from './lesson';
import { getLesson } from './lesson-view';
import { readSettings } from './settings';
import { tell } from './tell';
import { displayNameSql } from './user';

// A tutor proposes another time for a lesson; its student accepts (the lesson moves as a rebook) or declines (decision 035).

/** The idempotency key of the move an accepted proposal makes: accepting twice finds the same lesson. */
const moveKey = (proposalId: number) => `proposal-${proposalId}`;

/**
 * Open until answered or replaced; it lapses when its time or the lesson's change deadline passes, or the lesson is
 * cancelled: the student could no longer move the lesson then.
 */
function viewOf(p: LessonProposal, lesson: Pick<Lesson, 'start' | 'canceledAt'>, now: number, windowHours: number): ProposalView {
  const lapsed = lesson.canceledAt !== null || now >= p.start || now >= lesson.start - windowHours * HOUR_MS;
  return {
    id: p.id,
    lessonId: p.lessonId,
    start: p.start,
    duration: p.duration,
    message: p.message,
    status: p.status === 'open' && lapsed ? 'expired' : p.status,
    movedTo: p.movedTo,
    createdAt: p.createdAt,
    answeredAt: p.answeredAt,
  };
}

async function windowHours(deps: Deps) {
  return (await readSettings(deps, ['cancellationWindowHours'])).cancellationWindowHours;
}

/** `POST /lesson/{id}/proposal`: the lesson's tutor offers one of their free times; a newer proposal replaces an open one. */
export async function proposeTime(
  deps: Deps,
  caller: Caller,
  lessonId: number,
  input: z.infer<typeof schemas.lesson.propose>,
): Promise<ProposalView> {
  const [lesson] = await deps.db.select().from(lessons).where(eq(lessons.id, lessonId));
  if (!lesson || lesson.tutorId !== caller.id) throw new ApiError('lesson-not-found');
  await assertChangeable(deps, caller, lesson);
  if (input.start === lesson.start)
    throw new ApiError('bad-request', { message: 'That is the lesson’s own time.', errors: { start: 'invalid' } });
  const free = await bookableFor(deps, lesson.tutorId, {
    from: input.start,
    to: input.start + lesson.duration * MINUTE_MS,
    ignoreLesson: lesson.id,
  });
  if (!free || !fitsIn(free.bookable, input.start, lesson.duration))
    throw new ApiError('bad-request', { message: 'That time is not free in your schedule.', errors: { start: 'invalid' } });
  const now = deps.now();
  // replacing and inserting in one transaction: the unique index on open proposals keeps one per lesson
  const [, [proposal]] = await deps.db.batch([
    deps.db
      .update(lessonProposals)
      .set({ status: 'replaced', answeredAt: now })
      .where(and(eq(lessonProposals.lessonId, lesson.id), eq(lessonProposals.status, 'open'))),
    deps.db
      .insert(lessonProposals)
      .values({
        lessonId: lesson.id,
        tutorId: lesson.tutorId,
        studentId: lesson.studentId,
        start: input.start,
        duration: lesson.duration,
        message: input.message || null,
        createdAt: now,
      })
      .returning(),
  ]);
  if (!proposal) throw new ApiError('unexpected');
  const [[tutor], [student]] = await Promise.all([
    deps.db
      .select({ name: displayNameSql(users) })
      .from(users)
      .where(eq(users.id, lesson.tutorId)),
    deps.db
      .select({ name: displayNameSql(users), timeZone: users.timeZone })
      .from(users)
      .where(eq(users.id, lesson.studentId)),
  ]);
  const zone = student?.timeZone ?? 'Africa/Cairo';
  const name = tutor?.name ?? '';
  const note = proposal.message ? `\nرسالته: «${proposal.message}»` : '';
  await tell(deps, [
    {
      to: lesson.studentId,
      event: 'lesson-booking',
      kind: 'lesson-proposed',
      lessonId: lesson.id,
      data: {
        name,
        start: proposal.start,
        from: lesson.start,
        duration: lesson.duration,
        link: `/lesson/${lesson.id}`,
        ...(proposal.message ? { message: proposal.message } : {}),
      },
      mail: {
        subject: `${name} يقترح موعدًا جديدًا لدرسكما — كلام`,
        text: `يقترح ${name} نقل درسكما (${durationText(lesson.duration)}).\nالموعد الحالي: ${zonedTime(lesson.start, zone)}\nالموعد المقترح: ${zonedTime(proposal.start, zone)}${note}\n\nاقبل الموعد أو ارفضه من صفحة الدرس:`,
      },
      push: { title: 'موعد جديد مقترح لدرسك', body: `يقترح ${name}: ${zonedTime(proposal.start, zone)}` },
    },
  ]);
  return viewOf(proposal, lesson, now, await windowHours(deps));
}

/** `GET /lesson/{id}/proposal`: the lesson's latest proposal, for its members and admins. */
export async function latestProposal(deps: Deps, caller: Caller, lessonId: number): Promise<{ proposal: ProposalView | null }> {
  const [[lesson], [proposal], hours] = await Promise.all([
    deps.db.select().from(lessons).where(eq(lessons.id, lessonId)),
    deps.db.select().from(lessonProposals).where(eq(lessonProposals.lessonId, lessonId)).orderBy(desc(lessonProposals.id)).limit(1),
    windowHours(deps),
  ]);
  if (!lesson || (!isAdmin(caller) && lesson.tutorId !== caller.id && lesson.studentId !== caller.id))
    throw new ApiError('lesson-not-found');
  return { proposal: proposal ? viewOf(proposal, lesson, deps.now(), hours) : null };
}

/** The proposal and its lesson, for its student only: anyone else hears it does not exist. */
async function studentsProposal(deps: Deps, caller: Caller, id: number) {
  const [row] = await deps.db
    .select({ proposal: lessonProposals, lesson: lessons })
    .from(lessonProposals)
    .innerJoin(lessons, eq(lessons.id, lessonProposals.lessonId))
    .where(eq(lessonProposals.id, id));
  if (!row || row.proposal.studentId !== caller.id) throw new ApiError('proposal-not-found');
  return { ...row, view: viewOf(row.proposal, row.lesson, deps.now(), await windowHours(deps)) };
}

/**
 * `POST /lesson/proposal/{id}/accept`: the lesson moves by the booking rules, in one transaction that also marks the
 * proposal accepted and only if it is still open. A replay, or a second accept at the same moment, answers the same
 * moved lesson with `replay` set (nothing told twice); an accept that lost to a decline or a cancel is `proposal-closed`.
 */
export async function acceptProposal(deps: Deps, caller: Caller, id: number): Promise<{ lesson: LessonView; replay: boolean }> {
  const { proposal, view } = await studentsProposal(deps, caller, id);
  if (view.status === 'accepted' && view.movedTo !== null) return { lesson: await getLesson(deps, caller, view.movedTo), replay: true };
  if (view.status !== 'open') throw new ApiError('proposal-closed');
  const now = deps.now();
  try {
    return await rebookLesson(deps, caller, { id: proposal.lessonId, start: proposal.start, duration: proposal.duration }, moveKey(id), {
      guard: sql`exists (select 1 from lesson_proposals where id = ${id} and status = 'open')`,
      after: (ours) => [
        deps.db.run(sql`update lesson_proposals set status = 'accepted', moved_to = ${ours}, answered_at = ${now}
          where id = ${id} and status = 'open' and exists ${ours}`),
      ],
      noticeKind: 'proposal-accepted',
    });
  } catch (err) {
    const { view: after } = await studentsProposal(deps, caller, id);
    if (after.status === 'accepted' && after.movedTo !== null)
      return { lesson: await getLesson(deps, caller, after.movedTo), replay: true };
    if (after.status !== 'open') throw new ApiError('proposal-closed');
    throw err;
  }
}

/** `POST /lesson/proposal/{id}/decline`: the lesson keeps its time; the tutor is told once, a replay answers the same. */
export async function declineProposal(deps: Deps, caller: Caller, id: number): Promise<ProposalView> {
  const { view, lesson } = await studentsProposal(deps, caller, id);
  if (view.status === 'declined') return view;
  if (view.status !== 'open') throw new ApiError('proposal-closed');
  const now = deps.now();
  const [declined] = await deps.db
    .update(lessonProposals)
    .set({ status: 'declined', answeredAt: now })
    .where(and(eq(lessonProposals.id, id), eq(lessonProposals.status, 'open')))
    .returning();
  if (!declined) {
    // another answer came first: a decline replays, an accept closed it
    const { view: after } = await studentsProposal(deps, caller, id);
    if (after.status === 'declined') return after;
    throw new ApiError('proposal-closed');
  }
  const [[student], [tutor]] = await Promise.all([
    deps.db
      .select({ name: displayNameSql(users) })
      .from(users)
      .where(eq(users.id, lesson.studentId)),
    deps.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, lesson.tutorId)),
  ]);
  const name = student?.name ?? '';
  const zone = tutor?.timeZone ?? 'Africa/Cairo';
  await tell(deps, [
    {
      to: lesson.tutorId,
      event: 'lesson-booking',
      kind: 'proposal-declined',
      lessonId: lesson.id,
      data: { name, start: declined.start, from: lesson.start, link: `/lesson/${lesson.id}` },
      mail: {
        subject: `${name} لم يقبل الموعد المقترح — كلام`,
        text: `لم يقبل ${name} نقل درسكما إلى ${zonedTime(declined.start, zone)}.\nيبقى الدرس في موعده: ${zonedTime(lesson.start, zone)}.\n\nصفحة الدرس:`,
      },
      push: { title: 'لم يُقبل الموعد المقترح', body: `يبقى درسك مع ${name} ${zonedTime(lesson.start, zone)}` },
    },
  ]);
  return viewOf(declined, lesson, now, await windowHours(deps));
}

import type { LessonView } from '@kalam/core/api';
import { durationText } from '@kalam/core/words';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { batch } from '../db/batch';
import { lessons, users } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { zonedTime } from '../lib/lesson-time';
import { feedTokensMade, feedUrl } from './calendar';
import { wants } from './notify';

/** Why a lesson moved, when the mail says more than who moved it: the team's reason, or the tutor's proposal accepted. */
export type MoveWhy = { reason?: string; proposal?: boolean };

type Member = { id: number; email: string; timeZone: string };

/**
 * Emails both members of a new or moved lesson, in Arabic, with the time in each one's own zone and their private
 * calendar feed (the same iCalendar the settings screen offers), which already holds the lesson.
 */
export async function mailLessonBooked(deps: Deps, lesson: LessonView, by: Caller, why: MoveWhy = {}): Promise<void> {
  const ids = [lesson.tutor.id, lesson.student.id];
  // one round trip: a feed for a member who had none, then the members who want the mail and the lesson moved from
  const [, members, [previous]] = await batch(deps.db, [
    feedTokensMade(deps, ids),
    deps.db
      .select({ id: users.id, email: users.email, timeZone: users.timeZone, feedToken: sql<string>`${users.calendarToken}` })
      .from(users)
      .where(and(inArray(users.id, ids), wants(users.id, 'lesson-booking', 'email'))),
    deps.db
      .select({ start: lessons.start })
      .from(lessons)
      .where(eq(lessons.id, lesson.rebookedFrom ?? -1)),
  ]);
  // the mails in one statement (one round trip)
  await deps.mailer.send(
    ...members.map((member) => {
      const mail = lessonMail(lesson, member, by, previous?.start, feedUrl(deps, member.feedToken), why);
      return { to: member.email, subject: mail.subject, text: `${mail.text}\n\n${lessonPageLine(deps, lesson.id)}` };
    }),
  );
}

/** The lesson page, open at any time: its device check before, the call from ten minutes before the start. */
export const lessonPageLine = (deps: Deps, lessonId: number) =>
  `صفحة الدرس (جرّب فيها الكاميرا والميكروفون في أي وقت): ${deps.config.appUrl}/lesson/${lessonId}`;

function lessonMail(lesson: LessonView, member: Member, by: Caller, previousStart: number | undefined, feed: string, why: MoveWhy) {
  const isTutor = member.id === lesson.tutor.id;
  const other = isTutor ? lesson.student.displayName : lesson.tutor.displayName;
  const when = zonedTime(lesson.start, member.timeZone);
  const calendar = `أضِف دروسك إلى تقويمك (ملف ‎.ics‎ يتجدد تلقائيًا): ${feed}`;
  if (previousStart !== undefined) {
    const moved = why.proposal
      ? isTutor
        ? `قبل ${other} الموعد الذي اقترحته لدرسكما.`
        : `قبلتَ الموعد الذي اقترحه ${other} لدرسكما.`
      : by.id === member.id
        ? `غيّرتَ موعد درسك مع ${other}.`
        : by.id === lesson.tutor.id || by.id === lesson.student.id
          ? `غيّر ${other} موعد الدرس بينكما.`
          : `غيّر فريق كلام موعد درسك مع ${other}.${why.reason ? `\nالسبب: «${why.reason}»` : ''}`;
    return {
      subject: 'تغيّر موعد درس — كلام',
      text: `${moved}\nكان: ${zonedTime(previousStart, member.timeZone)}\nأصبح: ${when}، ومدته ${durationText(lesson.duration)}.\n\n${calendar}`,
    };
  }
  return isTutor
    ? {
        subject: 'حجز جديد لدرس معك — كلام',
        text: `حجز ${other} درسًا معك ${when}، ومدته ${durationText(lesson.duration)}.\n\n${calendar}`,
      }
    : {
        subject: 'تأكيد حجز درسك — كلام',
        text: `تم حجز درسك مع ${other} ${when}، ومدته ${durationText(lesson.duration)}. ادخل من صفحة الدرس قبل البداية بعشر دقائق.\n${coverLine(lesson)}\n\n${calendar}`,
      };
}

/** What the student pays for the lesson, in the words the booking screens use. */
export const coverLine = (lesson: Pick<LessonView, 'cover'>) =>
  lesson.cover === 'plan' ? 'الدرس ضمن باقتك، فلا تدفع عنه شيئًا.' : 'هذا درسك المجاني بدون باقة، فلا تدفع عنه شيئًا.';

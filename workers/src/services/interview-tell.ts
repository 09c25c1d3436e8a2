import { BOUNDS } from '@kalam/core/constants';
import { InterviewStatus } from '@kalam/core/enums';
import type { NotificationKind } from '@kalam/core/notifications';
import { inArray } from 'drizzle-orm';
import { users } from '../db/schema';
import type { Deps } from '../deps';
import { zonedTime } from '../lib/lesson-time';
import { type Telling, tell } from './tell';
import { displayNameSql } from './user';

type Change = 'booked' | 'canceled' | 'decided';
type Interview = { id: number; interviewerId: number; intervieweeId: number; start: number; status: number; level: number | null };

/** Where each side reads the interview: the applicant's application, the interviewer's list opened on it. */
export const interviewLink = (interview: { id: number }, side: 'applicant' | 'interviewer') =>
  side === 'applicant' ? '/tutor/onboarding' : `/interviews?id=${interview.id}`;

/**
 * Booked, cancelled or decided: the applicant and the interviewer are each told once, in the bell, by email and push,
 * naming the other and linking to the interview. `byId` is who acted (a cancellation names them).
 */
export async function tellInterview(deps: Deps, change: Change, interview: Interview, byId: number): Promise<void> {
  const people = new Map(
    (
      await deps.db
        .select({ id: users.id, name: displayNameSql(users), timeZone: users.timeZone })
        .from(users)
        .where(inArray(users.id, [interview.interviewerId, interview.intervieweeId]))
    ).map((u) => [u.id, u]),
  );
  const applicant = people.get(interview.intervieweeId);
  const interviewer = people.get(interview.interviewerId);
  if (!applicant || !interviewer) return;
  const passed = interview.status === InterviewStatus.Passed;
  const kind: NotificationKind =
    change === 'booked'
      ? 'interview-booked'
      : change === 'canceled'
        ? 'interview-canceled'
        : passed
          ? 'interview-passed'
          : 'interview-rejected';
  const tellings: Telling[] = [
    { side: 'applicant' as const, to: applicant, other: interviewer },
    { side: 'interviewer' as const, to: interviewer, other: applicant },
  ].map(({ side, to, other }) => {
    const when = zonedTime(interview.start, to.timeZone);
    const words = wordsFor(change, side, {
      other: other.name,
      when,
      passed,
      level: interview.level,
      self: byId === to.id,
      byOther: byId === other.id,
    });
    return {
      to: to.id,
      event: 'interview',
      kind,
      data: {
        interviewId: interview.id,
        side,
        start: interview.start,
        name: other.name,
        link: interviewLink(interview, side),
        byTeam: byId !== applicant.id && byId !== interviewer.id,
        ...(change === 'decided' ? { level: interview.level } : {}),
      },
      mail: { subject: `${words.title} — كلام`, text: words.body },
      push: { title: words.title, body: words.body.split('\n')[0] ?? '' },
    };
  });
  await tell(deps, tellings);
}

function wordsFor(
  change: Change,
  side: 'applicant' | 'interviewer',
  w: { other: string; when: string; passed: boolean; level: number | null; self: boolean; byOther: boolean },
): { title: string; body: string } {
  const digits = new Intl.NumberFormat('ar-EG');
  const level = w.level === null ? '' : ` المستوى: ${digits.format(w.level)} من ${digits.format(BOUNDS.interviewLevel.max)}.`;
  if (change === 'booked') {
    return side === 'applicant'
      ? { title: 'تأكيد موعد مقابلتك', body: `حُجزت مقابلتك مع ${w.other} ${w.when}.\nادخل من صفحة طلبك قبل الموعد بعشر دقائق.` }
      : {
          title: 'مقابلة جديدة محجوزة معك',
          body: `حجز ${w.other} مقابلة معك ${w.when}.\nطلبه كاملًا (الصورة والفيديو والنبذة) في صفحة المقابلات.`,
        };
  }
  if (change === 'canceled') {
    const what = w.byOther
      ? `ألغى ${w.other} المقابلة التي كانت ${w.when}.`
      : w.self
        ? `ألغيتَ مقابلتك مع ${w.other} ${w.when}.`
        : `ألغى فريق كلام المقابلة مع ${w.other} ${w.when}.`;
    return side === 'applicant'
      ? { title: 'أُلغيت مقابلتك', body: `${what}\nيمكنك حجز موعد جديد من صفحة طلبك.` }
      : { title: 'أُلغيت مقابلة', body: `${what}\nأصبح هذا الوقت متاحًا من جديد.` };
  }
  if (side === 'applicant') {
    return w.passed
      ? { title: 'نجحت في مقابلتك', body: `اعتمد ${w.other} نجاحك في المقابلة.${level}\nاقرأ الملاحظات وابدأ من لوحتك.` }
      : { title: 'نتيجة مقابلتك', body: `سجّل ${w.other} نتيجة مقابلتك: لم تُقبل هذه المرة.${level}\nاقرأ الملاحظات في صفحة طلبك.` };
  }
  return {
    title: 'سُجّلت نتيجة مقابلة',
    body: `سُجّلت نتيجة مقابلة ${w.other}: ${w.passed ? 'ناجح، وأصبح حسابه مفعّلًا' : 'لم يُقبل'}.${level}`,
  };
}

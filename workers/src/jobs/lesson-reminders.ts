import type { LessonView } from '@kalam/core/api';
import { LESSON_REMINDERS_MS, MINUTE_MS } from '@kalam/core/constants';
import type { ReminderKind } from '@kalam/core/notifications';
import { durationText } from '@kalam/core/words';
import { sql } from 'drizzle-orm';
import { lessons, notifications, sentReminders, users } from '../db/schema';
import type { Deps } from '../deps';
import { cairoTime } from '../lib/lesson-time';
import { lessonPageLine } from '../services/lesson-mail';
import { lessonViews } from '../services/lesson-view';
import { pushToUsers, wanting } from '../services/notify';
import { sendWhatsAppReminders } from '../services/whatsapp-reminders';

// "now" covers a lesson that starts before the next 5-minute tick, or began a few minutes ago and is still joinable
const KINDS: readonly { kind: ReminderKind; lead: number; text: string }[] = [
  { kind: '24h', lead: LESSON_REMINDERS_MS[0], text: 'خلال ٢٤ ساعة' }, // not "tomorrow": a lesson booked for later today gets it too
  { kind: '1h', lead: LESSON_REMINDERS_MS[1], text: 'بعد ساعة' },
  { kind: 'now', lead: 5 * MINUTE_MS, text: 'الآن' },
];
const NOW_LATEST = -10 * MINUTE_MS;

export type ReminderTarget = { v: LessonView; to: LessonView['tutor']; other: LessonView['tutor'] };

/**
 * Sends the 24-hour, 1-hour and "starting now" reminders of upcoming lessons on every channel each person keeps on.
 * Each (lesson, kind) is claimed in `sent_reminders` before anything is sent, so a cron that runs twice, late or
 * concurrently sends each reminder once per channel. A lesson booked inside a window gets only the nearest reminder.
 */
export async function sendLessonReminders(deps: Deps): Promise<number> {
  const now = deps.now();
  let sent = 0;
  for (const [i, { kind, lead, text }] of KINDS.entries()) {
    const nextLead = KINDS[i + 1]?.lead ?? NOW_LATEST;
    const claimed = await deps.db.run(sql`insert into ${sentReminders} (lesson_id, kind, sent_at)
      select id, ${kind}, ${now} from ${lessons}
      where canceled_at is null and start > ${now + nextLead} and start <= ${now + lead}
      on conflict do nothing returning lesson_id`);
    const ids = claimed.rows.map((r) => Number((r as unknown as { lesson_id: number }).lesson_id ?? Object.values(r)[0]));
    if (!ids.length) continue;
    const views = await lessonViews(deps, sql`${lessons.id} in ${ids}`);
    const people: ReminderTarget[] = views.flatMap((v) => [
      { v, to: v.tutor, other: v.student },
      { v, to: v.student, other: v.tutor },
    ]);
    const userIds = people.map((p) => p.to.id);
    const [inApp, byEmail] = await Promise.all([
      wanting(deps, userIds, 'lesson-reminder', 'inApp'),
      wanting(deps, userIds, 'lesson-reminder', 'email'),
    ]);
    const notices = people.filter((p) => inApp.has(p.to.id));
    if (notices.length)
      await deps.db.insert(notifications).values(
        notices.map((p) => ({
          userId: p.to.id,
          kind: 'lesson-reminder' as const,
          lessonId: p.v.id,
          data: { before: kind, start: p.v.start, name: p.other.displayName, link: `/lesson/${p.v.id}` },
          createdAt: now,
        })),
      );
    await Promise.all([
      kind === 'now'
        ? 0
        : mailReminders(
            deps,
            people.filter((p) => byEmail.has(p.to.id)),
            text,
          ).then((n) => (sent += n)),
      Promise.all(
        views.map((v) => pushToUsers(deps, [v.tutor.id, v.student.id], 'lesson-reminder', (userId) => reminderPush(v, userId, kind, text))),
      ),
      sendWhatsAppReminders(deps, people, kind),
    ]);
  }
  return sent;
}

async function mailReminders(deps: Deps, people: ReminderTarget[], text: string): Promise<number> {
  if (!people.length) return 0;
  const emails = new Map(
    (
      await deps.db.all<{ id: number; email: string }>(
        sql`select id, email from ${users} where id in ${[...new Set(people.map((p) => p.to.id))]}`,
      )
    ).map((u) => [u.id, u.email]),
  );
  let sent = 0;
  for (const p of people) {
    const email = emails.get(p.to.id);
    if (!email) continue;
    await deps.mailer.send({
      to: email,
      subject: `تذكير: درسك ${text} — كلام`,
      text: `درسك مع ${p.other.displayName} يبدأ ${cairoTime(p.v.start)} (بتوقيت القاهرة) ومدته ${durationText(p.v.duration)}. ادخل من صفحة الدرس قبل البداية بعشر دقائق.\n\n${lessonPageLine(deps, p.v.id)}`,
    });
    sent++;
  }
  return sent;
}

function reminderPush(v: LessonView, userId: number, kind: ReminderKind, text: string) {
  const other = userId === v.tutor.id ? v.student.displayName : v.tutor.displayName;
  const title = kind === 'now' ? `درسك مع ${other} يبدأ الآن` : `تذكير: درسك ${text}`;
  const body = kind === 'now' ? 'اضغط للدخول إلى الدرس.' : `مع ${other} — ${cairoTime(v.start)} بتوقيت القاهرة`;
  return { title, body, url: `/lesson/${v.id}`, tag: `lesson-${v.id}` };
}

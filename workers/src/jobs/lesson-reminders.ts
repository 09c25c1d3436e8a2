import { LESSON_REMINDERS_MS } from '@kalam/core';
import { sql } from 'drizzle-orm';
import { lessons, notifications, sentReminders } from '../db/schema';
import type { Deps } from '../deps';
import { cairoTime, lessonViews } from '../services/lesson';

const KINDS = [
  { kind: '24h', lead: LESSON_REMINDERS_MS[0], text: 'خلال ٢٤ ساعة' }, // not "tomorrow": a lesson booked for later today gets it too
  { kind: '1h', lead: LESSON_REMINDERS_MS[1], text: 'بعد ساعة' },
] as const;

/**
 * Sends the 24-hour and 1-hour reminders of upcoming lessons, by email and in the app. Each (lesson, kind) is claimed
 * in `sent_reminders` before it is sent, so a cron that runs twice, late or concurrently sends each reminder once.
 * A lesson booked inside a window gets only the nearest reminder.
 */
export async function sendLessonReminders(deps: Deps): Promise<number> {
  const now = deps.now();
  let sent = 0;
  for (const [i, { kind, lead, text }] of KINDS.entries()) {
    const nextLead = KINDS[i + 1]?.lead ?? 0;
    const claimed = await deps.db.run(sql`insert into ${sentReminders} (lesson_id, kind, sent_at)
      select id, ${kind}, ${now} from ${lessons}
      where canceled_at is null and start > ${now + nextLead} and start <= ${now + lead}
      on conflict do nothing returning lesson_id`);
    const ids = claimed.rows.map((r) => Number((r as unknown as { lesson_id: number }).lesson_id ?? Object.values(r)[0]));
    if (!ids.length) continue;
    const views = await lessonViews(deps, sql`${lessons.id} in ${ids}`);
    const people = views.flatMap((v) => [{ v, to: v.tutor, other: v.student }, { v, to: v.student, other: v.tutor }]);
    await deps.db.insert(notifications).values(people.map((p) => ({ userId: p.to.id, kind: 'lesson-reminder' as const, lessonId: p.v.id, data: { before: kind, start: p.v.start }, createdAt: now })));
    const emails = new Map((await deps.db.all<{ id: number; email: string }>(sql`select id, email from users where id in ${[...new Set(people.map((p) => p.to.id))]}`)).map((u) => [u.id, u.email]));
    for (const p of people) {
      const email = emails.get(p.to.id);
      if (!email) continue;
      await deps.mailer.send({
        to: email,
        subject: `تذكير: درسك ${text} — كلام`,
        text: `درسك مع ${p.other.name} يبدأ ${cairoTime(p.v.start)} (بتوقيت القاهرة) ومدته ${p.v.duration} دقيقة. ادخل من صفحة الدرس قبل البداية بعشر دقائق.`,
      });
      sent++;
    }
  }
  return sent;
}

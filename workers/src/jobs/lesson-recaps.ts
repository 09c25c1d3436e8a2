import { DAY_MS, HOUR_MS, MINUTE_MS } from '@kalam/core/constants';
import { durationText } from '@kalam/core/words';
import { eq, inArray, sql } from 'drizzle-orm';
import { lessonMarks, lessons, recapsTold, users } from '../db/schema';
import type { Deps } from '../deps';
import { zonedTime } from '../lib/lesson-time';
import { markViewOf } from '../services/lesson-mark';
import { tell } from '../services/tell';
import { displayNameSql } from '../services/user';

/** A lesson ended with marks, or had its first marks written after its end within the tutor's 24 hours. */
const LOOK_BACK = DAY_MS + HOUR_MS;

/**
 * Tells each student once that a lesson's recap is ready: the bell, email and push as their `lesson-recap` settings
 * allow, linking the recap. Each lesson is claimed in `recaps_told` before telling, so a repeated, late or concurrent
 * cron tells once; a lesson with no marks is not claimed, so marks written later still reach the student.
 */
export async function tellRecaps(deps: Deps): Promise<number> {
  const now = deps.now();
  const claimed = await deps.db.run(sql`insert into ${recapsTold} (lesson_id, told_at)
    select l.id, ${now} from ${lessons} l
    where l.canceled_at is null and l.start > ${now - LOOK_BACK - DAY_MS} and l.start <= ${now}
      and l.start + l.duration * ${MINUTE_MS} <= ${now} and l.start + l.duration * ${MINUTE_MS} > ${now - LOOK_BACK}
      and exists (select 1 from ${lessonMarks} m where m.lesson_id = l.id)
    on conflict do nothing returning lesson_id`);
  const ids = claimed.rows.map((r) => Number(Object.values(r)[0]));
  if (!ids.length) return 0;
  const [rows, marks] = await Promise.all([
    deps.db
      .select({
        id: lessons.id,
        start: lessons.start,
        duration: lessons.duration,
        studentId: lessons.studentId,
        tutorName: displayNameSql(users),
        zone: sql<string>`(select time_zone from users s where s.id = ${lessons.studentId})`,
      })
      .from(lessons)
      .innerJoin(users, eq(users.id, lessons.tutorId))
      .where(inArray(lessons.id, ids)),
    deps.db.select().from(lessonMarks).where(inArray(lessonMarks.lessonId, ids)).orderBy(lessonMarks.id),
  ]);
  await tell(
    deps,
    rows.map((l) => {
      const link = `/lesson/${l.id}/recap`;
      const when = zonedTime(l.start, l.zone ?? 'Africa/Cairo');
      return {
        to: l.studentId,
        event: 'lesson-recap' as const,
        kind: 'lesson-recap' as const,
        lessonId: l.id,
        data: { name: l.tutorName, start: l.start, link },
        mail: {
          subject: `ما أخذته من درسك مع ${l.tutorName} — كلام`,
          text: `درسك مع ${l.tutorName} ${when} (${durationText(l.duration)}).\n\n${recapText(marks.filter((m) => m.lessonId === l.id))}\n\nالملخص في التطبيق، ومنه تعلّم على الواجب أنه تمّ:`,
        },
        push: { title: `ملخص درسك مع ${l.tutorName}`, body: 'الكلمات الجديدة والتصحيحات والواجب في مكان واحد.' },
      };
    }),
  );
  return rows.length;
}

const dueDay = new Intl.DateTimeFormat('ar-EG', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });

/** What the tutor wrote, isolated so English keeps its own direction in an Arabic plain-text mail (its `<bdi>`). */
const own = (text: string) => `\u2068${text}\u2069`;

/** The marks as plain lines for the email: words, then corrections, then homework. */
function recapText(rows: (typeof lessonMarks.$inferSelect)[]): string {
  const views = rows.map(markViewOf);
  const parts: string[] = [];
  const words = views.flatMap((m) =>
    m.kind === 'word' ? [`• ${own(m.word)}: ${own(m.meaning)}${m.example ? ` — ${own(m.example)}` : ''}`] : [],
  );
  const corrections = views.flatMap((m) => (m.kind === 'correction' ? [`• ${own(m.said)} ← ${own(m.better)}`] : []));
  const homework = views.flatMap((m) =>
    m.kind === 'homework' ? [`• ${own(m.task)}${m.due ? ` (حتى ${dueDay.format(Date.parse(m.due))})` : ''}`] : [],
  );
  if (words.length) parts.push(`كلمات جديدة:\n${words.join('\n')}`);
  if (corrections.length) parts.push(`تصحيحات (قلت ← الأصح):\n${corrections.join('\n')}`);
  if (homework.length) parts.push(`الواجب:\n${homework.join('\n')}`);
  return parts.join('\n\n');
}

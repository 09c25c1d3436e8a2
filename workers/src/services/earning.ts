import { TZDate } from '@date-fns/tz';
import type { MonthEarnings } from '@kalam/core/api';
import { MINUTE_MS, PIASTERS_PER_POUND, TIME_ZONE } from '@kalam/core/constants';
import type { schemas } from '@kalam/core/schemas/index';
import { addMonths, lightFormat } from 'date-fns';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type * as z from 'zod';
import { pageWith } from '../db/page';
import { lessons, users } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { publicUserColumns } from './user';

/** A tutor's lessons that count as earned: taught (not cancelled) and over by `now`; the balance sums the same. */
export const taughtBy = (tutorId: number, now: number) =>
  and(
    eq(lessons.tutorId, tutorId),
    sql`${lessons.canceledAt} is null`,
    sql`${lessons.start} + ${lessons.duration} * ${MINUTE_MS} <= ${now}`,
  );

/** A Cairo month `2026-11` as the times it covers. */
function monthRange(month: string): { start: number; end: number } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const first = new TZDate(year, m - 1, 1, TIME_ZONE);
  return { start: first.getTime(), end: addMonths(first, 1).getTime() };
}

const inMonth = (caller: Caller, now: number, month: string) => {
  const { start, end } = monthRange(month);
  return and(taughtBy(caller.id, now), sql`${lessons.start} >= ${start}`, sql`${lessons.start} < ${end}`);
};

const rowsOf = (deps: Deps, where: SQL | undefined) =>
  deps.db
    .select({
      lessonId: lessons.id,
      start: lessons.start,
      duration: lessons.duration,
      earned: lessons.price,
      student: publicUserColumns(users),
    })
    .from(lessons)
    .innerJoin(users, eq(users.id, lessons.studentId))
    .where(where)
    .orderBy(desc(lessons.start), desc(lessons.id));

/** `GET /earning/list`: a month's taught lessons, newest first, with the month's count and sum, in one round trip. */
export async function monthEarnings(deps: Deps, caller: Caller, q: z.output<typeof schemas.earning.listQuery>): Promise<MonthEarnings> {
  const where = inMonth(caller, deps.now(), q.month);
  const [{ list, total }, [sum]] = await pageWith(
    deps.db,
    q,
    rowsOf(deps, where),
    deps.db.select({ n: count() }).from(lessons).where(where),
    [
      deps.db
        .select({ earned: sql<number>`coalesce(sum(${lessons.price}), 0)` })
        .from(lessons)
        .where(where),
    ],
  );
  return { list, total, earned: Number(sum?.earned ?? 0) };
}

/**
 * `GET /earning/export`: the month as a spreadsheet opens it: a byte-order mark so Excel reads the Arabic as UTF-8,
 * Arabic headings, Cairo date and time, Latin digits and pounds with two decimals so the cells sum.
 */
export async function monthEarningsCsv(deps: Deps, caller: Caller, month: string): Promise<string> {
  const rows = await rowsOf(deps, inMonth(caller, deps.now(), month));
  const { stringify } = await import('csv-stringify/sync');
  const cairo = (ms: number, pattern: string) => lightFormat(new TZDate(ms, TIME_ZONE), pattern);
  const csv = stringify(
    rows
      .toReversed()
      .map((r) => [
        cairo(r.start, 'yyyy-MM-dd'),
        cairo(r.start, 'HH:mm'),
        r.student.name,
        r.duration,
        (r.earned / PIASTERS_PER_POUND).toFixed(2),
      ]),
    {
      header: true,
      columns: ['التاريخ', 'الوقت (القاهرة)', 'الطالب', 'المدة (دقيقة)', 'المبلغ (ج.م.)'],
      record_delimiter: 'windows',
      quoted_match: /\n/,
    },
  );
  return `\uFEFF${csv}`;
}

import type { AvailabilityView, LessonView, ScheduleView, SlotView } from '@kalam/core/api';
import {
  expandWeekly,
  fitsIn,
  type OneOffSlot,
  subtract,
  type TimeRange,
  union,
  type WeeklyRule,
  weekdaysOf,
} from '@kalam/core/availability';
import { MINUTE_MS } from '@kalam/core/constants';
import { Role } from '@kalam/core/enums';
import type { schemas } from '@kalam/core/schemas/index';
import { and, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { z } from 'zod';
import { type Lesson, lessons, type Schedule, schedules, slots, tutors, users } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { isAdmin } from '../lib/caller';
import { ApiError } from '../lib/errors';
import { theRow } from '../lib/rows';
import { availabilityOf, availabilityQueries, bookableOf, toRule } from './availability';
import { tutorChanged } from './events';
import { cancelLessons } from './lesson-cancel';
import { lessonViews } from './lesson-view';
import { type HoursRow, hoursChanges, mergeRanges, type PlannedRow, placeHours } from './weekly-hours';

const HOSTS: readonly Role[] = [Role.Tutor, Role.TutorManager];

const toScheduleView = (s: Schedule): ScheduleView => ({ id: s.id, title: s.title, ...toRule(s) });
const toSlotView = (s: typeof slots.$inferSelect): SlotView => ({ id: s.id, start: s.start, end: s.end, kind: s.kind });

/** `GET /availability-slot/`: anyone sees an onboarded tutor's bookable times; the host and admins also the templates. */
export async function getAvailability(
  deps: Deps,
  caller: Caller | null,
  q: z.infer<typeof schemas.availability.listQuery>,
): Promise<AvailabilityView> {
  const hostId = q.tutorId ?? caller?.id;
  if (!hostId) throw new ApiError('bad-request', { errors: { tutorId: 'required' } });
  const own = caller !== null && (caller.id === hostId || isAdmin(caller));
  const range = { start: q.from, end: q.to };
  // the host and their availability in one round trip; the availability is dropped when the host may not be seen
  const [[host], ...rows] = await deps.db.batch([
    deps.db
      .select({ role: users.role, activated: tutors.activated, deactivatedAt: users.deactivatedAt })
      .from(users)
      .innerJoin(tutors, eq(tutors.userId, users.id))
      .where(eq(users.id, hostId)),
    ...availabilityQueries(deps, [hostId], range),
  ]);
  // tutor managers offer interview slots to signed-in applicants; tutors their lessons to everyone once onboarded
  const visible =
    host &&
    host.deactivatedAt === null &&
    HOSTS.includes(host.role as Role) &&
    (own || (host.role === Role.Tutor && host.activated) || (host.role === Role.TutorManager && caller !== null));
  const a = availabilityOf(rows).get(hostId);
  if (!visible || !a) throw new ApiError('tutor-not-found');
  let ownSchedules: ScheduleView[] | null = null;
  let ownSlots: SlotView[] | null = null;
  if (own) {
    const [scheduleRows, slotRows] = await deps.db.batch([
      deps.db.select().from(schedules).where(eq(schedules.tutorId, hostId)).orderBy(schedules.startMinute),
      deps.db
        .select()
        .from(slots)
        .where(and(eq(slots.tutorId, hostId), gt(slots.end, deps.now())))
        .orderBy(slots.start),
    ]);
    ownSchedules = scheduleRows.map(toScheduleView);
    ownSlots = slotRows.map(toSlotView);
  }
  return {
    tutorId: hostId,
    noticeMinutes: a.noticeMinutes,
    from: q.from,
    to: q.to,
    bookable: bookableOf(deps, a, range),
    schedules: ownSchedules,
    slots: ownSlots,
  };
}

/** Open time of a host before lessons and notice: templates plus added slots minus removed slots. */
function openTime(rules: readonly WeeklyRule[], oneOff: readonly OneOffSlot[], range: TimeRange): TimeRange[] {
  const open = union([...expandWeekly(rules, range.start, range.end), ...oneOff.filter((s) => s.kind === 'add')]);
  return subtract(
    open,
    oneOff.filter((s) => s.kind === 'remove'),
  );
}

/** Future booked lessons of the host that the availability after a change would no longer hold. */
async function heldLessons(deps: Deps, hostId: number, after: { rules: WeeklyRule[]; slots: OneOffSlot[] }): Promise<Lesson[]> {
  const now = deps.now();
  const future = await deps.db
    .select()
    .from(lessons)
    .where(and(eq(lessons.tutorId, hostId), isNull(lessons.canceledAt), gt(lessons.start, now)));
  if (!future.length) return [];
  const range = { start: now, end: Math.max(...future.map((l) => l.start + l.duration * MINUTE_MS)) };
  const open = openTime(after.rules, after.slots, range);
  return future.filter((l) => !fitsIn(open, l.start, l.duration));
}

type Slot = typeof slots.$inferSelect;
interface Current {
  schedules: Schedule[];
  slots: Slot[];
  version: number;
}

async function currentOf(deps: Deps, hostId: number): Promise<Current> {
  const [rows, slotRows, [host]] = await deps.db.batch([
    deps.db.select().from(schedules).where(eq(schedules.tutorId, hostId)),
    deps.db
      .select()
      .from(slots)
      .where(and(eq(slots.tutorId, hostId), gt(slots.end, deps.now()))),
    deps.db.select({ version: tutors.hoursVersion }).from(tutors).where(eq(tutors.userId, hostId)),
  ]);
  return { schedules: rows, slots: slotRows, version: host?.version ?? 0 };
}

const ruleOf = (r: PlannedRow): WeeklyRule => ({ ...r, weekdays: weekdaysOf(r.weekdays) });

async function confirmHeld(deps: Deps, held: Lesson[], confirm: boolean | undefined) {
  if (!held.length || confirm) return;
  const views = await lessonViews(
    deps,
    inArray(
      lessons.id,
      held.map((l) => l.id),
    ),
  );
  throw new ApiError('conflicting-lessons', {
    message: 'This change would cancel booked lessons; confirm to cancel them.',
    details: { lessons: views },
  });
}

/** A change planned over one reading of the host's hours: the writes (each guarded), the lessons it cancels, its answer. */
interface Rewrite<T> {
  writes: BatchItem<'sqlite'>[];
  held?: Lesson[];
  confirm?: boolean;
  answer: () => Promise<T>;
}

/**
 * Applies a change to the host's hours and time off atomically over what it read: the batch first swaps the host's
 * hours version for a fresh token and every write runs only while that token is in place, so of two concurrent
 * changes read at the same version one applies and the other re-reads (now seeing the first) and merges again.
 */
async function rewrite<T>(deps: Deps, hostId: number, caller: Caller, plan: (current: Current, guard: SQL) => Promise<Rewrite<T>>) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const current = await currentOf(deps, hostId);
    const token = (crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) + 1;
    const guard = sql`exists (select 1 from tutors where user_id = ${hostId} and hours_version = ${token})`;
    const change = await plan(current, guard);
    if (!change.writes.length) return change.answer();
    await confirmHeld(deps, change.held ?? [], change.confirm);
    const bump = deps.db.run(
      sql`update tutors set hours_version = ${token} where user_id = ${hostId} and hours_version = ${current.version}`,
    );
    if (change.held?.length) await cancelLessons(deps, caller, change.held, [bump, ...change.writes]);
    else await deps.db.batch([bump, ...change.writes]);
    const [after] = await deps.db.select({ version: tutors.hoursVersion }).from(tutors).where(eq(tutors.userId, hostId));
    if (after?.version === token) {
      await tutorChanged(deps, hostId);
      return change.answer();
    }
  }
  throw new ApiError('conflicting-schedule');
}

const toHoursRow = (s: Schedule): HoursRow => s;

/** The guarded writes that turn `before` into `after` for the host. */
function hoursWrites(deps: Deps, hostId: number, guard: SQL, before: readonly HoursRow[], after: readonly PlannedRow[], title: string) {
  const now = deps.now();
  const { update, remove, insert } = hoursChanges(before, after);
  return [
    ...update.map((r) =>
      deps.db.run(sql`update schedules set weekdays = ${r.weekdays}, start_minute = ${r.startMinute},
        duration_minutes = ${r.durationMinutes}, valid_from = ${r.validFrom}, updated_at = ${now}
        where id = ${r.id} and tutor_id = ${hostId} and ${guard}`),
    ),
    ...remove.map((id) => deps.db.run(sql`delete from schedules where id = ${id} and tutor_id = ${hostId} and ${guard}`)),
    ...insert.map((r) =>
      deps.db.run(sql`insert into schedules
        (tutor_id, title, weekdays, start_minute, duration_minutes, time_zone, valid_from, valid_until, created_at, updated_at)
        select ${hostId}, ${title}, ${r.weekdays}, ${r.startMinute}, ${r.durationMinutes}, ${r.timeZone}, ${r.validFrom},
          ${r.validUntil}, ${now}, ${now} where ${guard}`),
    ),
  ];
}

/** The open-ended template holding `minutes` on `weekday` after a change: what adding or moving hours answers. */
async function holding(deps: Deps, hostId: number, weekday: number, minutes: { start: number; end: number }) {
  const rows = await deps.db.select().from(schedules).where(eq(schedules.tutorId, hostId));
  const row = rows.find(
    (r) =>
      r.weekdays & (1 << weekday) &&
      r.startMinute <= minutes.start &&
      r.startMinute + r.durationMinutes >= minutes.end &&
      r.validUntil === null,
  );
  if (!row) throw new ApiError('slot-not-found');
  return toScheduleView(row);
}

/** `POST /availability-slot/`: weekly hours or a one-off slot, merged with what they touch; removals that hold lessons need `confirm`. */
export async function createAvailability(
  deps: Deps,
  caller: Caller,
  input: z.infer<typeof schemas.availability.create>,
): Promise<ScheduleView | SlotView> {
  if (input.type === 'schedule') {
    const minutes = { start: input.startMinute, end: input.startMinute + input.durationMinutes };
    return rewrite(deps, caller.id, caller, async (current, guard) => {
      const before = current.schedules.map(toHoursRow);
      const after = placeHours(before, input);
      return {
        writes: hoursWrites(deps, caller.id, guard, before, after, input.title ?? ''),
        answer: () => holding(deps, caller.id, input.weekdays[0] ?? 0, minutes),
      };
    });
  }
  if (input.end <= deps.now()) throw new ApiError('bad-request', { errors: { end: 'invalid' } });
  const range = { start: input.start, end: input.end };
  return rewrite(deps, caller.id, caller, async (current, guard) => {
    // a one-off change merges with the same kind of change it touches or overlaps: time off from–to is one range
    const { hull, absorbed } = mergeRanges(
      current.slots.filter((s) => s.kind === input.kind),
      range,
    );
    const whole = absorbed.find((s) => s.start === hull.start && s.end === hull.end);
    const answer = async () =>
      toSlotView(
        theRow(
          await deps.db
            .select()
            .from(slots)
            .where(and(eq(slots.tutorId, caller.id), eq(slots.start, hull.start), eq(slots.end, hull.end), eq(slots.kind, input.kind))),
        ),
      );
    if (whole) return { writes: [], answer };
    const kept = current.slots.filter((s) => !absorbed.includes(s));
    const held =
      input.kind === 'remove'
        ? await heldLessons(deps, caller.id, { rules: current.schedules.map(toRule), slots: [...kept, { ...hull, kind: 'remove' }] })
        : [];
    const writes = [
      ...absorbed.map((s) => deps.db.run(sql`delete from slots where id = ${s.id} and ${guard}`)),
      deps.db.run(sql`insert into slots (tutor_id, start, "end", kind, created_at)
        select ${caller.id}, ${hull.start}, ${hull.end}, ${input.kind}, ${deps.now()} where ${guard}`),
    ];
    return { writes, held, confirm: input.confirm, answer };
  });
}

/** `PATCH /availability-slot/{id}`: moves or resizes one day of a template, merged with what it then touches. */
export async function editAvailability(deps: Deps, caller: Caller, id: number, input: z.infer<typeof schemas.availability.edit>) {
  const minutes = { start: input.startMinute, end: input.startMinute + input.durationMinutes };
  return rewrite(deps, caller.id, caller, async (current, guard) => {
    const before = current.schedules.map(toHoursRow);
    const row = before.find((r) => r.id === id);
    if (!row) throw new ApiError('slot-not-found');
    const answer = () => holding(deps, caller.id, input.weekday, minutes);
    // a replayed move finds the day already moved: answer what holds the hours now
    if (!(row.weekdays & (1 << input.from))) return { writes: [], answer };
    const emptied = before.map((r) => (r.id === id ? { ...r, weekdays: r.weekdays & ~(1 << input.from) } : r));
    const after = placeHours(emptied, { ...input, weekdays: [input.weekday], timeZone: row.timeZone, validFrom: row.validFrom }, id);
    const held = await heldLessons(deps, caller.id, { rules: after.map(ruleOf), slots: current.slots });
    return { writes: hoursWrites(deps, caller.id, guard, before, after, ''), held, confirm: input.confirm, answer };
  });
}

/** `DELETE /availability-slot/{id}`: removes a template (or one day of it) or a slot; lessons it held are cancelled on confirmation. */
export async function deleteAvailability(
  deps: Deps,
  caller: Caller,
  id: number,
  q: z.infer<typeof schemas.availability.removeQuery>,
): Promise<{ canceled: LessonView[] }> {
  const canceled = async (held: Lesson[]) => ({
    canceled: held.length
      ? await lessonViews(
          deps,
          inArray(
            lessons.id,
            held.map((l) => l.id),
          ),
        )
      : [],
  });
  return rewrite(deps, caller.id, caller, async (current, guard) => {
    if (q.type === 'schedule') {
      const before = current.schedules.map(toHoursRow);
      const row = before.find((r) => r.id === id);
      if (!row) throw new ApiError('slot-not-found');
      const mask = q.weekday === undefined ? 0 : row.weekdays & ~(1 << q.weekday);
      const after = before.filter((r) => r.id !== id || mask).map((r) => (r.id === id ? { ...r, weekdays: mask } : r));
      const held = await heldLessons(deps, caller.id, { rules: after.map(ruleOf), slots: current.slots });
      return { writes: hoursWrites(deps, caller.id, guard, before, after, ''), held, confirm: q.confirm, answer: () => canceled(held) };
    }
    const target = current.slots.find((s) => s.id === id);
    // a past slot is gone from `current`; still let its owner delete it
    const [slot] = target
      ? [target]
      : await deps.db
          .select()
          .from(slots)
          .where(and(eq(slots.id, id), eq(slots.tutorId, caller.id)));
    if (!slot) throw new ApiError('slot-not-found');
    const held = target
      ? await heldLessons(deps, caller.id, { rules: current.schedules.map(toRule), slots: current.slots.filter((s) => s !== target) })
      : [];
    const writes = [deps.db.run(sql`delete from slots where id = ${id} and ${guard}`)];
    return { writes, held, confirm: q.confirm, answer: () => canceled(held) };
  });
}

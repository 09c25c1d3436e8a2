import {
  type AvailabilityView,
  DAY_MS,
  expandWeekly,
  fitsIn,
  MINUTE_MS,
  type OneOffSlot,
  Role,
  type ScheduleView,
  type SlotView,
  type schemas,
  subtract,
  type TimeRange,
  union,
  type WeeklyRule,
  weekdayMask,
  weekdaysOf,
} from '@kalam/core';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { type Lesson, lessons, type Schedule, schedules, slots, tutors, users } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { isAdmin } from '../lib/caller';
import { ApiError } from '../lib/errors';
import { theRow } from '../lib/rows';
import { availabilityOf, availabilityQueries, bookableOf, toRule } from './availability';
import { tutorChanged } from './events';
import { cancelLessons, lessonViews } from './lesson';

const HOSTS: readonly Role[] = [Role.Tutor, Role.TutorManager];

const toScheduleView = (s: Schedule): ScheduleView => ({
  id: s.id,
  title: s.title,
  weekdays: weekdaysOf(s.weekdays),
  startMinute: s.startMinute,
  durationMinutes: s.durationMinutes,
  timeZone: s.timeZone,
  validFrom: s.validFrom,
  validUntil: s.validUntil,
});
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

async function currentOf(deps: Deps, hostId: number) {
  const [rows, slotRows] = await Promise.all([
    deps.db.select().from(schedules).where(eq(schedules.tutorId, hostId)),
    deps.db
      .select()
      .from(slots)
      .where(and(eq(slots.tutorId, hostId), gt(slots.end, deps.now()))),
  ]);
  return { schedules: rows, slots: slotRows };
}

const overlaps = (a: readonly TimeRange[], b: readonly TimeRange[]) => a.some((x) => b.some((y) => x.start < y.end && y.start < x.end));

/** Two weekly templates clash when any occurrence overlaps inside the time both are valid (two weeks cover every pattern). */
function templatesClash(a: WeeklyRule, b: WeeklyRule): boolean {
  const start = Math.max(a.validFrom, b.validFrom);
  const end = Math.min(a.validUntil ?? Infinity, b.validUntil ?? Infinity, start + 15 * DAY_MS);
  return start < end && overlaps(expandWeekly([a], start, end), expandWeekly([b], start, end));
}

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

/** `POST /availability-slot/`: a weekly template or a one-off slot; removals that hold lessons need `confirm`. */
export async function createAvailability(
  deps: Deps,
  caller: Caller,
  input: z.infer<typeof schemas.availability.create>,
): Promise<ScheduleView | SlotView> {
  const view = await addAvailability(deps, caller, input);
  await tutorChanged(deps, caller.id);
  return view;
}

async function addAvailability(
  deps: Deps,
  caller: Caller,
  input: z.infer<typeof schemas.availability.create>,
): Promise<ScheduleView | SlotView> {
  const now = deps.now();
  const current = await currentOf(deps, caller.id);
  const rules = current.schedules.map(toRule);
  if (input.type === 'schedule') {
    const rule: WeeklyRule = {
      weekdays: input.weekdays,
      startMinute: input.startMinute,
      durationMinutes: input.durationMinutes,
      timeZone: input.timeZone,
      validFrom: input.validFrom,
      validUntil: input.validUntil ?? null,
    };
    if (rules.some((r) => templatesClash(r, rule))) throw new ApiError('conflicting-schedule');
    const row = theRow(
      await deps.db
        .insert(schedules)
        .values({
          tutorId: caller.id,
          title: input.title,
          weekdays: weekdayMask(input.weekdays),
          startMinute: input.startMinute,
          durationMinutes: input.durationMinutes,
          timeZone: input.timeZone,
          validFrom: input.validFrom,
          validUntil: input.validUntil ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning(),
    );
    return toScheduleView(row);
  }
  if (input.end <= now) throw new ApiError('bad-request', { errors: { end: 'invalid' } });
  const range = { start: input.start, end: input.end };
  if (input.kind === 'add') {
    // adding time that is already open, or overlapping another one-off change, is a clash
    if (overlaps(openTime(rules, current.slots, range), [range]) || overlaps(current.slots, [range]))
      throw new ApiError('conflicting-schedule');
    const row = theRow(
      await deps.db
        .insert(slots)
        .values({ tutorId: caller.id, start: input.start, end: input.end, kind: 'add', createdAt: now })
        .returning(),
    );
    return toSlotView(row);
  }
  if (
    overlaps(
      current.slots.filter((s) => s.kind === 'remove'),
      [range],
    )
  )
    throw new ApiError('conflicting-schedule');
  const held = await heldLessons(deps, caller.id, { rules, slots: [...current.slots, { ...range, kind: 'remove' }] });
  await confirmHeld(deps, held, input.confirm);
  const insert = deps.db.insert(slots).values({ tutorId: caller.id, start: input.start, end: input.end, kind: 'remove', createdAt: now });
  await cancelLessons(deps, caller, held, [insert]);
  const row = theRow(
    await deps.db
      .select()
      .from(slots)
      .where(and(eq(slots.tutorId, caller.id), eq(slots.start, input.start), eq(slots.end, input.end), eq(slots.kind, 'remove'))),
  );
  return toSlotView(row);
}

/** `DELETE /availability-slot/{id}`: removes a template or slot of the caller's; lessons it held are cancelled on confirmation. */
export async function deleteAvailability(deps: Deps, caller: Caller, id: number, q: { type: 'schedule' | 'slot'; confirm: boolean }) {
  const result = await removeAvailability(deps, caller, id, q);
  await tutorChanged(deps, caller.id);
  return result;
}

async function removeAvailability(deps: Deps, caller: Caller, id: number, q: { type: 'schedule' | 'slot'; confirm: boolean }) {
  const current = await currentOf(deps, caller.id);
  const target = q.type === 'schedule' ? current.schedules.find((s) => s.id === id) : current.slots.find((s) => s.id === id);
  if (!target) {
    // a past slot is gone from `current`; still let its owner delete it
    const [past] =
      q.type === 'slot'
        ? await deps.db
            .select()
            .from(slots)
            .where(and(eq(slots.id, id), eq(slots.tutorId, caller.id)))
        : [];
    if (!past) throw new ApiError('slot-not-found');
    await deps.db.delete(slots).where(eq(slots.id, id));
    return { canceled: [] };
  }
  const after = {
    rules: current.schedules.filter((s) => q.type !== 'schedule' || s.id !== id).map(toRule),
    slots: current.slots.filter((s) => q.type !== 'slot' || s.id !== id),
  };
  const held = await heldLessons(deps, caller.id, after);
  await confirmHeld(deps, held, q.confirm);
  const remove =
    q.type === 'schedule' ? deps.db.delete(schedules).where(eq(schedules.id, id)) : deps.db.delete(slots).where(eq(slots.id, id));
  const canceledIds = await cancelLessons(deps, caller, held, [remove]);
  return { canceled: canceledIds.length ? await lessonViews(deps, inArray(lessons.id, canceledIds)) : [] };
}

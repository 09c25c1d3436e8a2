import { dayStart, localDate, localTime, type ScheduleView, type SlotView, weekOf } from '@kalam/core';
import type { Weekday } from '@kalam/core/enums';
import { formatTime } from '../../../lib/format';

// The calendar's arithmetic: a Saturday-first week of local days, and weekly hours as blocks on those days.

export const DAY_MINUTES = 24 * 60;
/** Everything on the calendar snaps to the booking grid. */
export const SNAP = 15;
export const snap = (minute: number) => Math.min(DAY_MINUTES, Math.max(0, Math.round(minute / SNAP) * SNAP));

export interface Day {
  /** local `YYYY-MM-DD` */
  date: string;
  weekday: Weekday;
  start: number;
  end: number;
}

/** The seven local days of the Saturday-first week holding `at` (a day can be 23 or 25 hours long at a clock change). */
export function weekDays(at: number, zone: string): Day[] {
  const { start } = weekOf(at, zone);
  const days: Day[] = [];
  let date = localDate(start, zone);
  for (let i = 0; i < 7; i++) {
    const dayAt = localTime(date, 0, zone);
    const next = localDate(dayAt + 26 * 3_600_000, zone);
    days.push({ date, weekday: new Date(`${date}T00:00:00Z`).getUTCDay() as Weekday, start: dayAt, end: localTime(next, 0, zone) });
    date = next;
  }
  return days;
}

/** A week `weeks` away from the one holding `at`. */
export const shiftWeek = (at: number, weeks: number, zone: string) =>
  dayStart(weekOf(at, zone).start + weeks * 7 * 86_400_000 + 43_200_000, zone);

/** Weekly hours drawn on one day: which template and which of its days, from–to in minutes of that day. */
/** Hours placed on the grid or typed in the dialog: a weekday and its minutes after midnight. */
export interface Placement {
  weekday: Weekday;
  startMinute: number;
  endMinute: number;
}

export interface HoursBlock {
  id: number;
  /** the template's day this block belongs to (a block past midnight is drawn on the next day) */
  weekday: Weekday;
  startMinute: number;
  endMinute: number;
  /** the part after midnight of hours that start the day before: shown, edited through the day they start */
  spill: boolean;
}

const validOn = (s: ScheduleView, day: Day) => s.validFrom < day.end && (s.validUntil === null || s.validUntil > day.start);

/** The blocks of weekly hours on `day`, including what runs past midnight from the day before. */
export function blocksOn(schedules: readonly ScheduleView[], day: Day, previous: Weekday): HoursBlock[] {
  const out: HoursBlock[] = [];
  for (const s of schedules) {
    if (!validOn(s, day)) continue;
    const end = s.startMinute + s.durationMinutes;
    if (s.weekdays.includes(day.weekday))
      out.push({ id: s.id, weekday: day.weekday, startMinute: s.startMinute, endMinute: Math.min(end, DAY_MINUTES), spill: false });
    if (end > DAY_MINUTES && s.weekdays.includes(previous))
      out.push({ id: s.id, weekday: previous, startMinute: 0, endMinute: end - DAY_MINUTES, spill: true });
  }
  return out.sort((a, b) => a.startMinute - b.startMinute);
}

/** Whole days off: a removal slot covering [day start, day end). */
export const isOff = (offs: readonly SlotView[], day: Day) =>
  offs.some((s) => s.kind === 'remove' && s.start <= day.start && s.end >= day.end);

/** Minutes after local midnight of `day` for an instant on it, clamped to the day. */
export const minuteOf = (at: number, day: Day) => Math.min(DAY_MINUTES, Math.max(0, Math.round((at - day.start) / 60_000)));

/** A minute of the day as a clock time, «٦:٣٠ م» (24:00 reads as midnight). */
export const clock = (minute: number) => formatTime(Date.UTC(2026, 0, 1, 0, minute), 'UTC');

/** One-off hours (an `add` slot) as drawn on `day`: the part of the slot that falls on it, in minutes of the day. */
export interface ExtraBlock {
  slot: SlotView;
  startMinute: number;
  endMinute: number;
}

/** The one-off hours on `day`, a slot past midnight drawn on both days it touches. */
export const extrasOn = (slots: readonly SlotView[], day: Day): ExtraBlock[] =>
  slots
    .filter((s) => s.kind === 'add' && s.start < day.end && s.end > day.start)
    .map((slot) => ({ slot, startMinute: minuteOf(slot.start, day), endMinute: minuteOf(slot.end, day) }))
    .sort((a, b) => a.startMinute - b.startMinute);

import { TZDate } from '@date-fns/tz';
import { addDays, addWeeks, startOfDay, startOfWeek } from 'date-fns';
import { BOOKING_GRID_MINUTES, DAY_MS, MINUTE_MS, TIME_ZONE, WEEK_STARTS_ON } from './constants';
import { type Weekday, weekdays } from './enums';

// Bookable times: the tutor's weekly templates and one-off slots, minus booked lessons, minus the notice period, cut
// on the 15-minute grid. One function used by the API (booking checks, profile, tutor cards) and by the web app.

export interface TimeRange {
  start: number;
  end: number;
}

/** A weekly template: weekdays 0 (Sunday)–6 (Saturday), a local start and a length, valid from/until (UTC ms). */
export interface WeeklyRule {
  weekdays: readonly number[];
  startMinute: number;
  durationMinutes: number;
  timeZone: string;
  validFrom: number;
  validUntil: number | null;
}

export interface OneOffSlot extends TimeRange {
  kind: 'add' | 'remove';
}

export const GRID_MS = BOOKING_GRID_MINUTES * MINUTE_MS;

/** Sorted, merged copy. */
export function union(ranges: readonly TimeRange[]): TimeRange[] {
  const sorted = ranges.filter((r) => r.end > r.start).sort((a, b) => a.start - b.start);
  const out: TimeRange[] = [];
  for (const r of sorted) {
    const last = out.at(-1);
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else out.push({ start: r.start, end: r.end });
  }
  return out;
}

/** `ranges` minus `holes`; both may be unsorted. */
export function subtract(ranges: readonly TimeRange[], holes: readonly TimeRange[]): TimeRange[] {
  const cuts = union(holes);
  const out: TimeRange[] = [];
  for (const r of union(ranges)) {
    let start = r.start;
    for (const h of cuts) {
      if (h.end <= start || h.start >= r.end) continue;
      if (h.start > start) out.push({ start, end: h.start });
      start = Math.max(start, h.end);
      if (start >= r.end) break;
    }
    if (start < r.end) out.push({ start, end: r.end });
  }
  return out;
}

/** Occurrences of weekly templates overlapping [from, to), in absolute time, honouring each template's own zone. */
export function expandWeekly(rules: readonly WeeklyRule[], from: number, to: number): TimeRange[] {
  const out: TimeRange[] = [];
  for (const rule of rules) {
    const days = new Set(rule.weekdays);
    // A template starting late in the evening can run into the next day: begin one day early.
    for (const day of localDays(rule.timeZone, from - rule.durationMinutes * MINUTE_MS, (d) => d.start >= to)) {
      if (!days.has(day.weekday)) continue;
      const start = startOn(day, rule.startMinute, rule.timeZone);
      if (start < rule.validFrom || (rule.validUntil !== null && start >= rule.validUntil)) continue;
      const end = start + rule.durationMinutes * MINUTE_MS;
      if (end > from && start < to) out.push({ start, end });
    }
  }
  return out;
}

/** A local day of a zone: its bounds as the time-zone library draws them, its weekday and its date. */
interface LocalDay extends TimeRange {
  weekday: number;
  year: number;
  month: number;
  date: number;
}

/** Each zone's local days in a run, grown on use: a day's bounds never change, and each `TZDate` costs tens of µs. */
const zoneDays = new Map<string, LocalDay[]>();
/** A zone's run is started afresh past this many days (about three years) or far from the days asked for. */
const MAX_KEPT_DAYS = 1100;

function localDayAt(timeZone: string, at: number): LocalDay {
  const day = startOfDay(new TZDate(at, timeZone));
  return {
    start: day.getTime(),
    // a day that began late (a skipped midnight) would carry its hour into the next one
    end: startOfDay(addDays(day, 1)).getTime(),
    weekday: day.getDay(),
    year: day.getFullYear(),
    month: day.getMonth(),
    date: day.getDate(),
  };
}

/** The local days of `timeZone` from the one holding `from`, until `done` says a day is past the end (not included). */
function localDays(timeZone: string, from: number, done: (day: LocalDay, index: number) => boolean): LocalDay[] {
  let run = zoneDays.get(timeZone);
  const first = run?.[0];
  const last = run?.at(-1);
  if (!run || !first || !last || from < first.start || from >= last.end + 31 * DAY_MS || run.length > MAX_KEPT_DAYS) {
    run = [localDayAt(timeZone, from)];
    zoneDays.set(timeZone, run);
  }
  // the first day ending after `from`
  let lo = 0;
  let hi = run.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((run[mid] as LocalDay).end <= from) lo = mid + 1;
    else hi = mid;
  }
  const out: LocalDay[] = [];
  for (let i = lo; ; i++) {
    if (i === run.length) run.push(localDayAt(timeZone, (run[i - 1] as LocalDay).end));
    const day = run[i] as LocalDay;
    if (day.end <= from) continue;
    if (done(day, out.length)) return out;
    out.push(day);
  }
}

/** When a day's local time `minute` falls: a day of 24 hours keeps one offset throughout; others ask the library. */
function startOn(day: LocalDay, minute: number, timeZone: string): number {
  if (day.end - day.start === DAY_MS) return day.start + minute * MINUTE_MS;
  return new TZDate(day.year, day.month, day.date, Math.floor(minute / 60), minute % 60, timeZone).getTime();
}

/** Shrinks each range to whole grid cells and drops the ones shorter than a cell. */
export function snapToGrid(ranges: readonly TimeRange[]): TimeRange[] {
  return ranges
    .map((r) => ({ start: Math.ceil(r.start / GRID_MS) * GRID_MS, end: Math.floor(r.end / GRID_MS) * GRID_MS }))
    .filter((r) => r.end - r.start >= GRID_MS);
}

export interface BookableInput {
  rules: readonly WeeklyRule[];
  slots: readonly OneOffSlot[];
  /** lessons that hold the tutor's time (not cancelled) */
  busy: readonly TimeRange[];
  noticeMinutes: number;
  now: number;
  from: number;
  to: number;
}

/** Free time a lesson may be booked into, on the 15-minute grid, merged and sorted. */
export function bookableTimes(input: BookableInput): TimeRange[] {
  const from = Math.max(input.from, input.now + input.noticeMinutes * MINUTE_MS);
  if (from >= input.to) return [];
  const open = union([...expandWeekly(input.rules, from, input.to), ...input.slots.filter((s) => s.kind === 'add')]);
  const closed = [...input.slots.filter((s) => s.kind === 'remove'), ...input.busy];
  const clipped = subtract(open, closed)
    .map((r) => ({ start: Math.max(r.start, from), end: Math.min(r.end, input.to) }))
    .filter((r) => r.end > r.start);
  return snapToGrid(clipped);
}

/** Grid starts where a lesson of `durationMinutes` fits inside one of `ranges`. */
export function startTimes(ranges: readonly TimeRange[], durationMinutes: number): number[] {
  const length = durationMinutes * MINUTE_MS;
  const out: number[] = [];
  for (const r of ranges) for (let t = Math.ceil(r.start / GRID_MS) * GRID_MS; t + length <= r.end; t += GRID_MS) out.push(t);
  return out;
}

export const fitsIn = (ranges: readonly TimeRange[], start: number, durationMinutes: number) =>
  ranges.some((r) => r.start <= start && start + durationMinutes * MINUTE_MS <= r.end);

/** The 15-minute cells a lesson occupies (cell n covers [n × 15 min, (n + 1) × 15 min) since the epoch). */
export function cellsOf(start: number, durationMinutes: number): number[] {
  const first = Math.floor(start / GRID_MS);
  return Array.from({ length: Math.ceil((durationMinutes * MINUTE_MS) / GRID_MS) }, (_, i) => first + i);
}

/** The Saturday-00:00 week (in `timeZone`, Cairo by default) that holds `at`. */
export function weekOf(at: number, timeZone: string = TIME_ZONE): TimeRange {
  const start = startOfWeek(new TZDate(at, timeZone), { weekStartsOn: WEEK_STARTS_ON });
  return { start: start.getTime(), end: addWeeks(start, 1).getTime() };
}

/** Local midnight of the day that holds `at`, in `timeZone`. */
export const dayStart = (at: number, timeZone: string = TIME_ZONE) => startOfDay(new TZDate(at, timeZone)).getTime();

/** The next `count` local days starting with the day that holds `at`, each as [midnight, next midnight) with its weekday. */
export function daysFrom(at: number, count: number, timeZone: string = TIME_ZONE): (TimeRange & { weekday: number })[] {
  return localDays(timeZone, at, (_, i) => i >= count).map(({ start, end, weekday }) => ({ start, end, weekday }));
}

/** From the first range's start to the last one's end (`daysFrom`'s whole window). */
export function spanOf(ranges: readonly TimeRange[]): TimeRange {
  const first = ranges[0];
  const last = ranges.at(-1);
  if (!first || !last) throw new RangeError('no ranges to span');
  return { start: first.start, end: last.end };
}

/** Weekday list ⇄ the bitmask stored in the database (bit 0 = Sunday). */
export const weekdayMask = (days: readonly number[]) => days.reduce((m, d) => m | (1 << d), 0);
export const weekdaysOf = (mask: number): Weekday[] => weekdays.filter((d) => mask & (1 << d));

/** A local date (`YYYY-MM-DD`) and minutes after its midnight in `timeZone`, as UTC ms. */
export function localTime(date: string, minute: number, timeZone: string = TIME_ZONE): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new TZDate(y, m - 1, d, Math.floor(minute / 60), minute % 60, timeZone).getTime();
}

/** The local date (`YYYY-MM-DD`) of an instant in `timeZone`. */
export function localDate(at: number, timeZone: string = TIME_ZONE): string {
  const d = new TZDate(at, timeZone);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

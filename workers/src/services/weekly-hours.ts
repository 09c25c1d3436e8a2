import type { TimeRange } from '@kalam/core/availability';

// Planning how a host's weekly hours change when hours are added, moved or removed: pure, so the rule is tested alone.

/** A weekly template as the planner sees it: `weekdays` is the bitmask, bit 0 = Sunday. */
export interface HoursRow {
  id: number;
  weekdays: number;
  startMinute: number;
  durationMinutes: number;
  timeZone: string;
  validFrom: number;
  validUntil: number | null;
}

/** Hours to place on some days: minutes after local midnight in `timeZone`. */
export interface NewHours {
  weekdays: readonly number[];
  startMinute: number;
  durationMinutes: number;
  timeZone: string;
  validFrom: number;
}

/** The rows after the change: `id` null for a row to insert; rows missing from the list are deleted. */
export type PlannedRow = Omit<HoursRow, 'id'> & { id: number | null };

const touches = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start <= b.end && b.start <= a.end;
const endOf = (r: { startMinute: number; durationMinutes: number }) => r.startMinute + r.durationMinutes;

/**
 * Places `hours` among `rows`: on each day, open-ended hours in the same zone that touch or overlap the new ones are
 * merged into one row (the hull, valid from the earliest). `reuse` names a row (already emptied of the day being moved)
 * whose id the merged hours keep, so a replayed move finds the same row.
 */
export function placeHours(rows: readonly HoursRow[], hours: NewHours, reuse?: number): PlannedRow[] {
  const out: PlannedRow[] = rows.map((r) => ({ ...r }));
  const lonely: number[] = [];
  const mergeable = (r: PlannedRow, day: number) =>
    r.validUntil === null && r.timeZone === hours.timeZone && (r.weekdays & (1 << day)) !== 0;
  for (const day of hours.weekdays) {
    let span = { start: hours.startMinute, end: endOf(hours) };
    let validFrom = hours.validFrom;
    const merged = new Set<PlannedRow>();
    // the hull can grow to reach rows the new hours alone did not touch: repeat until nothing more joins
    for (let grew = true; grew; ) {
      grew = false;
      for (const r of out) {
        if (merged.has(r) || !mergeable(r, day) || !touches(span, { start: r.startMinute, end: endOf(r) })) continue;
        merged.add(r);
        span = { start: Math.min(span.start, r.startMinute), end: Math.max(span.end, endOf(r)) };
        validFrom = Math.min(validFrom, r.validFrom);
        grew = true;
      }
    }
    if (!merged.size) {
      lonely.push(day);
      continue;
    }
    for (const r of merged) r.weekdays &= ~(1 << day);
    const keep = [...merged].find((r) => r.weekdays === 0 && r.id !== null);
    const row = { startMinute: span.start, durationMinutes: span.end - span.start, validFrom, weekdays: 1 << day };
    if (keep) Object.assign(keep, row);
    else out.push({ ...row, id: null, timeZone: hours.timeZone, validUntil: null });
  }
  if (lonely.length) {
    const row = {
      weekdays: lonely.reduce((m, d) => m | (1 << d), 0),
      startMinute: hours.startMinute,
      durationMinutes: hours.durationMinutes,
      validFrom: hours.validFrom,
    };
    const kept = out.find((r) => r.id === reuse && r.weekdays === 0);
    if (kept) Object.assign(kept, row);
    else out.push({ ...row, id: null, timeZone: hours.timeZone, validUntil: null });
  }
  return out.filter((r) => r.weekdays !== 0);
}

/** What to write to go from `before` to `after`: rows to update, ids to delete, rows to insert. */
export function hoursChanges(before: readonly HoursRow[], after: readonly PlannedRow[]) {
  const same = (a: HoursRow, b: PlannedRow) =>
    a.weekdays === b.weekdays && a.startMinute === b.startMinute && a.durationMinutes === b.durationMinutes && a.validFrom === b.validFrom;
  const kept = new Map(after.filter((r) => r.id !== null).map((r) => [r.id, r]));
  return {
    update: before.flatMap((b) => {
      const a = kept.get(b.id);
      return a && !same(b, a) ? [{ ...a, id: b.id }] : [];
    }),
    remove: before.filter((b) => !kept.has(b.id)).map((b) => b.id),
    insert: after.filter((r) => r.id === null),
  };
}

/** One-off ranges of one kind after adding `range`: the ones it touches or overlaps become one with it. */
export function mergeRanges<T extends TimeRange & { id: number }>(ranges: readonly T[], range: TimeRange) {
  let hull = { ...range };
  const absorbed = new Set<T>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const r of ranges) {
      if (absorbed.has(r) || !touches(hull, r)) continue;
      absorbed.add(r);
      hull = { start: Math.min(hull.start, r.start), end: Math.max(hull.end, r.end) };
      grew = true;
    }
  }
  return { hull, absorbed: [...absorbed] };
}

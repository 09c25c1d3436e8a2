import { DAY_MINUTES, type HoursBlock, SNAP, snap } from './week';

/** One hour is this tall: a 15-minute row is 12 px, enough to aim at with a finger once the hour lines guide it. */
export const HOUR_PX = 48;
export const px = (minute: number) => (minute * HOUR_PX) / 60;
/** The shortest hours a lesson can be booked in. */
export const MIN_LENGTH = 30;

export type Drag =
  | { kind: 'paint'; day: number; anchor: number }
  | { kind: 'move' | 'start' | 'end'; block: HoursBlock; day: number; grab: number; moved: boolean; x: number; y: number };

/** The day column under the pointer (its `data-day-index`) and the minute of that day it points at. */
export function pointAt(e: { clientX: number; clientY: number }) {
  const column = document
    .elementsFromPoint(e.clientX, e.clientY)
    .find((el): el is HTMLElement => el instanceof HTMLElement && el.dataset.dayIndex !== undefined);
  if (!column) return null;
  const rect = column.getBoundingClientRect();
  return { day: Number(column.dataset.dayIndex), minute: ((e.clientY - rect.top) * 60) / HOUR_PX };
}

/** Painted from the anchored cell to the pointer's minute, snapped outward: at least the anchored cell. */
export const paintRange = (anchor: number, minute: number) => ({
  startMinute: Math.min(anchor, snap(minute - SNAP / 2)),
  endMinute: Math.max(anchor + SNAP, snap(minute + SNAP / 2)),
});

/** Where dragged hours land: moved whole (to another day too), or one edge resized on their own day. */
export function dragPlacement(d: Exclude<Drag, { kind: 'paint' }>, point: { day: number; minute: number }) {
  const { startMinute: s, endMinute: end } = d.block;
  const shift = Math.round((point.minute - d.grab) / SNAP) * SNAP;
  if (d.kind === 'move') {
    const start = Math.min(Math.max(0, s + shift), DAY_MINUTES - (end - s));
    return { day: point.day, startMinute: start, endMinute: start + end - s };
  }
  if (d.kind === 'start') return { day: d.day, startMinute: Math.min(snap(point.minute), end - MIN_LENGTH), endMinute: end };
  return { day: d.day, startMinute: s, endMinute: s + Math.max(MIN_LENGTH, snap(point.minute) - s) };
}

/** A click paints one cell: make it the shortest bookable hours, or an hour. */
export function paintedHours(placed: { startMinute: number; endMinute: number }) {
  const endMinute = placed.endMinute - placed.startMinute <= SNAP ? Math.min(DAY_MINUTES, placed.startMinute + 60) : placed.endMinute;
  return { startMinute: Math.min(placed.startMinute, endMinute - MIN_LENGTH), endMinute };
}

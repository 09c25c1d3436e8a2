import type { LessonView } from '@kalam/core';
import type { Weekday } from '@kalam/core/enums';
import { type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay, formatTime } from '../../../lib/format';
import {
  blocksOn,
  clock,
  DAY_MINUTES,
  type Day,
  type ExtraBlock,
  extrasOn,
  type HoursBlock,
  isOff,
  minuteOf,
  SNAP,
  snap,
} from '../lib/week';

/** One hour is this tall: a 15-minute row is 12 px, enough to aim at with a finger once the hour lines guide it. */
const HOUR_PX = 48;
const px = (minute: number) => (minute * HOUR_PX) / 60;
const MIN_LENGTH = 30;
/** A touch held this long on an empty cell starts painting hours; a shorter one that moves scrolls the page. */
const HOLD_MS = 350;
const HOURS = Array.from({ length: 24 }, (_, h) => h);

export interface Placement {
  weekday: Weekday;
  startMinute: number;
  endMinute: number;
}

type Drag =
  | { kind: 'paint'; day: number; anchor: number }
  | { kind: 'move' | 'start' | 'end'; block: HoursBlock; day: number; grab: number; moved: boolean; x: number; y: number };

/**
 * The week as columns of 15-minute cells: press or drag on empty cells to add hours, drag hours to move them, drag
 * their top or bottom edge to resize, tap them to edit. Booked lessons sit on top as links to their page.
 */
export function WeekGrid(props: {
  days: Day[];
  /** the day before the first shown one, for hours that run past its midnight */
  dayBefore: Weekday;
  schedules: Parameters<typeof blocksOn>[0];
  offs: Parameters<typeof isOff>[0];
  /** one-off hours (`add` slots) of the shown days */
  extras: Parameters<typeof extrasOn>[0];
  lessons: readonly LessonView[];
  zone: string;
  onAdd: (p: Placement) => void;
  onChange: (block: HoursBlock, p: Placement) => void;
  onOpen: (block: HoursBlock) => void;
  onOpenExtra: (extra: ExtraBlock) => void;
}) {
  const { t } = useTranslation();
  const { days } = props;
  const [draft, setDraft] = useState<(Placement & { day: number }) | null>(null);
  const drag = useRef<Drag | null>(null);
  const hold = useRef<{ timer: number; x: number; y: number } | null>(null);
  const body = useRef<HTMLDivElement>(null);

  // start the day at eight in the morning, where a tutor's hours usually begin
  useEffect(() => {
    if (body.current) body.current.scrollTop = px(8 * 60);
  }, []);
  // while painting or dragging with a finger the page must not scroll under it (touch-action is decided too early)
  useEffect(() => {
    const el = body.current;
    const stop = (e: TouchEvent) => drag.current && e.cancelable && e.preventDefault();
    el?.addEventListener('touchmove', stop, { passive: false });
    return () => el?.removeEventListener('touchmove', stop);
  }, []);

  const at = (e: { clientX: number; clientY: number }) => {
    const column = document
      .elementsFromPoint(e.clientX, e.clientY)
      .find((el): el is HTMLElement => el instanceof HTMLElement && el.dataset.dayIndex !== undefined);
    if (!column) return null;
    const rect = column.getBoundingClientRect();
    return { day: Number(column.dataset.dayIndex), minute: ((e.clientY - rect.top) * 60) / HOUR_PX };
  };

  const paint = (day: number, anchor: number, minute: number) => {
    const weekday = days[day]?.weekday;
    if (weekday === undefined) return;
    const from = Math.min(anchor, snap(minute - SNAP / 2));
    const to = Math.max(anchor + SNAP, snap(minute + SNAP / 2));
    setDraft({ day, weekday, startMinute: from, endMinute: to });
  };

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    // lessons and one-off hours are pressed like buttons, not painted over
    if (e.button !== 0 || target.closest('a,[data-extra]')) return;
    const point = at(e);
    if (!point) return;
    const blockEl = target.closest<HTMLElement>('[data-block]');
    if (blockEl) {
      const block = JSON.parse(blockEl.dataset.block ?? 'null') as HoursBlock | null;
      if (!block || block.spill) return;
      const edge = target.closest<HTMLElement>('[data-edge]')?.dataset.edge as 'start' | 'end' | undefined;
      drag.current = { kind: edge ?? 'move', block, day: point.day, grab: point.minute, moved: false, x: e.clientX, y: e.clientY };
      e.currentTarget.setPointerCapture(e.pointerId);
      return;
    }
    const anchor = Math.floor(point.minute / SNAP) * SNAP;
    if (e.pointerType !== 'touch') {
      e.preventDefault();
      drag.current = { kind: 'paint', day: point.day, anchor };
      e.currentTarget.setPointerCapture(e.pointerId);
      paint(point.day, anchor, point.minute);
      return;
    }
    const el = e.currentTarget;
    const pointerId = e.pointerId;
    hold.current = {
      x: e.clientX,
      y: e.clientY,
      timer: window.setTimeout(() => {
        hold.current = null;
        drag.current = { kind: 'paint', day: point.day, anchor };
        if (el.hasPointerCapture(pointerId) === false) el.setPointerCapture(pointerId);
        paint(point.day, anchor, point.minute);
      }, HOLD_MS),
    };
  };

  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (hold.current && Math.hypot(e.clientX - hold.current.x, e.clientY - hold.current.y) > 8) {
      window.clearTimeout(hold.current.timer);
      hold.current = null;
    }
    const d = drag.current;
    if (!d) return;
    const point = at(e);
    if (d.kind === 'paint') {
      if (point) paint(d.day, d.anchor, point.minute);
      return;
    }
    if (!d.moved && Math.hypot(e.clientX - d.x, e.clientY - d.y) < 6) return;
    d.moved = true;
    if (!point) return;
    const { startMinute: s, endMinute: end } = d.block;
    const shift = Math.round((point.minute - d.grab) / SNAP) * SNAP;
    const p =
      d.kind === 'move'
        ? { day: point.day, start: Math.min(Math.max(0, s + shift), DAY_MINUTES - (end - s)), length: end - s }
        : d.kind === 'start'
          ? { day: d.day, start: Math.min(snap(point.minute), end - MIN_LENGTH), length: 0 }
          : { day: d.day, start: s, length: Math.max(MIN_LENGTH, snap(point.minute) - s) };
    const endMinute = d.kind === 'start' ? end : p.start + p.length;
    const weekday = days[p.day]?.weekday;
    if (weekday !== undefined) setDraft({ day: p.day, weekday, startMinute: p.start, endMinute });
  };

  const onPointerUp = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (hold.current) {
      // a short touch without moving: a tap adds an hour where it landed
      window.clearTimeout(hold.current.timer);
      hold.current = null;
      const point = at(e);
      const weekday = point && days[point.day]?.weekday;
      if (point && weekday !== undefined && weekday !== null) {
        const start = Math.min(Math.floor(point.minute / SNAP) * SNAP, DAY_MINUTES - 60);
        props.onAdd({ weekday, startMinute: start, endMinute: start + 60 });
      }
      return;
    }
    const d = drag.current;
    drag.current = null;
    const placed = draft;
    setDraft(null);
    if (!d) return;
    if (d.kind === 'paint') {
      if (!placed) return;
      // a click paints one cell: make it the shortest hours a lesson can be booked in, or an hour
      const endMinute = placed.endMinute - placed.startMinute <= SNAP ? Math.min(DAY_MINUTES, placed.startMinute + 60) : placed.endMinute;
      props.onAdd({ ...placed, startMinute: Math.min(placed.startMinute, endMinute - MIN_LENGTH), endMinute });
      return;
    }
    if (!d.moved) props.onOpen(d.block);
    else if (placed) props.onChange(d.block, placed);
  };

  const onPointerCancel = () => {
    if (hold.current) window.clearTimeout(hold.current.timer);
    hold.current = null;
    drag.current = null;
    setDraft(null);
  };

  return (
    <div className="overflow-hidden rounded-xl border border-gray-200 bg-white" data-testid="week-grid">
      <div className="flex border-b border-gray-200 bg-gray-50">
        <div className="w-14 shrink-0" />
        {days.map((day) => {
          const { weekday, day: date } = formatDay(day.start, props.zone);
          const off = isOff(props.offs, day);
          return (
            <div key={day.date} className="min-w-0 flex-1 border-s border-gray-200 px-1 py-2 text-center">
              <p className="truncate text-sm font-700 text-gray-900">{weekday}</p>
              <p className="truncate text-xs text-gray-600">{date}</p>
              {off && <p className="mt-0.5 text-xs font-700 text-amber-800">{t('schedule.grid.off')}</p>}
            </div>
          );
        })}
      </div>

      <div
        ref={body}
        role="region"
        aria-label={t('schedule.grid.label')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll through the day
        tabIndex={0}
        className="relative flex max-h-[65vh] select-none overflow-y-auto"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        onContextMenu={(e) => e.preventDefault()}
      >
        <div className="relative w-14 shrink-0" style={{ height: px(DAY_MINUTES) }} aria-hidden>
          {HOURS.map((h) => (
            <span
              key={h}
              className="absolute inset-x-0 -translate-y-1/2 whitespace-nowrap text-center text-[10px] text-gray-500"
              style={{ top: px(h * 60) }}
            >
              {h ? clock(h * 60) : ''}
            </span>
          ))}
        </div>
        {days.map((day, i) => (
          <div
            key={day.date}
            data-day-index={i}
            data-testid={`day-${day.date}`}
            className={`relative min-w-0 flex-1 cursor-crosshair border-s border-gray-200 ${isOff(props.offs, day) ? 'bg-amber-50' : ''}`}
            style={{
              height: px(DAY_MINUTES),
              backgroundImage: `repeating-linear-gradient(to bottom, #e5e7eb 0 1px, transparent 1px ${HOUR_PX}px)`,
            }}
          >
            {blocksOn(props.schedules, day, days[i - 1]?.weekday ?? props.dayBefore).map((b) => (
              <HoursBlockView key={`${b.id}-${b.startMinute}-${b.spill}`} block={b} onOpen={() => props.onOpen(b)} />
            ))}
            {extrasOn(props.extras, day).map((x) => (
              <button
                key={`${x.slot.id}-${x.startMinute}`}
                type="button"
                data-extra
                data-testid="grid-extra"
                className="absolute inset-x-0.5 overflow-hidden rounded-md border border-dashed border-sky-700 bg-sky-50 px-1 pt-1 text-start text-[11px] font-600 leading-tight text-sky-900"
                style={{ top: px(x.startMinute), height: px(x.endMinute - x.startMinute) }}
                onClick={() => props.onOpenExtra(x)}
              >
                {clock(x.startMinute)} – {clock(x.endMinute)}
                <span className="block font-400">{t('schedule.grid.once')}</span>
              </button>
            ))}
            {props.lessons
              .filter((l) => l.start < day.end && l.start + l.duration * 60_000 > day.start)
              .map((l) => {
                const from = minuteOf(l.start, day);
                return (
                  <Link
                    key={l.id}
                    to={`/lesson/${l.id}`}
                    data-testid="grid-lesson"
                    className="absolute inset-x-1 z-10 overflow-hidden rounded-md bg-brand-700 px-1 text-[11px] leading-tight text-white shadow"
                    style={{ top: px(from), height: Math.max(px(l.duration), 18) }}
                  >
                    {formatTime(l.start, props.zone)} {l.student.name}
                  </Link>
                );
              })}
            {draft?.day === i && (
              <div
                className="pointer-events-none absolute inset-x-1 z-20 rounded-md border-2 border-dashed border-green-700 bg-green-100/80 text-center text-[11px] font-700 text-green-900"
                style={{ top: px(draft.startMinute), height: px(draft.endMinute - draft.startMinute) }}
                data-testid="grid-draft"
              >
                {clock(draft.startMinute)} – {clock(draft.endMinute)}
              </div>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}

function HoursBlockView({ block, onOpen }: { block: HoursBlock; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      data-block={JSON.stringify(block)}
      className="absolute inset-x-0.5 rounded-md border border-green-600 bg-green-50 text-green-900"
      style={{ top: px(block.startMinute), height: px(block.endMinute - block.startMinute), touchAction: 'none' }}
    >
      {!block.spill && <div data-edge="start" className="absolute inset-x-0 -top-1 z-[1] h-3 cursor-ns-resize" aria-hidden />}
      <button
        type="button"
        data-testid="grid-hours"
        className="flex h-full w-full cursor-grab flex-col items-start justify-start overflow-hidden px-1 pt-1 text-start text-[11px] font-600 leading-tight"
        onClick={(e) => e.detail === 0 && onOpen()}
      >
        {clock(block.startMinute)} – {clock(block.endMinute)}
        <span className="sr-only">{t('schedule.grid.hours')}</span>
      </button>
      {!block.spill && (
        <div data-edge="end" className="absolute inset-x-0 -bottom-1 z-[1] flex h-3 cursor-ns-resize justify-center" aria-hidden>
          <span className="mt-1 h-1 w-6 rounded-full bg-green-600" />
        </div>
      )}
    </div>
  );
}

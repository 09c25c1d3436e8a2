import { type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from 'react';
import { type Drag, dragPlacement, paintedHours, paintRange, pointAt, px } from '../lib/grid';
import { DAY_MINUTES, type Day, type HoursBlock, type Placement, SNAP } from '../lib/week';

/** A touch held this long on an empty cell starts painting hours; a shorter one that moves scrolls the page. */
const HOLD_MS = 350;

type Handlers = {
  onAdd: (p: Placement) => void;
  onChange: (block: HoursBlock, p: Placement) => void;
  onOpen: (block: HoursBlock) => void;
};

/**
 * The grid's pointer gestures: press or drag on empty cells paints new hours (a held touch, so a finger can still
 * scroll), dragging hours moves them, dragging an edge resizes them, a tap opens them. `draft` is what is being placed.
 */
export function useGridPointer(days: Day[], { onAdd, onChange, onOpen }: Handlers) {
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

  const place = (p: { day: number; startMinute: number; endMinute: number }) => {
    const weekday = days[p.day]?.weekday;
    if (weekday !== undefined) setDraft({ ...p, weekday });
  };
  const paint = (day: number, anchor: number, minute: number) => place({ day, ...paintRange(anchor, minute) });
  const clearHold = () => {
    if (hold.current) window.clearTimeout(hold.current.timer);
    hold.current = null;
  };

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    // lessons and one-off hours are pressed like buttons, not painted over
    if (e.button !== 0 || target.closest('a,[data-extra]')) return;
    const point = pointAt(e);
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
    const startPainting = () => {
      drag.current = { kind: 'paint', day: point.day, anchor };
      paint(point.day, anchor, point.minute);
    };
    if (e.pointerType !== 'touch') {
      e.preventDefault();
      e.currentTarget.setPointerCapture(e.pointerId);
      return startPainting();
    }
    const el = e.currentTarget;
    const pointerId = e.pointerId;
    const timer = window.setTimeout(() => {
      hold.current = null;
      if (el.hasPointerCapture(pointerId) === false) el.setPointerCapture(pointerId);
      startPainting();
    }, HOLD_MS);
    hold.current = { x: e.clientX, y: e.clientY, timer };
  };

  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (hold.current && Math.hypot(e.clientX - hold.current.x, e.clientY - hold.current.y) > 8) clearHold();
    const d = drag.current;
    if (!d) return;
    const point = pointAt(e);
    if (d.kind === 'paint') {
      if (point) paint(d.day, d.anchor, point.minute);
      return;
    }
    if (!d.moved && Math.hypot(e.clientX - d.x, e.clientY - d.y) < 6) return;
    d.moved = true;
    if (point) place(dragPlacement(d, point));
  };

  const onPointerUp = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (hold.current) {
      // a short touch without moving: a tap adds an hour where it landed
      clearHold();
      const point = pointAt(e);
      const weekday = point && days[point.day]?.weekday;
      if (point && weekday !== undefined && weekday !== null) {
        const start = Math.min(Math.floor(point.minute / SNAP) * SNAP, DAY_MINUTES - 60);
        onAdd({ weekday, startMinute: start, endMinute: start + 60 });
      }
      return;
    }
    const d = drag.current;
    drag.current = null;
    const placed = draft;
    setDraft(null);
    if (!d) return;
    if (d.kind === 'paint') {
      if (placed) onAdd({ ...placed, ...paintedHours(placed) });
      return;
    }
    if (!d.moved) onOpen(d.block);
    else if (placed) onChange(d.block, placed);
  };

  const onPointerCancel = () => {
    clearHold();
    drag.current = null;
    setDraft(null);
  };

  return { draft, body, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel } };
}

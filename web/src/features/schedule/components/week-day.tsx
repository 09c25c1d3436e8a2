import type { LessonView } from '@kalam/core';
import type { Weekday } from '@kalam/core/enums';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTime } from '../../../lib/format';
import { HOUR_PX, px } from '../lib/grid';
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
  type Placement,
} from '../lib/week';

/** One day's column of the grid: its weekly hours, one-off hours, booked lessons and the hours being placed. */
export function WeekDay({
  day,
  index,
  previous,
  schedules,
  offs,
  extras,
  lessons,
  zone,
  draft,
  onOpen,
  onOpenExtra,
}: {
  day: Day;
  index: number;
  /** the weekday before this one, for hours that run past its midnight */
  previous: Weekday;
  schedules: Parameters<typeof blocksOn>[0];
  offs: Parameters<typeof isOff>[0];
  extras: Parameters<typeof extrasOn>[0];
  lessons: readonly LessonView[];
  zone: string;
  draft: Placement | null;
  onOpen: (block: HoursBlock) => void;
  onOpenExtra: (extra: ExtraBlock) => void;
}) {
  return (
    <div
      data-day-index={index}
      data-testid={`day-${day.date}`}
      className={`relative min-w-0 flex-1 cursor-crosshair border-s border-gray-200 ${isOff(offs, day) ? 'bg-amber-50' : ''}`}
      style={{
        height: px(DAY_MINUTES),
        backgroundImage: `repeating-linear-gradient(to bottom, #e5e7eb 0 1px, transparent 1px ${HOUR_PX}px)`,
      }}
    >
      {blocksOn(schedules, day, previous).map((b) => (
        <HoursBlockView key={`${b.id}-${b.startMinute}-${b.spill}`} block={b} onOpen={() => onOpen(b)} />
      ))}
      {extrasOn(extras, day).map((x) => (
        <ExtraView key={`${x.slot.id}-${x.startMinute}`} extra={x} onOpen={() => onOpenExtra(x)} />
      ))}
      {lessons
        .filter((l) => l.start < day.end && l.start + l.duration * 60_000 > day.start)
        .map((l) => (
          <Link
            key={l.id}
            to={`/lesson/${l.id}`}
            data-testid="grid-lesson"
            className="absolute inset-x-1 z-10 overflow-hidden rounded-md bg-brand-700 px-1 text-[11px] leading-tight text-white shadow"
            style={{ top: px(minuteOf(l.start, day)), height: Math.max(px(l.duration), 18) }}
          >
            {formatTime(l.start, zone)} {l.student.name}
          </Link>
        ))}
      {draft && (
        <div
          className="pointer-events-none absolute inset-x-1 z-20 rounded-md border-2 border-dashed border-green-700 bg-green-100/80 text-center text-[11px] font-700 text-green-900"
          style={{ top: px(draft.startMinute), height: px(draft.endMinute - draft.startMinute) }}
          data-testid="grid-draft"
        >
          {clock(draft.startMinute)} – {clock(draft.endMinute)}
        </div>
      )}
    </div>
  );
}

function ExtraView({ extra, onOpen }: { extra: ExtraBlock; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      data-extra
      data-testid="grid-extra"
      className="absolute inset-x-0.5 overflow-hidden rounded-md border border-dashed border-sky-700 bg-sky-50 px-1 pt-1 text-start text-[11px] font-600 leading-tight text-sky-900"
      style={{ top: px(extra.startMinute), height: px(extra.endMinute - extra.startMinute) }}
      onClick={onOpen}
    >
      {clock(extra.startMinute)} – {clock(extra.endMinute)}
      <span className="block font-400">{t('schedule.grid.once')}</span>
    </button>
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

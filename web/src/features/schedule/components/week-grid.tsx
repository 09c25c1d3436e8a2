import type { LessonView } from '@kalam/core';
import type { Weekday } from '@kalam/core/enums';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format';
import { useGridPointer } from '../hooks/use-grid-pointer';
import { px } from '../lib/grid';
import {
  type blocksOn,
  clock,
  DAY_MINUTES,
  type Day,
  type ExtraBlock,
  type extrasOn,
  type HoursBlock,
  isOff,
  type Placement,
} from '../lib/week';
import { WeekDay } from './week-day';

const HOURS = Array.from({ length: 24 }, (_, h) => h);

/**
 * The week as columns of 15-minute cells: press or drag on empty cells to add hours, drag hours to move them, drag
 * their top or bottom edge to resize, tap them to edit. Booked lessons sit on top as links to their page.
 */
export function WeekGrid({
  days,
  ...props
}: {
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
  const { draft, body, handlers } = useGridPointer(days, props);

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
        {...handlers}
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
          <WeekDay
            key={day.date}
            day={day}
            index={i}
            previous={days[i - 1]?.weekday ?? props.dayBefore}
            schedules={props.schedules}
            offs={props.offs}
            extras={props.extras}
            lessons={props.lessons}
            zone={props.zone}
            draft={draft?.day === i ? draft : null}
            onOpen={props.onOpen}
            onOpenExtra={props.onOpenExtra}
          />
        ))}
      </div>
    </div>
  );
}

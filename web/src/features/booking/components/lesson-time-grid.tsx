import type { LessonView } from '@kalam/core/api';
import { daysFrom, spanOf, startTimes, union } from '@kalam/core/availability';
import { DAY_MS, MINUTE_MS } from '@kalam/core/constants';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userTimeZone } from '../../../lib/format';
import { useAvailability } from '../api/get-availability';
import { DayStrip } from './day-strip';
import { TimePicker } from './time-picker';
import { TimesLoadError } from './times-load-error';
import '../i18n';

const MIN_DAYS = 14;
// the availability answer spans at most 62 days
const MAX_DAYS = 60;

/**
 * Another time for a lesson on the booking panel's day strip and time grid: its tutor's free times at `duration`
 * (the lesson's own length unless told). Its own time counts as free — the server ignores the lesson being moved —
 * and is shown marked, not offered. Moving, proposing and the admins' move all pick here.
 */
export function LessonTimeGrid({
  lesson,
  picked,
  onPick,
  duration = lesson.duration,
}: {
  lesson: LessonView;
  picked: number | null;
  onPick: (start: number | null) => void;
  duration?: LessonView['duration'];
}) {
  const { t } = useTranslation();
  const timeZone = userTimeZone();
  const end = lesson.start + lesson.duration * MINUTE_MS;
  const days = useMemo(() => {
    const now = Date.now();
    return daysFrom(now, Math.min(MAX_DAYS, Math.max(MIN_DAYS, Math.ceil((end - now) / DAY_MS) + 1)), timeZone);
  }, [end, timeZone]);
  const span = spanOf(days);
  const availability = useAvailability(lesson.tutor.id, span.start, span.end);
  const bookable = useMemo(
    () => union([...(availability.data?.bookable ?? []), { start: lesson.start, end }]),
    [availability.data, lesson.start, end],
  );
  const starts = useMemo(() => startTimes(bookable, duration), [bookable, duration]);
  const ownDay = days.findIndex((d) => lesson.start >= d.start && lesson.start < d.end);
  const [dayIndex, setDayIndex] = useState<number | null>(ownDay >= 0 ? ownDay : null);
  const day = dayIndex === null ? undefined : days[dayIndex];
  const times = day ? starts.filter((s) => s >= day.start && s < day.end) : [];

  if (availability.isPending)
    return (
      <p role="status" className="text-gray-600">
        {t('app.loading')}
      </p>
    );
  if (availability.isError && !availability.data) return <TimesLoadError onRetry={() => availability.refetch()} />;
  return (
    <>
      <DayStrip
        days={days}
        free={(d) => starts.some((s) => s >= d.start && s < d.end && s !== lesson.start)}
        selected={dayIndex}
        marked={ownDay >= 0 ? ownDay : null}
        timeZone={timeZone}
        onSelect={(i) => (setDayIndex(i), onPick(null))}
      />
      {day && (
        <div className="mt-3">
          {times.some((s) => s !== lesson.start) ? (
            <TimePicker
              times={times}
              selected={picked !== null && times.includes(picked) ? picked : null}
              current={lesson.start}
              timeZone={timeZone}
              onSelect={onPick}
            />
          ) : (
            <p className="text-gray-600">{t('booking.move.noTimesThatDay')}</p>
          )}
        </div>
      )}
    </>
  );
}

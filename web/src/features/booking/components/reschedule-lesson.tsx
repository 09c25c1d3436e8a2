import type { LessonView } from '@kalam/core/api';
import { daysFrom, spanOf, startTimes, union } from '@kalam/core/availability';
import { DAY_MS, MINUTE_MS } from '@kalam/core/constants';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { formatDateTime, formatMinutes, formatZone, userTimeZone } from '../../../lib/format';
import { useAvailability } from '../api/get-availability';
import { useMoveLesson } from '../api/move-lesson';
import { BookingError, isTakenTime } from './booking-error';
import { DayStrip } from './day-strip';
import { TimePicker } from './time-picker';
import '../i18n';

const MIN_DAYS = 14;
// the availability answer spans at most 62 days
const MAX_DAYS = 60;

/**
 * Moving a lesson on the booking panel's day strip and time grid, at its own length (`PATCH /lesson`, the booking
 * rules). Its own time counts as free — the server ignores the lesson being moved — and is shown marked, not offered.
 */
export function RescheduleLesson({ lesson, onClose }: { lesson: LessonView; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const timeZone = userTimeZone();
  const end = lesson.start + lesson.duration * MINUTE_MS;
  const days = useMemo(() => {
    const now = Date.now();
    return daysFrom(now, Math.min(MAX_DAYS, Math.max(MIN_DAYS, Math.ceil((end - now) / DAY_MS) + 1)), timeZone);
  }, [end, timeZone]);
  const span = spanOf(days);
  const availability = useAvailability(lesson.tutor.id, span.start, span.end);
  const move = useMoveLesson();
  const bookable = useMemo(
    () => union([...(availability.data?.bookable ?? []), { start: lesson.start, end }]),
    [availability.data, lesson.start, end],
  );
  const starts = useMemo(() => startTimes(bookable, lesson.duration), [bookable, lesson.duration]);
  const ownDay = days.findIndex((d) => lesson.start >= d.start && lesson.start < d.end);
  const [dayIndex, setDayIndex] = useState<number | null>(ownDay >= 0 ? ownDay : null);
  const [picked, setPicked] = useState<number | null>(null);
  // one key per choice: a retry after a lost answer replays the move instead of failing on the cancelled lesson
  const idempotency = useRef<{ start: number; key: string } | null>(null);

  const startsIn = (i: number) => {
    const d = days[i];
    return d ? starts.filter((s) => s >= d.start && s < d.end) : [];
  };
  const times = dayIndex === null ? [] : startsIn(dayIndex);
  const start = picked !== null && picked !== lesson.start && times.includes(picked) ? picked : null;
  const choose = (next: { day?: number; start?: number }) => {
    if (next.day !== undefined) setDayIndex(next.day);
    setPicked(next.start ?? null);
    move.reset();
  };

  const confirm = () => {
    if (start === null || move.isPending) return;
    if (idempotency.current?.start !== start) idempotency.current = { start, key: crypto.randomUUID() };
    const from = formatDateTime(lesson.start, timeZone);
    // not the call-site onSuccess: the refreshed list drops the old lesson, and this panel with it
    move.mutateAsync({ id: lesson.id, start, duration: lesson.duration, key: idempotency.current.key }).then(
      (moved) => {
        toast({
          type: 'success',
          title: t('booking.move.done'),
          description: t('booking.move.doneBody', { from, to: formatDateTime(moved.start, timeZone) }),
        });
        onClose();
      },
      (err) => {
        if (isTakenTime(err)) setPicked(null);
      },
    );
  };

  return (
    <section
      className="mt-4 min-w-0 rounded-xl border border-brand-100 bg-white p-3 sm:p-4"
      aria-labelledby={`move-${lesson.id}`}
      data-testid="reschedule"
    >
      <h3 id={`move-${lesson.id}`} className="font-700 text-brand-900">
        {t('booking.move.title')}
      </h3>
      <p className="mt-1 text-sm text-gray-600">
        {t('booking.move.hint', { duration: formatMinutes(lesson.duration) })} {t('booking.zone', { zone: formatZone(timeZone) })}
      </p>
      <div className="mt-3">
        {availability.isPending ? (
          <p role="status" className="text-gray-600">
            {t('app.loading')}
          </p>
        ) : availability.isError && !availability.data ? (
          <div role="alert" className="text-red-700">
            <p>{t('booking.errors.load')}</p>
            <button type="button" className="btn-ghost mt-3" onClick={() => availability.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        ) : (
          <DayStrip
            days={days}
            free={(d) => starts.some((s) => s >= d.start && s < d.end)}
            selected={dayIndex}
            marked={ownDay >= 0 ? ownDay : null}
            timeZone={timeZone}
            onSelect={(i) => choose({ day: i })}
          />
        )}
      </div>
      {dayIndex !== null && availability.data && (
        <div className="mt-3">
          {times.some((s) => s !== lesson.start) ? (
            <TimePicker times={times} selected={start} current={lesson.start} timeZone={timeZone} onSelect={(s) => choose({ start: s })} />
          ) : (
            <p className="text-gray-600">{t('booking.move.noTimesThatDay')}</p>
          )}
        </div>
      )}
      {start !== null && (
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-gray-50 p-4 text-sm" data-testid="reschedule-summary">
          <dt className="text-gray-500">{t('booking.move.from')}</dt>
          <dd className="text-gray-700 line-through decoration-gray-400">{formatDateTime(lesson.start, timeZone)}</dd>
          <dt className="text-gray-500">{t('booking.move.to')}</dt>
          <dd className="font-700 text-brand-900" data-testid="reschedule-to">
            {formatDateTime(start, timeZone)}
          </dd>
        </dl>
      )}
      {move.isError && (
        <div className="mt-3">
          <BookingError error={move.error} next="/upcoming-lessons" />
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {start !== null && (
          <button type="button" className="btn-primary" disabled={move.isPending} aria-busy={move.isPending} onClick={confirm}>
            {move.isPending ? t('booking.move.moving') : t('booking.move.confirm')}
          </button>
        )}
        <button type="button" className="btn-ghost" onClick={onClose}>
          {t('booking.move.back')}
        </button>
      </div>
    </section>
  );
}

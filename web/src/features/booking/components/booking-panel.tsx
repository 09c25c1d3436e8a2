import type { LessonView } from '@kalam/core/api';
import { daysFrom, spanOf, startTimes, type TimeRange } from '@kalam/core/availability';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatDateTime, formatMinutes, formatZone, userTimeZone } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useBookLesson } from '../api/book-lesson';
import { useAvailability } from '../api/get-availability';
import { BookingDone } from './booking-done';
import { BookingError, isTakenTime } from './booking-error';
import { DayStrip } from './day-strip';
import { FOCUS_RING, Step } from './step';
import { TimePicker } from './time-picker';
import '../i18n';

const DAYS = 14;
const DURATIONS = [30, 15] as const;
type Duration = (typeof DURATIONS)[number];

/**
 * Booking in four steps — day, duration, time, confirmation — in the student's zone. Shown to visitors (who are sent
 * to sign in at the last step) and students; the page leaves it out for everyone else.
 */
export function BookingPanel({ tutorId, tutorName }: { tutorId: number; tutorName: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const location = useLocation();
  const timeZone = userTimeZone();
  const days = useMemo(() => daysFrom(Date.now(), DAYS, timeZone), [timeZone]);
  const span = spanOf(days);
  const availability = useAvailability(tutorId, span.start, span.end);
  const book = useBookLesson();
  const [dayIndex, setDayIndex] = useState<number | null>(null);
  const [duration, setDuration] = useState<Duration>(30);
  const [picked, setPicked] = useState<number | null>(null);
  const [booked, setBooked] = useState<LessonView | null>(null);
  // one key per choice: a retry after a lost answer replays the booking instead of making a second one
  const idempotency = useRef<{ choice: string; key: string } | null>(null);

  const bookable: TimeRange[] = availability.data?.bookable ?? [];
  const startsIn = (d: TimeRange, minutes: number) => startTimes(bookable, minutes).filter((s) => s >= d.start && s < d.end);
  const day = dayIndex === null ? null : (days[dayIndex] ?? null);
  const times = day ? startsIn(day, duration) : [];
  // a time taken meanwhile drops out of the refreshed list, and so out of the choice
  const start = picked !== null && times.includes(picked) ? picked : null;

  const choose = (next: { day?: number; duration?: Duration; start?: number }) => {
    if (next.day !== undefined) setDayIndex(next.day);
    if (next.duration !== undefined) setDuration(next.duration);
    setPicked(next.start ?? null);
    book.reset();
  };

  const confirm = () => {
    if (start === null || book.isPending) return;
    const choice = `${tutorId}:${start}:${duration}`;
    if (idempotency.current?.choice !== choice) idempotency.current = { choice, key: crypto.randomUUID() };
    book.mutate(
      { tutorId, start, duration, key: idempotency.current.key },
      {
        onSuccess: (lesson) => {
          idempotency.current = null;
          setBooked(lesson);
        },
        onError: (err) => {
          if (isTakenTime(err)) setPicked(null);
        },
      },
    );
  };

  if (booked) {
    return (
      <BookingDone
        lesson={booked}
        tutorName={tutorName}
        timeZone={timeZone}
        onAgain={() => {
          setBooked(null);
          choose({});
        }}
      />
    );
  }

  const returnTo = `${location.pathname}${location.search}`;
  return (
    <section className="card min-w-0 p-5 md:p-6" aria-labelledby="booking-title" data-testid="booking-panel">
      <h2 id="booking-title" tabIndex={-1} className="text-xl font-700 text-brand-900 outline-none">
        {t('booking.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-500">{t('booking.zone', { zone: formatZone(timeZone) })}</p>

      <div className="mt-5 space-y-5">
        <Step n={1} title={t('booking.steps.date')}>
          {availability.isPending ? (
            <DaySkeleton />
          ) : availability.isError && !availability.data ? (
            <div role="alert" className="text-red-700">
              <p>{t('booking.errors.load')}</p>
              <button type="button" className="btn-ghost mt-3" onClick={() => availability.refetch()}>
                {t('common.retry')}
              </button>
            </div>
          ) : (
            <>
              <DayStrip
                days={days}
                free={(d) => startsIn(d, 15).length > 0}
                selected={dayIndex}
                timeZone={timeZone}
                onSelect={(i) => choose({ day: i })}
              />
              {!bookable.length && <p className="mt-2 text-gray-600">{t('booking.noTimes')}</p>}
            </>
          )}
        </Step>

        <Step n={2} title={t('booking.steps.duration')} hint={t('booking.hints.duration')}>
          {day && (
            <div className="grid grid-cols-2 gap-3" role="radiogroup" aria-label={t('booking.steps.duration')}>
              {DURATIONS.map((m) => (
                <button
                  key={m}
                  type="button"
                  role="radio"
                  aria-checked={duration === m}
                  onClick={() => choose({ duration: m })}
                  className={`rounded-xl border px-4 py-3 font-700 transition-colors ${FOCUS_RING} ${
                    duration === m ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-gray-200 text-gray-700 hover:border-brand-500'
                  }`}
                >
                  {formatMinutes(m)}
                </button>
              ))}
            </div>
          )}
        </Step>

        <Step n={3} title={t('booking.steps.time')} hint={t('booking.hints.time')}>
          {day &&
            (times.length ? (
              <TimePicker times={times} selected={start} timeZone={timeZone} onSelect={(s) => choose({ start: s })} />
            ) : (
              <p className="text-gray-600">{t('booking.noTimesThatDay')}</p>
            ))}
        </Step>

        <Step n={4} title={t('booking.steps.confirm')} hint={t('booking.hints.confirm')}>
          {start !== null && (
            <>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-gray-50 p-4 text-sm" data-testid="booking-summary">
                <dt className="text-gray-500">{t('booking.summary.tutor')}</dt>
                <dd className="font-600">{tutorName}</dd>
                <dt className="text-gray-500">{t('booking.summary.when')}</dt>
                <dd className="font-600" data-testid="booking-when">
                  {formatDateTime(start, timeZone)}
                </dd>
                <dt className="text-gray-500">{t('booking.summary.duration')}</dt>
                <dd className="font-600">{formatMinutes(duration)}</dd>
              </dl>
              {!user ? (
                <Link to={`/login?next=${encodeURIComponent(returnTo)}`} className="btn-primary mt-4 w-full">
                  {t('booking.signIn')}
                </Link>
              ) : !user.verified ? (
                <div
                  role="alert"
                  className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900"
                  data-testid="booking-unverified"
                >
                  <p>{t('booking.errors.unverified')}</p>
                  <Link to="/verify-email" className="mt-2 inline-block font-700 underline">
                    {t('booking.verify')}
                  </Link>
                </div>
              ) : (
                <button
                  type="button"
                  className="btn-primary mt-4 w-full"
                  disabled={book.isPending}
                  aria-busy={book.isPending}
                  onClick={confirm}
                  data-testid="booking-confirm"
                >
                  {book.isPending ? t('booking.booking') : t('booking.confirm')}
                </button>
              )}
            </>
          )}
        </Step>
      </div>
      {book.isError && (
        <div className="mt-4">
          <BookingError error={book.error} />
        </div>
      )}
    </section>
  );
}

function DaySkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex gap-2 overflow-hidden pb-2" aria-busy="true" role="status" aria-label={t('app.loading')}>
      {[1, 2, 3, 4, 5].map((n) => (
        <div key={n} className="h-20 w-22 shrink-0 animate-pulse rounded-xl bg-gray-100" />
      ))}
    </div>
  );
}
